import type { Translation } from "../types";
import { common } from "./common";
import { pages } from "./pages";

export const en: Translation = { common, pages };
