/**
 * The account flows end to end through the real route actions and loaders, Better Auth and the mailer
 * (writing .eml files), on an in-memory database: sign-up and the confirmation link, sign-in failures,
 * password reset, sign-in codes, two-factor, rate limits, sign-out, cookies.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailsTo, waitForMail, waitForMails } from "../../../tests/support/mailbox";
import { RouteClient, ORIGIN, requestArgs } from "../../../tests/support/route-client";
import { action as authAction, loader as authLoader } from "~/routes/account/auth";
import { loader as verifyLoader } from "~/routes/account/auth-verify-email";
import { loader as myRegistrationsLoader } from "~/routes/account/my-registrations";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { action as signOutAction } from "~/routes/account/sign-out";
import { loader as setLanguage } from "~/routes/public/set-language";
import type { AuthFailure, AuthNotice } from "~/lib/accounts/forms";
import { AUTH_LIMITS } from "./auth-limits.server";
import { auth } from "./auth.server";
import { sendInvitation } from "./invitations.server";
import { db } from "../db/client.server";
import { session as sessionTable, user as userTable } from "../db/schema";
import { createUser } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { Role } from "~/lib/roles";
import { getSessionUser, sessionCookieUpdates } from "./session.server";

const { mailDir } = setUpTestDatabase();
const PASSWORD = "correct horse";

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${process.pid}-${++counter}@example.org`;

const verifiedAccount = (role: Role = "client") =>
  createUser({ role, password: PASSWORD, firstName: "Awa", lastName: "Traoré" });

async function signedIn(email: string, password = PASSWORD) {
  const browser = new RouteClient();
  const result = await browser.post(authAction, "/auth", { intent: "sign-in", email, password });
  expect(result.status).toBe(302);
  return { browser, result };
}

const sessionCookie = (browser: RouteClient) =>
  [...browser.cookies.keys()].find((name) => name.endsWith("better-auth.session_token"));

/** RFC 6238 with the key of an otpauth:// URI's base32 secret, as an authenticator app computes it. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secretBase32.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counterBytes = Buffer.alloc(8);
  counterBytes.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = crypto.createHmac("sha1", key).update(counterBytes).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, "0");
}

describe("sign-up and the confirmation link", () => {
  it("creates an unconfirmed client, emails a link in the page's language, and the link signs in to /client", async () => {
    const email = uniqueEmail("new");
    const browser = new RouteClient();
    const result = await browser.post(authAction, "/auth?tab=sign-up", {
      intent: "sign-up",
      firstName: "Issa",
      lastName: "Compaoré",
      email,
      password: "secret1",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/auth?mode=check-email");
    expect(result.headers.getSetCookie().join()).toContain("auth.toast.checkEmailTitle");

    const [row] = await db().select().from(userTable).where(eq(userTable.email, email));
    expect(row).toMatchObject({
      role: "client",
      emailVerified: false,
      firstName: "Issa",
      lastName: "Compaoré",
      preferredLanguage: "fr",
    });

    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toContain("confirmez votre adresse e-mail");
    expect(mail.text).toContain("Bonjour Issa,");
    expect(mail.html).toContain("Confirmer mon adresse");
    const link = mail.links.find((url) => url.includes("/auth/verify-email?token="));
    expect(link).toBeTruthy();

    // Unconfirmed: the right password is refused, with the reason and a way to resend the link.
    const refused = await browser.post<AuthFailure>(authAction, "/auth", {
      intent: "sign-in",
      email,
      password: "secret1",
    });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ formError: { key: "auth.errors.emailNotVerified" }, unverifiedEmail: email });
    const resent = await browser.post<AuthNotice>(authAction, "/auth", { intent: "resend-verification", email });
    expect(resent.data?.notice.key).toBe("auth.unverified.resent");
    await waitForMail(mailDir, email, 1);

    const opened = await browser.get(verifyLoader, new URL(link!).pathname + new URL(link!).search);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/auth");
    expect(sessionCookie(browser)).toBeTruthy();
    const landing = await browser.get(authLoader, "/auth");
    expect(landing.location).toBe("/client");
    const [verified] = await db()
      .select({ emailVerified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.email, email));
    expect(verified?.emailVerified).toBe(true);
  });

  it("writes the English email for a sign-up on /en/auth", async () => {
    const email = uniqueEmail("english");
    const browser = new RouteClient();
    const result = await browser.post(authAction, "/en/auth?tab=sign-up", {
      intent: "sign-up",
      firstName: "Grace",
      lastName: "Mensah",
      email,
      password: "secret1",
    });
    expect(result.location).toBe("/en/auth?mode=check-email");
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toContain("confirm your email address");
    expect(mail.text).toContain("Hello Grace,");
    expect(mail.links.some((url) => url.startsWith(`${ORIGIN}/en/auth/verify-email?token=`))).toBe(true);

    // The link signs the new account in, and its pages (one address each, no /en) speak English.
    const link = new URL(mail.links.find((url) => url.includes("/verify-email?token="))!);
    const opened = await browser.get(verifyLoader, link.pathname + link.search);
    expect(opened.location).toBe("/en/auth");
    expect(browser.cookies.get("lang")).toBe("en");

    // Signing in later, even from the French page and with the French choice remembered, restores English.
    const later = new RouteClient();
    later.cookies.set("lang", "fr");
    const signedInAgain = await later.post(authAction, "/auth", { intent: "sign-in", email, password: "secret1" });
    expect(signedInAgain.location).toBe("/client");
    expect(later.cookies.get("lang")).toBe("en");

    // The language toggle is a link any site can send: it switches this browser's pages, never the account
    // (its emails and the language its next sign-in restores), which changes by the profile's form only.
    const toggled = await later.get(setLanguage, "/set-language?lang=fr&to=/client");
    expect(toggled.location).toBe("/client");
    expect(later.cookies.get("lang")).toBe("fr");
    const [row] = await db().select().from(userTable).where(eq(userTable.email, email));
    expect(row?.preferredLanguage).toBe("en");
  });

  it("answers the same for an address that already has an account, and emails its owner instead", async () => {
    const { email } = await verifiedAccount();
    const browser = new RouteClient();
    const result = await browser.post(authAction, "/auth", {
      intent: "sign-up",
      firstName: "Other",
      lastName: "Person",
      email,
      password: "another1",
    });
    expect(result.location).toBe("/auth?mode=check-email");
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toContain("vous avez déjà un compte");
    const rows = await db().select().from(userTable).where(eq(userTable.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe("Awa");
  });

  it("refuses bad input with the spec's messages and a 400, changing nothing", async () => {
    const browser = new RouteClient();
    const result = await browser.post<AuthFailure>(authAction, "/auth", {
      intent: "sign-up",
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      password: "12345",
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors).toEqual({
      firstName: "auth.errors.firstNameRequired",
      lastName: "auth.errors.lastNameRequired",
      email: "auth.errors.emailInvalid",
      password: "auth.errors.passwordTooShort",
    });
    const signIn = await browser.post<AuthFailure>(authAction, "/auth", {
      intent: "sign-in",
      email: "",
      password: "",
    });
    expect(signIn.status).toBe(400);
    expect(signIn.data?.errors).toEqual({
      email: "auth.errors.emailInvalid",
      password: "auth.errors.passwordTooShort",
    });
    const huge = await browser.post(authAction, "/auth", {
      intent: "sign-in",
      email: "a@example.org",
      password: "x".repeat(20_000),
    });
    expect(huge.status).toBe(413);
  });

  it("rejects an expired or forged confirmation link with a message on /auth", async () => {
    const browser = new RouteClient();
    const opened = await browser.get(verifyLoader, "/en/auth/verify-email?token=forged.token.value");
    expect(opened.location).toBe("/en/auth?error=INVALID_TOKEN");
    const page = await browser.get<{ linkError: string }>(authLoader, "/en/auth?error=INVALID_TOKEN");
    expect(page.data?.linkError).toBe("auth.verifyLink.invalid");
  });
});

describe("sign-in", () => {
  it("lands each role on its home (employee as facilitator)", async () => {
    for (const [role, home] of [
      ["admin", "/admin"],
      ["facilitator", "/facilitator"],
      ["client", "/client"],
      ["content_creator", "/creator"],
      ["employee", "/facilitator"],
    ] as const) {
      const { email } = await verifiedAccount(role);
      const { result } = await signedIn(email);
      expect(result.location).toBe(home);
    }
  });

  it("gives the same reason for a wrong password and an unknown address", async () => {
    const { email } = await verifiedAccount();
    const browser = new RouteClient();
    const wrong = await browser.post<AuthFailure>(authAction, "/auth", {
      intent: "sign-in",
      email,
      password: "wrong-password",
    });
    const unknown = await browser.post<AuthFailure>(authAction, "/auth", {
      intent: "sign-in",
      email: uniqueEmail("nobody"),
      password: "wrong-password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data?.formError?.key).toBe("auth.errors.invalidCredentials");
    expect(unknown.data?.formError).toEqual(wrong.data?.formError);
  });

  it("sets httpOnly, SameSite=Lax session cookies, Secure only when BASE_URL is https", async () => {
    const { email } = await verifiedAccount();
    const { result } = await signedIn(email);
    const cookie = result.headers.getSetCookie().find((value) => value.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("returns to the page that asked for the sign-in (/my-registrations), never to another site", async () => {
    const { email } = await verifiedAccount();
    const anonymous = new RouteClient();
    const asked = await anonymous.get(myRegistrationsLoader, "/my-registrations");
    expect(asked.location).toBe("/auth?redirectTo=%2Fmy-registrations");
    const back = await anonymous.post(authAction, asked.location!, {
      intent: "sign-in",
      email,
      password: PASSWORD,
      redirectTo: "/my-registrations",
    });
    expect(back.location).toBe("/my-registrations");
    expect((await anonymous.get(myRegistrationsLoader, "/my-registrations")).status).toBe(200);

    for (const elsewhere of ["//evil.example", "https://evil.example", "/\\evil.example", "/\\/evil.example"]) {
      const query = `/auth?redirectTo=${encodeURIComponent(elsewhere)}`;
      const browser = new RouteClient();
      const result = await browser.post(authAction, query, {
        intent: "sign-in",
        email,
        password: PASSWORD,
        redirectTo: elsewhere,
      });
      expect(result.location).toBe("/client");
      // Already signed in, the sign-in page sends them on by the same rule.
      expect((await browser.get(authLoader, query)).location).toBe("/client");
    }
  });

  it("sends a signed-in visitor of /auth to their home", async () => {
    const { email } = await verifiedAccount("content_creator");
    const { browser } = await signedIn(email);
    expect((await browser.get(authLoader, "/auth")).location).toBe("/creator");
    expect((await browser.get(authLoader, "/en/auth?tab=sign-up")).location).toBe("/creator");
  });
});

describe("rate limits", () => {
  const signIn = (ip: string, email: string, password: string) =>
    new RouteClient(ip).post<AuthFailure>(authAction, "/auth", { intent: "sign-in", email, password });
  const { pairFailures, accountFailures } = AUTH_LIMITS["sign-in"];

  it("limits sign-in attempts per IP with a 429, a Retry-After and a message that says the connection is busy", async () => {
    let last;
    for (let i = 0; i <= AUTH_LIMITS["sign-in"].address.limit; i++)
      last = await signIn("198.51.100.7", uniqueEmail("x"), "wrong-password");
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last!.data).toMatchObject({
      formError: { key: "auth.errors.networkBusy", values: { minutes: expect.any(String) } },
    });
  }, 60_000);

  it("does not let wrong passwords from other addresses lock the owner out: they only slow the account down", async () => {
    const { email } = await verifiedAccount();
    for (let i = 0; i < 8; i++)
      expect((await signIn(`198.51.100.${20 + i}`, email, "wrong-password")).status).toBe(401);
    const started = Date.now();
    const owner = await signIn("198.51.100.99", email, PASSWORD);
    expect(owner.status).toBe(302);
    // The ninth attempt on the account waits: 8 failures are 3 past slowAfter.
    expect(Date.now() - started).toBeGreaterThanOrEqual(250 * 2 ** (8 - accountFailures.slowAfter) - 20);
  }, 30_000);

  it("stops one address guessing one account, slowing it down first; the owner elsewhere gets in", async () => {
    const { email } = await verifiedAccount();
    const guesser = "198.51.100.40";
    const durations = [];
    for (let i = 0; i < pairFailures.limit; i++) {
      const started = Date.now();
      expect((await signIn(guesser, email, "wrong-password")).status).toBe(401);
      durations.push(Date.now() - started);
    }
    // Attempts past slowAfter wait 250 ms, then 500 ms, then 1 s.
    expect(durations[pairFailures.slowAfter + 2]).toBeGreaterThanOrEqual(1000 - 20);
    const stopped = await signIn(guesser, email, PASSWORD);
    expect(stopped.status).toBe(429);
    expect(stopped.data).toMatchObject({
      formError: { key: "auth.errors.tooManyFailures", values: { minutes: "15" } },
    });
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(800);
    // Other accounts from that address, and this account from another address, are not stopped.
    const other = await verifiedAccount();
    expect((await signIn(guesser, other.email, PASSWORD)).status).toBe(302);
    expect((await signIn("198.51.100.41", email, PASSWORD)).status).toBe(302);
  }, 30_000);

  it("lets the owner through from a blocked address with a verified password reset", async () => {
    const { email } = await verifiedAccount();
    const shared = "198.51.100.50";
    for (let i = 0; i < pairFailures.limit; i++) await signIn(shared, email, "wrong-password");
    expect((await signIn(shared, email, PASSWORD)).status).toBe(429);

    const owner = new RouteClient(shared);
    await owner.post(authAction, "/auth", { intent: "request-reset", email });
    const mail = await waitForMail(mailDir, email);
    const token = new URL(mail.links.find((url) => url.includes("mode=reset-password"))!).searchParams.get("token")!;
    const reset = await owner.post(authAction, "/auth?mode=reset-password", {
      intent: "reset-password",
      token,
      password: "a new password",
    });
    expect(reset.status).toBe(302);
    expect((await signIn(shared, email, "a new password")).status).toBe(302);
  }, 30_000);

  it("limits reset and code requests per address", async () => {
    const { email } = await verifiedAccount();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await new RouteClient().post(authAction, "/auth", { intent: "request-reset", email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await new RouteClient().post(authAction, "/auth", { intent: "send-code", email })).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("limits sign-ups per IP", async () => {
    const browser = new RouteClient("198.51.100.9");
    const statuses = [];
    const { limit } = AUTH_LIMITS["sign-up"].address;
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        (
          await browser.post(authAction, "/auth", {
            intent: "sign-up",
            firstName: "A",
            lastName: "B",
            email: uniqueEmail("many"),
            password: "secret1",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, limit).every((status) => status === 302)).toBe(true);
    expect(statuses[limit]).toBe(429);
  }, 60_000);
});

describe("password reset", () => {
  it("emails a link to our page; the new password ends every other session and signs in", async () => {
    const { email } = await verifiedAccount("facilitator");
    const { browser: otherDevice } = await signedIn(email);
    expect(await getSessionUser(requestArgs(otherDevice.request("/profile")))).not.toBeNull();

    const browser = new RouteClient();
    const asked = await browser.post<AuthNotice>(authAction, "/auth?mode=reset-password", {
      intent: "request-reset",
      email,
    });
    expect(asked.data?.notice.key).toBe("auth.reset.sent");
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toContain("réinitialisez votre mot de passe");
    const link = new URL(mail.links.find((url) => url.includes("mode=reset-password"))!);
    expect(link.pathname).toBe("/auth");
    const token = link.searchParams.get("token")!;

    const page = await browser.get<{ resetLinkValid: boolean }>(authLoader, link.pathname + link.search);
    expect(page.data?.resetLinkValid).toBe(true);
    const short = await browser.post<AuthFailure>(authAction, link.pathname + link.search, {
      intent: "reset-password",
      token,
      password: "123",
    });
    expect(short.data?.errors?.password).toBe("auth.errors.passwordTooShort");

    const done = await browser.post(authAction, link.pathname + link.search, {
      intent: "reset-password",
      token,
      password: "brand new pass",
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/facilitator");
    expect(sessionCookie(browser)).toBeTruthy();
    expect(await getSessionUser(requestArgs(otherDevice.request("/profile")))).toBeNull();
    expect(await getSessionUser(requestArgs(browser.request("/profile")))).not.toBeNull();

    // The link works once.
    const again = await new RouteClient().get<{ resetLinkValid: boolean }>(authLoader, link.pathname + link.search);
    expect(again.data?.resetLinkValid).toBe(false);
  });

  it("runs in the language of the page it was asked from, to the toast at its end", async () => {
    const { email } = await verifiedAccount();
    const browser = new RouteClient();
    await browser.post(authAction, "/en/auth?mode=reset-password", { intent: "request-reset", email });
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toContain("reset your password");
    const link = new URL(mail.links.find((url) => url.includes("mode=reset-password"))!);
    expect(link.pathname).toBe("/en/auth");
    const done = await browser.post(authAction, link.pathname + link.search, {
      intent: "reset-password",
      token: link.searchParams.get("token")!,
      password: "brand new pass",
    });
    expect(done.location).toBe("/client");
    // The client area has one address for both languages: the cookie makes its toast English.
    expect(browser.cookies.get("lang")).toBe("en");
    expect(decodeURIComponent(done.headers.getSetCookie().join())).toContain("auth.toast.resetDoneTitle");
  });

  it("ends every other reset and invitation link of the account once a password is set through one", async () => {
    const { id, email } = await verifiedAccount();
    const { browser: otherDevice } = await signedIn(email);
    await sendInvitation({ id, email, firstName: "Awa", preferredLanguage: "fr" });
    const browser = new RouteClient();
    for (let i = 0; i < 2; i++)
      await browser.post(authAction, "/auth?mode=reset-password", { intent: "request-reset", email });
    const links = (await waitForMails(mailDir, email, 3)).map(
      (mail) => new URL(mail.links.find((url) => url.includes("mode=reset-password"))!),
    );
    const [invitation, older, newer] = links as [URL, URL, URL];
    const post = (link: URL, password: string) =>
      new RouteClient().post<AuthFailure>(authAction, link.pathname + link.search, {
        intent: "reset-password",
        token: link.searchParams.get("token")!,
        password,
      });
    expect((await post(newer, "the chosen one")).status).toBe(302);

    for (const link of [older, invitation]) {
      const page = await new RouteClient().get<{ resetLinkValid: boolean }>(authLoader, link.pathname + link.search);
      expect(page.data?.resetLinkValid).toBe(false);
      const replayed = await post(link, "an attacker's pick");
      expect(replayed.status).toBe(400);
      expect(replayed.data?.formError?.key).toBe("auth.reset.invalidLink");
    }
    // Nothing changed: the chosen password still signs in, the replayed ones do not, and the old link signed nobody in.
    const signIn = (password: string) =>
      new RouteClient().post(authAction, "/auth", { intent: "sign-in", email, password });
    expect((await signIn("an attacker's pick")).status).toBe(401);
    expect((await signIn("the chosen one")).status).toBe(302);
    expect(await getSessionUser(requestArgs(otherDevice.request("/profile")))).toBeNull();
  });

  it("answers the same for an unknown address, whose owner is told by email that no account uses it", async () => {
    const email = uniqueEmail("unknown");
    const asked = await new RouteClient().post<AuthNotice>(authAction, "/en/auth?mode=reset-password", {
      intent: "request-reset",
      email,
    });
    expect(asked.data?.notice.key).toBe("auth.reset.sent");
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toBe("Faso Futures Studio: password reset requested");
    expect(mail.links.some((url) => url.endsWith("/en/auth?tab=sign-up"))).toBe(true);
    expect(mail.text).not.toContain("mode=reset-password");
  });
});

describe("sign-in with a code", () => {
  it("needs an email ('You must provide either an email or phone number.')", async () => {
    const result = await new RouteClient().post<AuthFailure>(authAction, "/auth?mode=code", {
      intent: "send-code",
      email: "",
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors?.email).toBe("auth.errors.emailOrPhoneRequired");
  });

  it("emails a code in the account's language and signs in with it", async () => {
    const { email } = await createUser({
      role: "content_creator",
      password: PASSWORD,
      firstName: "Ama",
      lastName: "Asante",
    });
    await db().update(userTable).set({ preferredLanguage: "en" }).where(eq(userTable.email, email));
    const browser = new RouteClient();
    const sent = await browser.post<AuthFailure>(authAction, "/auth?mode=code", { intent: "send-code", email });
    expect(sent.data?.codeSentTo).toBe(email);
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toMatch(/your sign-in code \d{6}/);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = await browser.post<AuthFailure>(authAction, "/auth?mode=code", {
      intent: "verify-code",
      email,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.data?.formError?.key).toBe("auth.errors.codeInvalid");
    const ok = await browser.post(authAction, "/auth?mode=code", { intent: "verify-code", email, code });
    expect(ok.location).toBe("/creator");
    expect(sessionCookie(browser)).toBeTruthy();
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const sent = await new RouteClient().post<AuthFailure>(authAction, "/auth?mode=code", {
      intent: "send-code",
      email,
    });
    expect(sent.data?.codeSentTo).toBe(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(mailDir, email)).toHaveLength(0);
  });
});

describe("two-factor authentication", () => {
  it("is turned on from /profile with a QR code, then asked for at sign-in, by password or by code", async () => {
    const { email } = await verifiedAccount("client");
    const { browser } = await signedIn(email);
    const wrongPassword = await browser.post<{ errors: Record<string, string> }>(profileAction, "/profile", {
      intent: "two-factor-start",
      password: "nope-nope",
    });
    expect(wrongPassword.data?.errors.password).toBe("profile.errors.wrongPassword");
    const started = await browser.post<{
      twoFactorSetup: { qrDataUrl: string; secret: string; backupCodes: string[]; totpURI: string };
    }>(profileAction, "/profile", {
      intent: "two-factor-start",
      password: PASSWORD,
    });
    const setup = started.data!.twoFactorSetup;
    expect(setup.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrDataUrl.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(setup.backupCodes.length).toBeGreaterThan(5);

    const confirmed = await browser.post(profileAction, "/profile", {
      intent: "two-factor-confirm",
      code: totp(setup.secret),
      totpURI: setup.totpURI,
      backupCodes: setup.backupCodes,
    });
    expect(confirmed.status).toBe(302);
    expect(sessionCookie(browser)).toBeTruthy();
    const profile = await browser.get<{ profile: { twoFactorEnabled: boolean } }>(profileLoader, "/profile");
    expect(profile.data?.profile.twoFactorEnabled).toBe(true);

    // Password sign-in → the code step.
    const device = new RouteClient();
    const first = await device.post(authAction, "/auth", { intent: "sign-in", email, password: PASSWORD });
    expect(first.location).toBe("/auth?mode=two-factor");
    expect(sessionCookie(device)).toBeUndefined();
    const challenge = await device.get<{ twoFactorPending: boolean }>(authLoader, "/auth?mode=two-factor");
    expect(challenge.data?.twoFactorPending).toBe(true);
    const bad = await device.post<AuthFailure>(authAction, "/auth?mode=two-factor", {
      intent: "two-factor",
      code: "000000",
      method: "totp",
    });
    expect(bad.data?.formError?.key).toBe("auth.errors.twoFactorInvalid");
    const good = await device.post(authAction, "/auth?mode=two-factor", {
      intent: "two-factor",
      code: totp(setup.secret),
      method: "totp",
    });
    expect(good.location).toBe("/client");
    expect(sessionCookie(device)).toBeTruthy();

    // A backup code works once.
    const backupDevice = new RouteClient();
    await backupDevice.post(authAction, "/auth", { intent: "sign-in", email, password: PASSWORD });
    const backup = await backupDevice.post(authAction, "/auth?mode=two-factor&method=backup", {
      intent: "two-factor",
      code: setup.backupCodes[0]!,
      method: "backup",
    });
    expect(backup.location).toBe("/client");

    // A one-time code by email is not a second factor: the same step follows.
    const codeDevice = new RouteClient();
    await codeDevice.post(authAction, "/auth?mode=code", { intent: "send-code", email });
    const mail = await waitForMail(mailDir, email);
    const emailed = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const viaCode = await codeDevice.post(authAction, "/auth?mode=code", {
      intent: "verify-code",
      email,
      code: emailed,
    });
    expect(viaCode.location).toBe("/auth?mode=two-factor");
    expect(sessionCookie(codeDevice)).toBeUndefined();
    expect(
      await db()
        .select()
        .from(sessionTable)
        .where(eq(sessionTable.userId, (await getSessionUser(requestArgs(browser.request("/profile"))))!.id)),
    ).not.toHaveLength(0);
    const finished = await codeDevice.post(authAction, "/auth?mode=two-factor", {
      intent: "two-factor",
      code: totp(setup.secret, Date.now() + 30_000),
      method: "totp",
    });
    expect(finished.location).toBe("/client");

    // Turning it off needs the password.
    const off = await browser.post(profileAction, "/profile", { intent: "two-factor-disable", password: PASSWORD });
    expect(off.status).toBe(302);
    const plain = await new RouteClient().post(authAction, "/auth", { intent: "sign-in", email, password: PASSWORD });
    expect(plain.location).toBe("/client");
  });
});

describe("sessions", () => {
  it("lists the user's sessions, ends the others, and signs out", async () => {
    const { email } = await verifiedAccount("admin");
    const { browser: laptop } = await signedIn(email);
    const { browser: phone } = await signedIn(email);
    const page = await laptop.get<{
      sessions: { id: string; current: boolean; device: { browser: string; os: string } | null }[];
    }>(profileLoader, "/profile");
    expect(page.data?.sessions).toHaveLength(2);
    expect(page.data?.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(page.data?.sessions[0]?.device).toEqual({ browser: "Chrome", os: "Linux" });

    const ended = await laptop.post<{ toast: { title: string } }>(profileAction, "/profile", {
      intent: "end-other-sessions",
    });
    expect(ended.data?.toast.title).toBe("profile.toast.sessionsEndedTitle");
    expect(await getSessionUser(requestArgs(phone.request("/profile")))).toBeNull();

    const out = await laptop.post(signOutAction, "/sign-out", {});
    expect(out.location).toBe("/");
    expect(out.headers.getSetCookie().join()).toContain("auth.toast.signedOutTitle");
    expect(sessionCookie(laptop)).toBeUndefined();
    expect(await auth().api.getSession({ headers: laptop.request("/profile").headers })).toBeNull();
  });

  it("extends a session used a day after its last extension, and tells the browser", async () => {
    const { email } = await verifiedAccount();
    const { browser } = await signedIn(email);
    const { sessionId } = (await getSessionUser(requestArgs(browser.request("/profile"))))!;
    const day = 24 * 60 * 60 * 1000;
    await db()
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() + 28 * day) })
      .where(eq(sessionTable.id, sessionId));
    const request = requestArgs(browser.request("/client"));
    expect(await getSessionUser(request)).not.toBeNull();
    const cookie = sessionCookieUpdates(request.context).find((value) => value.includes("session_token="));
    expect(cookie).toMatch(/Max-Age=2592000/);
    const [row] = await db()
      .select({ expiresAt: sessionTable.expiresAt })
      .from(sessionTable)
      .where(eq(sessionTable.id, sessionId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    // A fresh session sets nothing.
    const again = requestArgs(browser.request("/client"));
    await getSessionUser(again);
    expect(sessionCookieUpdates(again.context)).toEqual([]);
  });

  it("cannot end another user's session", async () => {
    const { email: mine } = await verifiedAccount();
    const { email: theirs } = await verifiedAccount();
    const { browser } = await signedIn(mine);
    const { browser: victim } = await signedIn(theirs);
    const victimSession = (await getSessionUser(requestArgs(victim.request("/profile"))))!.sessionId;
    const attempt = await browser.post(profileAction, "/profile", { intent: "end-session", sessionId: victimSession });
    expect(attempt.status).toBe(404);
    expect(await getSessionUser(requestArgs(victim.request("/profile")))).not.toBeNull();
  });
});
