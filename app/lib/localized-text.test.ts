import { describe, expect, it } from "vitest";
import { localizedList, localizedString, localizedText } from "./localized-text";

describe("localizedText", () => {
  it("shows the page's language when it has a text", () => {
    expect(localizedText({ fr: "Atelier", en: "Workshop" }, "en")).toEqual({
      text: "Workshop",
      lang: "en",
      fallback: false,
    });
    expect(localizedText({ fr: "Atelier", en: "Workshop" }, "fr")).toEqual({
      text: "Atelier",
      lang: "fr",
      fallback: false,
    });
  });

  it("falls back to the other language, saying which one it is", () => {
    expect(localizedText({ fr: "Atelier", en: null }, "en")).toEqual({ text: "Atelier", lang: "fr", fallback: true });
    expect(localizedText({ fr: "  ", en: "Workshop" }, "fr")).toEqual({ text: "Workshop", lang: "en", fallback: true });
  });

  it("answers null (or an empty string) when neither language has a text", () => {
    expect(localizedText({ fr: null, en: " " }, "fr")).toBeNull();
    expect(localizedText(null, "en")).toBeNull();
    expect(localizedString({ fr: null, en: null }, "fr")).toBe("");
    expect(localizedString({ fr: "Atelier", en: null }, "en")).toBe("Atelier");
  });
});

describe("localizedList", () => {
  it("takes the page's list, else the other one", () => {
    expect(localizedList({ fr: ["Prospective"], en: ["Foresight"] }, "en")).toEqual({
      items: ["Foresight"],
      lang: "en",
      fallback: false,
    });
    expect(localizedList({ fr: ["Prospective"], en: [] }, "en")).toEqual({
      items: ["Prospective"],
      lang: "fr",
      fallback: true,
    });
    expect(localizedList({ fr: [], en: [] }, "fr")).toEqual({ items: [], lang: "fr", fallback: false });
  });
});
