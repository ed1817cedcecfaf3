import { describe, expect, it } from "vitest";
import { hasControlCharacter, hasUntypableCharacter, withoutControlCharacters } from "./text";

describe("control characters", () => {
  it("finds NUL, the other C0 controls and DEL, and nothing else", () => {
    for (const text of ["a\u0000b", "\n", "\t", "\u001b[31m", "x\u007f"]) expect(hasControlCharacter(text)).toBe(true);
    for (const text of ["", "Ouagadougou", "karité 😀", "\u00a0\u202f", "\u0080"])
      expect(hasControlCharacter(text)).toBe(false);
  });

  it("tells typed text (tabs and line breaks included) from text holding NUL, another control or DEL", () => {
    for (const text of ["a\u0000b", "\u001b[31m", "x\u007f", "\u0008"]) expect(hasUntypableCharacter(text)).toBe(true);
    for (const text of ["Line one\r\nLine two", "a\tb", "karité 😀"]) expect(hasUntypableCharacter(text)).toBe(false);
  });

  it("removes them and keeps the rest", () => {
    expect(withoutControlCharacters("a\u0000b\r\nc\u007f d")).toBe("abc d");
    expect(withoutControlCharacters("karité")).toBe("karité");
  });
});
