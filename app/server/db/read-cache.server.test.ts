import { afterEach, describe, expect, it, vi } from "vitest";
import { getDatabase, setDatabase, type Database } from "./client.server";
import { ReadCache } from "./read-cache.server";
import { databaseWritten, writeGeneration } from "./write-generation";

afterEach(() => {
  vi.useRealTimers();
  setDatabase(undefined);
});

/** A database of this kind as the open one: only its kind matters here. */
const openAs = (kind: Database["kind"]) => setDatabase({ kind } as Database);

describe("values kept until the next write", () => {
  it("answers from memory until the process writes to the database", async () => {
    const cache = new ReadCache<{ n: number }>({ maxAgeMs: 60_000, sharedMaxAgeMs: 2_000, maxEntries: 10 });
    let reads = 0;
    const read = async () => ({ n: ++reads });
    expect(await cache.through("a", read)).toEqual({ n: 1 });
    expect(await cache.through("a", read)).toEqual({ n: 1 });
    expect(await cache.through("b", read)).toEqual({ n: 2 });

    databaseWritten();
    expect(cache.get("a")).toBeUndefined();
    expect(await cache.through("a", read)).toEqual({ n: 3 });
  });

  it("does not keep a value read while a write happened: it may be from before the write", async () => {
    const cache = new ReadCache<string>({ maxAgeMs: 60_000, sharedMaxAgeMs: 2_000, maxEntries: 10 });
    const readAt = writeGeneration();
    databaseWritten();
    cache.set("a", "old", readAt);
    expect(cache.get("a")).toBeUndefined();

    const during = await cache.through("b", async () => {
      databaseWritten();
      return "read during a write";
    });
    expect(during).toBe("read during a write");
    expect(cache.get("b")).toBeUndefined();
  });

  it("forgets a value after its longest age, for the writes of other server processes", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new ReadCache<string>({ maxAgeMs: 30_000, sharedMaxAgeMs: 2_000, maxEntries: 10 });
    cache.set("a", "kept", writeGeneration());
    vi.advanceTimersByTime(29_999);
    expect(cache.get("a")).toBe("kept");
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("holds at most its number of values, the oldest stored going first", () => {
    const cache = new ReadCache<number>({ maxAgeMs: 60_000, sharedMaxAgeMs: 2_000, maxEntries: 3 });
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, i, writeGeneration());
    expect(["k0", "k1", "k2", "k3", "k4"].map((key) => cache.get(key))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it("forgets a value on a database other servers share after its shared age, 0 keeping nothing", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    openAs("postgres");
    const settings = new ReadCache<string>({ maxAgeMs: 60_000, sharedMaxAgeMs: 2_000, maxEntries: 10 });
    const sessions = new ReadCache<string>({ maxAgeMs: 30_000, sharedMaxAgeMs: 0, maxEntries: 10 });
    settings.set("a", "kept", writeGeneration());
    sessions.set("a", "kept", writeGeneration());
    expect(sessions.get("a")).toBeUndefined();
    vi.advanceTimersByTime(1_999);
    expect(settings.get("a")).toBe("kept");
    vi.advanceTimersByTime(1);
    expect(settings.get("a")).toBeUndefined();

    // The embedded database is this process's alone: its longest age applies.
    openAs("pglite");
    expect(getDatabase().kind).toBe("pglite");
    sessions.set("b", "kept", writeGeneration());
    vi.advanceTimersByTime(29_999);
    expect(sessions.get("b")).toBe("kept");
  });
});
