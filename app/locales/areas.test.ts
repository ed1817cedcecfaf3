import { describe, expect, it } from "vitest";
import { areasForRoutes } from "./areas";
import { allAreas, ensureAreas, loadAreas } from "./client";
import { createI18n } from "./index";
import { fr } from "./fr";

describe("translation areas", () => {
  it("finds every area of the French reference", () => {
    expect(allAreas).toEqual(Object.keys(fr).sort());
  });

  it("a page needs the shell's areas plus those its routes declare", () => {
    expect(areasForRoutes([{ i18n: [] }, { i18n: ["home", "contact"] }])).toEqual(["common", "contact", "home"]);
  });

  it("a route that declares nothing gets every area", () => {
    expect(areasForRoutes([{ i18n: [] }, undefined])).toBe("all");
    expect(areasForRoutes([{ i18n: [] }, { other: true }])).toBe("all");
  });

  it("loads areas of one language", async () => {
    const loaded = await loadAreas("en", ["common", "home"]);
    expect(Object.keys(loaded).sort()).toEqual(["common", "home"]);
    expect(loaded.home?.hero.primaryCta).toBe("Find a Workshop");
  });

  it("adds missing areas to an instance, and says when nothing is missing", async () => {
    const i18n = createI18n("en", (await loadAreas("en", ["common"])) as never);
    expect(i18n.t("home.hero.primaryCta")).not.toBe("Find a Workshop");
    const pending = ensureAreas(i18n, ["common", "home"]);
    expect(pending).toBeInstanceOf(Promise);
    expect(ensureAreas(i18n, ["common", "home"])).toBe(pending);
    await pending;
    expect(i18n.t("home.hero.primaryCta")).toBe("Find a Workshop");
    expect(ensureAreas(i18n, ["common", "home"])).toBeUndefined();
  });
});
