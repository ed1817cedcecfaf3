import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { MAX_TARGET_LENGTH, refuseUnreadableUrls, urlRefusal } from "./url-check.server";

const at = (target: string) => `http://localhost:3000${target}`;

describe("urlRefusal", () => {
  it.each([
    "/",
    "/calendar?month=2026-12&theme=design",
    "/contact?subject=caf%C3%A9%20%F0%9F%98%80",
    "/contact?subject=caf%c3%a9",
    "/facilitators/caf%C3%A9",
    "/café?q=ÿ",
    "/auth?mode=reset-password&token=abc.DEF_123",
    // Not escapes: a `%` every reader keeps as it is
    "/?q=%zz",
    "/?q=%",
    "/?q=100%25",
    "/?q=%%41&r=a%2",
    "/?q=%u0041",
    // Other control characters are text: the parameters' own schemas decide about them
    "/?q=%01%1B%7F",
  ])("reads %s", (target) => {
    expect(urlRefusal(at(target))).toBeUndefined();
  });

  it.each([
    "/auth?mode=reset-password&token=%00",
    "/?q=a%00b",
    "/?%00=x",
    "/a%00b",
    "/?q=%FF",
    "/?q=%FF%FE",
    "/?q=%C0%AF",
    "/?q=%ED%A0%80",
    "/?q=%C3%28",
    "/?q=a%E2%82",
    "/?q=%E2%82%zz",
    "/?q=%F4%90%80%80",
    "/calendar/%C3",
  ])("refuses %s as malformed", (target) => {
    expect(urlRefusal(at(target))).toBe("malformed");
  });

  it("refuses a path and query longer than the limit, escapes counted as sent", () => {
    const query = (length: number) => `/?q=${"A".repeat(length - "/?q=".length)}`;
    expect(urlRefusal(at(query(MAX_TARGET_LENGTH)))).toBeUndefined();
    expect(urlRefusal(at(query(MAX_TARGET_LENGTH + 1)))).toBe("tooLong");
    expect(urlRefusal(at(`/?q=${"%41".repeat(MAX_TARGET_LENGTH / 3)}`))).toBe("tooLong");
    expect(urlRefusal(at(`/${"a".repeat(100_000)}`))).toBe("tooLong");
  });
});

describe("refuseUnreadableUrls", () => {
  const app = new Hono();
  app.use(refuseUnreadableUrls());
  app.get("*", (c) => c.text("read"));

  it("lets a readable URL through", async () => {
    const response = await app.request("/calendar?month=2026-12&q=%zz");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("read");
  });

  it("answers 400 in the visitor's language, as plain text", async () => {
    const french = await app.request("/auth?mode=reset-password&token=%00");
    expect(french.status).toBe(400);
    expect(french.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await french.text()).toBe(fr.common.badUrl.malformed);
    const english = await app.request("/en/auth?mode=reset-password&token=%ED%A0%80");
    expect(english.status).toBe(400);
    expect(await english.text()).toBe(en.common.badUrl.malformed);
  });

  it("answers 414 to a 100 KB query value", async () => {
    const response = await app.request(`/en/calendar?theme=${"A".repeat(100_000)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toBe(en.common.badUrl.tooLong);
  });

  it("answers .data requests the same way", async () => {
    expect((await app.request("/_root.data?q=%FF")).status).toBe(400);
    expect((await app.request("/en/calendar.data?_routes=root&month=%00")).status).toBe(400);
  });
});
