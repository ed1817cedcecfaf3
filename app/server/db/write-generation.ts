/**
 * How many writes this process has made to the database. The driver moves it on after each write statement and
 * each finished transaction (client.server.ts), so no module that writes has to remember it. What is read from the
 * database and kept in memory (the page cache's pages, the settings, the sessions: read-cache.server.ts) is kept
 * with the generation it was read at and never used after a write.
 */
let generation = 0;

export function writeGeneration(): number {
  return generation;
}

/** Marks everything read before as out of date: called once a write is over, before anyone is answered. */
export function databaseWritten(): void {
  generation += 1;
}
