import { describe, expect, it } from "vitest";
import { cacheableRequest } from "./rules";

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  cacheableRequest(new Request(`http://localhost:3000${path}`, { method, headers }));

describe("which requests the page cache answers", () => {
  it("keys the public pages by language, theme and the query parameters the page reads, sorted", () => {
    expect(get("/")?.key).toBe("fr system /");
    expect(get("/en")?.key).toBe("en system /en");
    expect(get("/en/calendar?month=2026-12&level=advanced&utm_source=radio&x=1")).toEqual({
      key: "en system /en/calendar?level=advanced&month=2026-12",
      url: "http://localhost:3000/en/calendar?level=advanced&month=2026-12",
      withQuery: true,
    });
    expect(get("/calendar/abc?fbclid=1")?.key).toBe("fr system /calendar/abc");
    expect(get("/facilitators/abc?tab=reviews&x=2")?.key).toBe("fr system /facilitators/abc?tab=reviews");
    expect(get("/contact?topic=notifications&intent=&ref=a")?.key).toBe("fr system /contact?topic=notifications");
    expect(get("/sitemap.xml?x=1")?.key).toBe("fr system /sitemap.xml");
    expect(get("/en/services", { cookie: "theme=dark; lang=en" })?.key).toBe("en dark /en/services");
    expect(get("/en/services", { cookie: "theme=bogus" })?.key).toBe("en system /en/services");
  });

  it("random parameters all land on the page's one key", () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => get(`/en/workshops?r=${i}&q${i}=x`)?.key));
    expect([...keys]).toEqual(["en system /en/workshops"]);
  });

  it("never answers signed-in or personal requests, writes, the router's .data, or other pages", () => {
    expect(get("/", { cookie: "better-auth.session_token=abc" })).toBeNull();
    expect(get("/", { cookie: "theme=dark; __Secure-better-auth.session_token=abc" })).toBeNull();
    expect(get("/", { cookie: "flash=%7B%7D" })).toBeNull();
    expect(get("/", { cookie: "something=else" })).toBeNull();
    expect(get("/", { authorization: "Bearer x" })).toBeNull();
    expect(get("/contact", {}, "POST")).toBeNull();
    expect(get("/", {}, "HEAD")).toBeNull();
    expect(get("/en/calendar.data")).toBeNull();
    expect(get("/calendar/abc.data")).toBeNull();
    expect(get("/_root.data")).toBeNull();
    expect(get("/en/calendar", { "sec-fetch-dest": "empty" })).toBeNull();
    expect(get("/en/calendar", { "sec-fetch-dest": "document" })).not.toBeNull();
    for (const path of ["/auth", "/profile", "/admin", "/registrations/x/cancel", "/calendar/x/ics", "/calendar/"]) {
      expect(get(path)).toBeNull();
    }
  });

  it("reads the theme as the pages do: the first theme cookie, decoded", () => {
    expect(get("/", { cookie: "theme=%64ark" })?.key).toBe("fr dark /");
    expect(get("/", { cookie: "theme=light; theme=dark" })?.key).toBe("fr light /");
    expect(get("/", { cookie: "theme=dark; lang=en; theme=light" })?.key).toBe("fr dark /");
    expect(get("/", { cookie: "theme=%" })?.key).toBe("fr system /");
    // A name the pages do not read as "theme" is a cookie the cache does not know.
    expect(get("/", { cookie: "theme =dark" })).toBeNull();
    expect(get("/", { cookie: "theme=dark;" })?.key).toBe("fr dark /");
  });
});
