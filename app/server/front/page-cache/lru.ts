/** A least-recently-used map bounded by the bytes its values hold (each value says its own size). */
export class ByteLru<V extends { size: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get count(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores the value, dropping the least recently used ones past the limit; one larger than the limit is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.size > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
