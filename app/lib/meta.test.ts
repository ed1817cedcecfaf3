import { describe, expect, it } from "vitest";
import { metaTags } from "./meta";

const root = (name: string) => [{ id: "root", loaderData: { site: { name, tagline: "" } } }, { id: "routes/x" }];
const titleOf = (tags: ReturnType<typeof metaTags>) => {
  const tag = tags.find((candidate) => "title" in candidate);
  return tag && "title" in tag ? tag.title : undefined;
};

describe("metaTags", () => {
  it("names the site as its settings do, after the page's title or, on the home page, before it", () => {
    expect(titleOf(metaTags({ title: "Contact", lang: "fr" }, root("Atelier Kora")))).toBe("Contact | Atelier Kora");
    expect(titleOf(metaTags({ title: "Design", lang: "en", nameFirst: true }, root("Atelier Kora")))).toBe(
      "Atelier Kora · Design",
    );
    expect(metaTags({ title: "Contact", lang: "fr" }, root("Atelier Kora"))).toContainEqual({
      property: "og:site_name",
      content: "Atelier Kora",
    });
  });

  it("falls back to the brand's name without the root's data", () => {
    expect(titleOf(metaTags({ title: "Contact", lang: "fr" }))).toBe("Contact | Faso Futures Studio");
    expect(titleOf(metaTags(undefined, []))).toBe("Faso Futures Studio");
  });
});
