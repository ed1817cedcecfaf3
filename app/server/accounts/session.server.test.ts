/**
 * The session behind a cookie, kept in memory between database writes: read once for a run of requests, and never
 * used after a write that may change it (signing out, a role changed, a session ended) or past its expiry.
 */
import { eq } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, signedInAs } from "../../../tests/support/factories";
import { requestArgs } from "../../../tests/support/route-client";
import { dataUrl, routeBuild } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { auth } from "./auth.server";
import { session as sessionTable, user as userTable } from "../db/schema";
import { requestContext, type RequestArgs } from "../front/request-context.server";
import { getSessionUser } from "./session.server";

const database = setUpTestDatabase();

const page = (cookie: string) => new Request("http://localhost:3000/profile", { headers: { cookie } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the signed-in user of a request", () => {
  it("is read from the embedded database once for a run of requests with the same cookies, from a shared one each time", async () => {
    const { cookie, id } = await signedInAs("facilitator");
    const reads = vi.spyOn(auth().api, "getSession");
    for (let i = 0; i < 5; i++) expect((await getSessionUser(requestArgs(page(cookie))))?.id).toBe(id);
    // Another server on the same PostgreSQL may end the session or change the role at any moment (decision 20).
    expect(reads).toHaveBeenCalledTimes(database.kind === "postgres" ? 5 : 1);
  });

  it("needs no look-up at all without a session cookie", async () => {
    const reads = vi.spyOn(auth().api, "getSession");
    expect(await getSessionUser(requestArgs(page("theme=dark; lang=en")))).toBeNull();
    expect(reads).not.toHaveBeenCalled();
  });

  it("shows a new role and a new name on the very next request", async () => {
    const { cookie, id } = await signedInAs("client");
    expect((await getSessionUser(requestArgs(page(cookie))))?.role).toBe("client");
    await database.db.update(userTable).set({ role: "admin", firstName: "Awa" }).where(eq(userTable.id, id));
    expect(await getSessionUser(requestArgs(page(cookie)))).toMatchObject({ role: "admin", firstName: "Awa" });
  });

  it("is gone as soon as the session is ended", async () => {
    const { cookie } = await signedInAs("client");
    expect(await getSessionUser(requestArgs(page(cookie)))).not.toBeNull();
    await auth().api.signOut({ headers: page(cookie).headers });
    expect(await getSessionUser(requestArgs(page(cookie)))).toBeNull();
  });

  it("is not used past the session's expiry", async () => {
    // Signed in without "remember me": such a session is never extended as it is read, so it may end while kept.
    const { email, password, id } = await createUser();
    const signedIn = await auth().api.signInEmail({ body: { email, password, rememberMe: false }, asResponse: true });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const expiresAt = new Date(Date.now() + 5_000);
    await database.db.update(sessionTable).set({ expiresAt }).where(eq(sessionTable.userId, id));
    expect(await getSessionUser(requestArgs(page(cookie)))).not.toBeNull();
    vi.useFakeTimers({ toFake: ["Date"], now: expiresAt.getTime() + 1 });
    expect(await getSessionUser(requestArgs(page(cookie)))).toBeNull();
  });

  it("belongs to the whole Cookie header it was read from: a forged cookie beside it gets nothing of it", async () => {
    const { cookie, id } = await signedInAs("admin");
    // A cookie tossed in from a sibling domain beside the real one: a key of the one cookie a lookup finds first
    // (or last) would hand the real session to the forged cookie alone.
    const forged = "better-auth.session_token=forged.signature";
    expect((await getSessionUser(requestArgs(page(`${cookie}; ${forged}`))))?.id).toBe(id);
    expect(await getSessionUser(requestArgs(page(forged)))).toBeNull();
    expect(await getSessionUser(requestArgs(page(`${forged}; theme=dark`)))).toBeNull();
  });
});

describe("the session user within one request", () => {
  /** A root and a page whose loaders record what getSessionUser handed them, through React Router's own handler. */
  function recordingHandler() {
    const seen: Promise<unknown>[][] = [];
    const record = (at: number) => (args: RequestArgs) => {
      (seen[seen.length - 1] ??= [])[at] = getSessionUser(args);
      return null;
    };
    const build = routeBuild({ loader: record(1), action: record(2), default: () => null }, "page");
    build.routes.root!.module = { ...build.routes.root!.module, loader: record(0) };
    const handler = createRequestHandler(build, "production");
    return async (url: string, init: RequestInit = {}) => {
      seen.push([]);
      await handler(new Request(url, init), requestContext({ lang: "fr", cspNonce: "" }));
      return seen[seen.length - 1]!;
    };
  }

  it("is read once for the root's and the page's loaders, of a page and of its .data request", async () => {
    const ask = recordingHandler();
    for (const url of ["http://localhost:3000/page?index&q=1", dataUrl("http://localhost:3000/page?q=1")]) {
      const [root, page] = await ask(url);
      expect(root).toBeInstanceOf(Promise);
      expect(root).toBe(page);
    }
  });

  it("is read again by another request, and after a post's action, which may change it", async () => {
    const ask = recordingHandler();
    const [first] = await ask("http://localhost:3000/page");
    const [second] = await ask("http://localhost:3000/page");
    expect(first).not.toBe(second);
    const [root, page, action] = await ask("http://localhost:3000/page", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(action).toBeInstanceOf(Promise);
    expect(root).toBe(page);
    expect(root).not.toBe(action);
  });
});
