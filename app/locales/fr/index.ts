import { common } from "./common";
import { pages } from "./pages";
import { workshop } from "./workshop";

export const fr = { common, pages, workshop };
