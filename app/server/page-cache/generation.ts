/**
 * The version of everything the public pages show. Every database write moves it on (db/client.server.ts
 * counts each write statement and each finished transaction), so a cached page made before a write is never
 * served after it. On globalThis: server.ts and the React Router build each have a copy of this module
 * (docs/decisions/0003-one-process-two-module-copies.md), and both must see one counter.
 */
const holder = globalThis as unknown as { __publicContentGeneration?: number };

export function publicContentGeneration(): number {
  return holder.__publicContentGeneration ?? 0;
}

/** Marks every cached public page out of date: call it after a change is committed, before answering. */
export function publicContentChanged(): void {
  holder.__publicContentGeneration = publicContentGeneration() + 1;
}
