/**
 * How many writes this process has made to the database. The driver moves it on after each write statement and
 * each finished transaction (client.server.ts), so no module that writes has to remember it. What is read from the
 * database and kept in memory (the page cache's pages, the settings, the sessions: read-cache.server.ts) is kept
 * with the generation it was read at and never used after a write.
 * On globalThis: server.ts and the React Router build each have a copy of this module
 * (docs/decisions/0003-one-process-two-module-copies.md), and both must see one counter.
 */
const holder = globalThis as unknown as { __writeGeneration?: number };

export function writeGeneration(): number {
  return holder.__writeGeneration ?? 0;
}

/** Marks everything read before as out of date: called once a write is over, before anyone is answered. */
export function databaseWritten(): void {
  holder.__writeGeneration = writeGeneration() + 1;
}
