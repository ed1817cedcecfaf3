import { common } from "./common";
import { pages } from "./pages";

export const fr = { common, pages };
