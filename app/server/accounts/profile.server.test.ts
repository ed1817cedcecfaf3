/** The /profile page's loader and actions on an in-memory database: names, email change, avatar, dates. */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mailsTo, waitForMail, waitForMails } from "../../../tests/support/mailbox";
import { RouteClient } from "../../../tests/support/route-client";
import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import { action as authAction } from "~/routes/account/auth";
import { loader as verifyLoader } from "~/routes/account/auth-verify-email";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { db } from "../db/client.server";
import { sendInvitation } from "./invitations.server";
import { user as userTable } from "../db/schema";
import { createUser } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { ProfileDone, ProfileFailure } from "~/lib/accounts/profile-forms";

const { dataDir, mailDir } = setUpTestDatabase();
const PASSWORD = "profile-pass";

async function signedInAccount(role: "client" | "admin" = "client") {
  const { id, email } = await createUser({ role, password: PASSWORD, firstName: "Mariam", lastName: "Sawadogo" });
  const browser = new RouteClient();
  const result = await browser.post(authAction, "/auth", { intent: "sign-in", email, password: PASSWORD });
  expect(result.status).toBe(302);
  return { id, email, browser };
}

type ProfileData = {
  profile: {
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    image: string | null;
    memberSince: string;
    lastUpdated: string;
  };
};

