import { common } from "./common";
import { pages } from "./pages";
import { workshop } from "./workshop";
import { contact } from "./contact";

export const fr = { common, pages, workshop, contact };
