import { describe, expect, it } from "vitest";
import { localizedPlace, localizedTags, placeLine } from "./places";

const ouaga = { location: "Ouagadougou", locationEn: null, online: false };

describe("a workshop's place and tags in a page's language", () => {
  it("shows the English place on English pages, falling back to the French, and Online from the caller's words", () => {
    const bobo = { location: "Bobo-Dioulasso", locationEn: "Bobo-Dioulasso (Burkina Faso)", online: true };
    expect(placeLine(bobo, "en", "Online")).toBe("Bobo-Dioulasso (Burkina Faso) · Online");
    expect(placeLine(bobo, "fr", "En ligne")).toBe("Bobo-Dioulasso · En ligne");
    expect(placeLine({ location: null, locationEn: null, online: true }, "en", "Online")).toBe("Online");
    expect(placeLine({ location: null, locationEn: null, online: false }, "en", "Online")).toBeNull();
    expect(localizedPlace(ouaga, "en")).toEqual({ text: "Ouagadougou", lang: "fr", fallback: true });
  });

  it("shows the English tags on English pages when there are any, else the French", () => {
    expect(localizedTags({ tags: ["Équipe"], tagsEn: ["Team"] }, "en").items).toEqual(["Team"]);
    expect(localizedTags({ tags: ["Équipe"], tagsEn: ["Team"] }, "fr").items).toEqual(["Équipe"]);
    expect(localizedTags({ tags: ["Équipe"], tagsEn: [] }, "en")).toEqual({
      items: ["Équipe"],
      lang: "fr",
      fallback: true,
    });
  });
});