describe("/profile", () => {
  it("sends an anonymous visitor to /auth, and an anonymous form post too, with 'Not authenticated'", async () => {
    const anonymous = new RouteClient();
    expect((await anonymous.get(profileLoader, "/profile")).location).toBe("/auth?redirectTo=%2Fprofile");
    const posted = await anonymous.post(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "A",
      lastName: "B",
      email: "a@example.org",
      preferredLanguage: "fr",
    });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe("/auth?redirectTo=%2Fprofile");
    expect(decodeURIComponent(posted.headers.getSetCookie().join())).toContain("auth.toast.notAuthenticated");
  });

  it("shows the dates as long dates in the page's language", async () => {
    const { id, browser } = await signedInAccount();
    await db()
      .update(userTable)
      .set({ createdAt: new Date("2026-11-21T10:00:00Z") })
      .where(eq(userTable.id, id));
    const fr = await browser.get<ProfileData>(profileLoader, "/profile");
    expect(fr.data?.profile.memberSince).toBe("21 novembre 2026");
    browser.cookies.set("lang", "en");
    const en = await browser.get<ProfileData>(profileLoader, "/profile");
    expect(en.data?.profile.memberSince).toBe("November 21, 2026");
    expect(en.data?.profile.role).toBe("client");
  });

  it("updates the names and the email language, and refuses empty names with the spec's messages", async () => {
    const { id, email, browser } = await signedInAccount();
    const bad = await browser.post<ProfileFailure>(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "",
      lastName: "",
      email: "nope",
      preferredLanguage: "de",
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toEqual({
      firstName: "auth.errors.firstNameRequired",
      lastName: "auth.errors.lastNameRequired",
      email: "auth.errors.emailInvalid",
      preferredLanguage: "profile.errors.generic",
    });
    const ok = await browser.post<ProfileDone>(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "Aïcha",
      lastName: "Koné",
      email,
      // In the page's language: the page stays (a switch reloads it, tested below).
      preferredLanguage: "fr",
    });
    expect(ok.data?.toast).toEqual({ title: "profile.toast.updatedTitle", description: "profile.toast.updatedBody" });
    const [row] = await db().select().from(userTable).where(eq(userTable.id, id));
    expect(row).toMatchObject({
      firstName: "Aïcha",
      lastName: "Koné",
      name: "Aïcha Koné",
      email,
      preferredLanguage: "fr",
    });
  });

  it("changes the email only through a link sent to the new address", async () => {
    const { id, email, browser } = await signedInAccount();
    const newEmail = `renamed-${process.pid}-${Date.now()}@example.org`;
    const asked = await browser.post<ProfileDone>(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "Mariam",
      lastName: "Sawadogo",
      email: newEmail,
      preferredLanguage: "fr",
    });
    expect(asked.data?.toast?.title).toBe("profile.toast.emailChangeTitle");
    const [before] = await db().select({ email: userTable.email }).from(userTable).where(eq(userTable.id, id));
    expect(before?.email).not.toBe(newEmail);
    const mail = await waitForMail(mailDir, newEmail);
    expect(mail.subject).toContain("confirmez votre nouvelle adresse e-mail");
    const link = new URL(mail.links.find((url) => url.includes("/auth/verify-email?token="))!);
    const opened = await browser.get(verifyLoader, link.pathname + link.search);
    expect(opened.location).toBe("/profile");
    expect(opened.headers.getSetCookie().join()).toContain("profile.toast.emailChangedTitle");
    const [after] = await db().select({ email: userTable.email }).from(userTable).where(eq(userTable.id, id));
    expect(after?.email).toBe(newEmail);
    const notice = await waitForMail(mailDir, email);
    expect(notice.subject).toBe("Faso Futures Studio\u00a0: l'adresse e-mail de votre compte a été modifiée");
    expect(notice.links).toContain("http://localhost:3000/contact");
  });

  it("tells the old address, in the account's language, once the change is done, with the way to reach the agency", async () => {
    const { id, email, browser } = await signedInAccount();
    await db().update(userTable).set({ preferredLanguage: "en" }).where(eq(userTable.id, id));
    const newEmail = `moved-${process.pid}-${Date.now()}@example.org`;
    await browser.post<ProfileDone>(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "Mariam",
      lastName: "Sawadogo",
      email: newEmail,
      preferredLanguage: "en",
    });
    const link = new URL(
      (await waitForMail(mailDir, newEmail)).links.find((url) => url.includes("/verify-email?token="))!,
    );
    // Asking tells the old address nothing: only the change itself does.
    expect(mailsTo(mailDir, email)).toHaveLength(0);
    await browser.get(verifyLoader, link.pathname + link.search);

    const notice = await waitForMail(mailDir, email);
    expect(notice.subject).toBe("Faso Futures Studio: your account's email address was changed");
    expect(notice.text).toContain("Hello Mariam,");
    expect(notice.text).toContain("If this was not you");
    expect(notice.links).toContain("http://localhost:3000/en/contact");
    expect(notice.text).not.toContain(newEmail);
    // Opening the link again changes nothing and tells nobody anything more.
    await browser.get(verifyLoader, link.pathname + link.search);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(mailDir, email)).toHaveLength(1);
  });

  it("never takes over an address that already has an account", async () => {
    const { id, email, browser } = await signedInAccount();
    const { email: taken, id: ownerId } = await signedInAccount();
    const asked = await browser.post<ProfileDone>(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "Mariam",
      lastName: "Sawadogo",
      email: taken,
      preferredLanguage: "fr",
    });
    // The same answer as for a free address (no account is revealed), but no link is ever sent.
    expect(asked.data?.toast?.title).toBe("profile.toast.emailChangeTitle");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(mailDir, taken)).toHaveLength(0);
    const [mine] = await db().select({ email: userTable.email }).from(userTable).where(eq(userTable.id, id));
    const [theirs] = await db().select({ email: userTable.email }).from(userTable).where(eq(userTable.id, ownerId));
    expect(mine?.email).toBe(email);
    expect(theirs?.email).toBe(taken);
  });

  it("uploads a picture (checked by its bytes), shows it, and refuses fakes and files over 5 MB", async () => {
    const { id, browser } = await signedInAccount();
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#1f2a5a" } })
      .png()
      .toBuffer();
    const ok = await browser.post<ProfileDone>(profileAction, "/profile", {
      intent: "avatar",
      avatar: new File([png], "me.png", { type: "image/png" }),
    });
    expect(ok.status).toBe(200);
    expect(ok.data?.toast?.title).toBe("profile.toast.pictureTitle");
    const page = await browser.get<ProfileData>(profileLoader, "/profile");
    expect(page.data?.profile.image).toMatch(new RegExp(`^/uploads/${id}/avatar-256\\.webp\\?v=\\d+$`));
    expect(fs.existsSync(path.join(dataDir, "uploads", id, "avatar.png"))).toBe(true);

    const fake = await browser.post<ProfileFailure>(profileAction, "/profile", {
      intent: "avatar",
      avatar: new File(["<?php echo 1; ?>"], "me.png", { type: "image/png" }),
    });
    expect(fake.status).toBe(415);
    expect(fake.data?.formError?.key).toBe("profile.errors.notAnImage");

    const huge = new Uint8Array(AVATAR_MAX_BYTES + 1);
    huge.set(png);
    const tooBig = await browser.post<ProfileFailure>(profileAction, "/profile", {
      intent: "avatar",
      avatar: new File([huge], "big.png", { type: "image/png" }),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.data?.formError?.key).toBe("profile.errors.fileTooLarge");
    const far = new Uint8Array(AVATAR_MAX_BYTES * 3);
    const wayTooBig = await browser.post<ProfileFailure>(profileAction, "/profile", {
      intent: "avatar",
      avatar: new File([far], "huge.png"),
    });
    expect(wayTooBig.status).toBe(413);
    // The refused uploads left the stored picture alone.
    const again = await browser.get<ProfileData>(profileLoader, "/profile");
    expect(again.data?.profile.image).toBe(page.data?.profile.image);
  });

  it("changes the password with the current one, ends the other sessions and emails the owner", async () => {
    const { id, email, browser } = await signedInAccount();
    const other = new RouteClient();
    expect((await other.post(authAction, "/auth", { intent: "sign-in", email, password: PASSWORD })).status).toBe(302);

    const empty = await browser.post<ProfileFailure>(profileAction, "/profile", { intent: "change-password" });
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({
      currentPassword: "profile.errors.currentPasswordRequired",
      newPassword: "auth.errors.passwordTooShort",
    });
    const wrong = await browser.post<ProfileFailure>(profileAction, "/profile", {
      intent: "change-password",
      currentPassword: "not-the-password",
      newPassword: "a-new-password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.errors).toEqual({ currentPassword: "profile.errors.wrongPassword" });
    expect(mailsTo(mailDir, email)).toHaveLength(0);

    const changed = await browser.post(profileAction, "/profile", {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "a-new-password",
    });
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/profile");
    expect(decodeURIComponent(changed.headers.getSetCookie().join())).toContain("profile.toast.passwordChangedTitle");
    // This browser keeps a (new) session; the other one is signed out.
    expect((await browser.get(profileLoader, "/profile")).status).toBe(200);
    expect((await other.get(profileLoader, "/profile")).status).toBe(302);
    const mail = await waitForMail(mailDir, email);
    expect(mail.subject).toContain("votre mot de passe a été modifié");
    expect(mail.text).toContain("/auth?mode=reset-password");

    const fresh = new RouteClient();
    const signIn = (password: string) => fresh.post(authAction, "/auth", { intent: "sign-in", email, password });
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn("a-new-password")).status).toBe(302);
    const [row] = await db().select().from(userTable).where(eq(userTable.id, id));
    expect(row?.email).toBe(email);
  });

  it("ends the account's outstanding reset and invitation links when the password is changed", async () => {
    const { id, email, browser } = await signedInAccount();
    await sendInvitation({ id, email, firstName: "Mariam", preferredLanguage: "fr" });
    await new RouteClient().post(authAction, "/auth?mode=reset-password", { intent: "request-reset", email });
    const links = (await waitForMails(mailDir, email, 2)).map(
      (mail) => new URL(mail.links.find((url) => url.includes("mode=reset-password"))!),
    );
    const changed = await browser.post(profileAction, "/profile", {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "a-new-password",
    });
    expect(changed.status).toBe(302);
    for (const link of links) {
      const replayed = await new RouteClient().post<ProfileFailure>(authAction, link.pathname + link.search, {
        intent: "reset-password",
        token: link.searchParams.get("token")!,
        password: "an attacker's pick",
      });
      expect(replayed.status).toBe(400);
      expect(replayed.data?.formError?.key).toBe("auth.reset.invalidLink");
    }
    const signIn = (password: string) =>
      new RouteClient().post(authAction, "/auth", { intent: "sign-in", email, password });
    expect((await signIn("an attacker's pick")).status).toBe(401);
    expect((await signIn("a-new-password")).status).toBe(302);
  });

  it("switches the site's language with the account's, by a full page load with the toast in the new language", async () => {
    const { id, browser } = await signedInAccount();
    const result = await browser.post(profileAction, "/profile", {
      intent: "update-profile",
      firstName: "Mariam",
      lastName: "Sawadogo",
      email: (await db().select().from(userTable).where(eq(userTable.id, id)))[0]!.email,
      preferredLanguage: "en",
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(browser.cookies.get("lang")).toBe("en");
    const [row] = await db().select().from(userTable).where(eq(userTable.id, id));
    expect(row?.preferredLanguage).toBe("en");
  });
});
