import type { fr } from "./fr";

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every language must have: French is the reference, English must match it key for key. */
export type Translation = Widen<typeof fr>;
