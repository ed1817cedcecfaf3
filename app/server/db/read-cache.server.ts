import { sharedDatabase } from "./client.server";
import { writeGeneration } from "./write-generation";

/**
 * How long what may lag behind other servers' writes (the settings, the public pages) is kept on a database they
 * share: a setting saved through one server shows on the others within this (docs/decisions/0020).
 */
export const SHARED_MAX_AGE_MS = 2_000;

export interface ReadCacheOptions {
  /** The longest a value is kept on the embedded database, where every write of it empties the cache. */
  maxAgeMs: number;
  /**
   * The longest a value is kept on a database other server processes write to (sharedDatabase()), whose writes
   * never reach this memory: how stale a value may be there. 0: never kept.
   */
  sharedMaxAgeMs: number;
  /** The most values kept; the least recently stored go first. */
  maxEntries: number;
}

/**
 * What nearly every request reads and rarely changes (the settings, the session behind a cookie), kept in memory
 * until the next database write of this process (write-generation.ts) or its longest age, whichever comes first.
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
    if (Date.now() - entry.storedAt >= this.#maxAgeMs()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read from the database since `readAt` (the write generation when the read began), unless a write came since. */
  set(key: string, value: V, readAt: number): void {
    this.#forgetIfWritten();
    if (readAt !== this.#generation || this.#maxAgeMs() === 0) return;
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

  #maxAgeMs(): number {
    return sharedDatabase() ? this.options.sharedMaxAgeMs : this.options.maxAgeMs;
  }

  #forgetIfWritten(): void {
    const generation = writeGeneration();
    if (generation === this.#generation) return;
    this.#entries.clear();
    this.#generation = generation;
  }
}
