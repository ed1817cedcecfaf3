import { writeGeneration } from "./write-generation";

export interface ReadCacheOptions {
  /**
   * The longest a value is kept. Within one process every write empties the cache; with several server processes on
   * one PostgreSQL a write in one does not reach the others' memory, so this is how stale a value may be there.
   */
  maxAgeMs: number;
  /** The most values kept; the least recently stored go first. */
  maxEntries: number;
}

/**
 * What nearly every request reads and rarely changes (the settings, the session behind a cookie), kept in memory
 * until the next database write of this process (write-generation.ts) or `maxAgeMs`, whichever comes first.
 * A value read while a write happened is not kept: it may hold the state from before that write.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, { value: V; storedAt: number }>();
  #generation = writeGeneration();

  constructor(private readonly options: ReadCacheOptions) {}

  /** The value kept under `key`, if it is still good. */
  get(key: string): V | undefined {
    this.#forgetIfWritten();
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt >= this.options.maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read from the database since `readAt` (the write generation when the read began), unless a write came since. */
  set(key: string, value: V, readAt: number): void {
    this.#forgetIfWritten();
    if (readAt !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: Date.now() });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.options.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  /** `read()`'s value, from memory while it is good. */
  async through(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const readAt = writeGeneration();
    const value = await read();
    this.set(key, value, readAt);
    return value;
  }

  #forgetIfWritten(): void {
    const generation = writeGeneration();
    if (generation === this.#generation) return;
    this.#entries.clear();
    this.#generation = generation;
  }
}
