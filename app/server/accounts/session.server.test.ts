/**
 * The session behind a cookie, kept in memory between database writes: read once for a run of requests, and never
 * used after a write that may change it (signing out, a role changed, a session ended) or past its expiry.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, signedInAs } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { auth } from "./auth.server";
import { session as sessionTable, user as userTable } from "../db/schema";
import { getSessionUser } from "./session.server";

const database = setUpTestDatabase();

const page = (cookie: string) => new Request("http://localhost:3000/profile", { headers: { cookie } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the signed-in user of a request", () => {
  it("is read from the database once for a run of requests with the same cookies", async () => {
    const { cookie, id } = await signedInAs("facilitator");
    const reads = vi.spyOn(auth().api, "getSession");
    for (let i = 0; i < 5; i++) expect((await getSessionUser(page(cookie)))?.id).toBe(id);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("needs no look-up at all without a session cookie", async () => {
    const reads = vi.spyOn(auth().api, "getSession");
    expect(await getSessionUser(page("theme=dark; lang=en"))).toBeNull();
    expect(reads).not.toHaveBeenCalled();
  });

  it("shows a new role and a new name on the very next request", async () => {
    const { cookie, id } = await signedInAs("client");
    expect((await getSessionUser(page(cookie)))?.role).toBe("client");
    await database.db.update(userTable).set({ role: "admin", firstName: "Awa" }).where(eq(userTable.id, id));
    expect(await getSessionUser(page(cookie))).toMatchObject({ role: "admin", firstName: "Awa" });
  });

  it("is gone as soon as the session is ended", async () => {
    const { cookie } = await signedInAs("client");
    expect(await getSessionUser(page(cookie))).not.toBeNull();
    await auth().api.signOut({ headers: page(cookie).headers });
    expect(await getSessionUser(page(cookie))).toBeNull();
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
    expect(await getSessionUser(page(cookie))).not.toBeNull();
    vi.useFakeTimers({ toFake: ["Date"], now: expiresAt.getTime() + 1 });
    expect(await getSessionUser(page(cookie))).toBeNull();
  });

  it("belongs to the whole Cookie header it was read from: a forged cookie beside it gets nothing of it", async () => {
    const { cookie, id } = await signedInAs("admin");
    // A cookie tossed in from a sibling domain beside the real one: a key of the one cookie a lookup finds first
    // (or last) would hand the real session to the forged cookie alone.
    const forged = "better-auth.session_token=forged.signature";
    expect((await getSessionUser(page(`${cookie}; ${forged}`)))?.id).toBe(id);
    expect(await getSessionUser(page(forged))).toBeNull();
    expect(await getSessionUser(page(`${forged}; theme=dark`))).toBeNull();
  });
});
