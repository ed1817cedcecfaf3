import { common } from "./common";
import { pages } from "./pages";
import { workshop } from "./workshop";
import { contact } from "./contact";
import { facilitators } from "./facilitators";

export const fr = { common, pages, workshop, contact, facilitators };
