import { describe, expect, it } from "vitest";
import { ByteLru } from "./lru";

const sized = (size: number) => ({ size });

describe("ByteLru", () => {
  it("keeps its bytes under the limit, dropping the least recently used first", () => {
    const lru = new ByteLru<{ size: number }>(100);
    lru.set("a", sized(40));
    lru.set("b", sized(40));
    lru.get("a");
    lru.set("c", sized(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.bytes).toBe(80);
    for (let i = 0; i < 1000; i++) lru.set(`k${i}`, sized(7));
    expect(lru.bytes).toBeLessThanOrEqual(100);
    expect(lru.count).toBe(14);
  });

  it("replaces a key's value and never keeps one larger than the limit", () => {
    const lru = new ByteLru<{ size: number }>(100);
    lru.set("a", sized(40));
    lru.set("a", sized(60));
    expect(lru.bytes).toBe(60);
    lru.set("huge", sized(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.bytes).toBe(60);
    lru.delete("a");
    expect(lru.bytes).toBe(0);
  });
});
