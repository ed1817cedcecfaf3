import { describe, expect, it } from "vitest";
import { addTag, normalizeTags, tagsSchema } from "./tags";

describe("addTag", () => {
  it("adds the trimmed text at the end", () => {
    expect(addTag(["ONG"], "  Santé  ")).toEqual(["ONG", "Santé"]);
  });

  it("ignores an empty or blank text", () => {
    expect(addTag(["ONG"], "")).toEqual(["ONG"]);
    expect(addTag(["ONG"], "   ")).toEqual(["ONG"]);
  });

  it("ignores a tag already there, in any case", () => {
    expect(addTag(["Design Thinking"], " design thinking ")).toEqual(["Design Thinking"]);
  });

  it("does not change the list it was given", () => {
    const tags = ["a"];
    addTag(tags, "b");
    expect(tags).toEqual(["a"]);
  });
});

describe("normalizeTags and tagsSchema", () => {
  const schema = tagsSchema({ tooLong: "x.tooLong", tooMany: "x.tooMany" });

  it("cleans a submitted list", () => {
    expect(normalizeTags([" a ", "", "b", "A", "  "])).toEqual(["a", "b"]);
    expect(schema.parse([" a ", "", "b", "A"])).toEqual(["a", "b"]);
    expect(schema.parse(undefined)).toEqual([]);
  });

  it("refuses a tag over 50 characters and more than 20 tags", () => {
    expect(schema.safeParse(["x".repeat(51)]).error?.issues[0]?.message).toBe("x.tooLong");
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(schema.safeParse(many).error?.issues[0]?.message).toBe("x.tooMany");
  });
});
