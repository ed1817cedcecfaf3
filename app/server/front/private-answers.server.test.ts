/**
 * No cache keeps one person's answer: every answer to a request with a session, every answer that sets a cookie,
 * and a private area's answer to anyone (its redirect to sign in included) go out `private, no-store` from the
 * HTTP front. tests/e2e/authorization.test.ts checks the same over every route and role of the built site.
 */
import { redirect, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../tests/support/factories";
import { dataUrl, routeBuild } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { requireUser } from "../accounts/guards.server";
import { readConfig } from "../config.server";
import type { RequestArgs } from "./request-context.server";
import { createHttpApp } from "./http.server";

setUpTestDatabase();

/** The front over one page: `private/page` guarded as every private loader is, or `public/page` that is not. */
function front(area: "private" | "public") {
  const page = {
    loader: async (args: RequestArgs) => (area === "private" ? { email: (await requireUser(args)).email } : {}),
    action: () => redirect("/done", { headers: { "Set-Cookie": "flash=done; Path=/" } }),
    default: () => null,
  };
  const build = routeBuild(page, `${area}/page`);
  return createHttpApp({
    mode: "production",
    getBuild: () => Promise.resolve(build as ServerBuild),
    config: readConfig({ ...process.env, PAGE_CACHE_MB: "0" }),
  });
}

const ORIGIN = "http://localhost:3000";
const cacheControl = async (app: ReturnType<typeof front>, url: string, init: RequestInit = {}) => {
  const response = await app.request(url, init);
  await response.arrayBuffer();
  return [response.status, response.headers.get("Cache-Control")];
};

describe("private answers", () => {
  it("sends an anonymous visitor of a private page to sign in, page and data alike, in a private answer", async () => {
    const app = front("private");
    expect(await cacheControl(app, `${ORIGIN}/private/page`)).toEqual([302, "private, no-store"]);
    expect(await cacheControl(app, dataUrl(`${ORIGIN}/private/page`))).toEqual([202, "private, no-store"]);
  });

  it("answers a signed-in request privately, on a private page and on a public one", async () => {
    const { cookie } = await signedInAs("client");
    const headers = { Cookie: cookie };
    expect(await cacheControl(front("private"), `${ORIGIN}/private/page`, { headers })).toEqual([
      200,
      "private, no-store",
    ]);
    expect(await cacheControl(front("public"), `${ORIGIN}/public/page`, { headers })).toEqual([
      200,
      "private, no-store",
    ]);
    expect(await cacheControl(front("public"), dataUrl(`${ORIGIN}/public/page`), { headers })).toEqual([
      200,
      "private, no-store",
    ]);
  });

  it("answers privately what sets a cookie, and leaves an anonymous visitor's public page to the caches", async () => {
    const app = front("public");
    const post = { method: "POST", headers: { Origin: ORIGIN }, body: new URLSearchParams({ a: "1" }) };
    expect(await cacheControl(app, `${ORIGIN}/public/page`, post)).toEqual([302, "private, no-store"]);
    expect(await cacheControl(app, `${ORIGIN}/public/page`)).toEqual([200, null]);
  });
});
