/**
 * Facilitators from application to account, in Chromium: an admin adds a facilitator (the dialog's
 * refusals first), approves the pending row after its confirmation, the invitation (in the applicant's
 * language) sets a password, and the new facilitator lands on /facilitator and edits their public profile,
 * which the French page shows at once, in English and marked so.
 */
import { describe, expect, it } from "vitest";
import { mailsTo, waitForMail } from "../support/mailbox";
import {
  baseUrl,
  clickAndWaitForNavigation,
  dataDir,
  DESKTOP,
  open,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const mailDir = () => `${dataDir()}/mail`;

function linkIn(text: string, fragment: string): string {
  const link = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${text}`);
  return link;
}

describe("facilitators from application to account", () => {
  it("adds a facilitator, approves them, and the invitation's link opens their account on /facilitator", async () => {
    const stamp = Date.now();
    const email = `e2e.applicant.${stamp}@example.org`;
    const firstName = `Wendy${stamp}`;
    const admin = await newPage(DESKTOP, { lang: "en" });
    await signIn(admin, "admin@example.org");
    // Signing in restores the account's own language (French for the demo admin): the test reads English.
    await admin.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await open(admin, "/admin/facilitators");
    await clickAndWaitForNavigation(admin.getByRole("link", { name: "Add Facilitator" }), /facilitators\/new/);
    const dialog = admin.getByRole("dialog", { name: "Add Facilitator" });
    await shows(dialog);
    await dialog.getByLabel("Hourly rate").fill("-5");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Add", exact: true }));
    await shows(dialog.getByText("First name is required"));
    await shows(dialog.getByText("Last name is required"));
    await shows(dialog.getByText("Valid email is required"));
    await shows(dialog.getByText("Rate must be 0 or greater"));

    await dialog.getByLabel("First name").fill(firstName);
    await dialog.getByLabel("Last name").fill("Kaboré");
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await dialog.getByLabel("Hourly rate").fill("20000");
    await dialog.getByLabel("Language of their emails").selectOption("en");
    const specialties = dialog.getByRole("group", { name: "In English" }).getByLabel("Specialties");
    await specialties.fill("Service design");
    await specialties.press("Enter");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Add", exact: true }), /\/admin\/facilitators$/);
    await shows(admin.getByText("Facilitator created successfully"));

    await open(admin, `/admin/facilitators?view=pending&q=${firstName}`);
    await clickAndWaitForNavigation(admin.getByRole("link", { name: `Approve – ${firstName} Kaboré` }), /approve/);
    const confirm = admin.getByRole("alertdialog", { name: "Approve this application?" });
    await shows(confirm);
    await clickAndWaitForNavigation(confirm.getByRole("button", { name: "Approve" }), /\/admin\/facilitators\?/);
    await shows(admin.getByText("Facilitator approved and account created successfully"));

    const mail = await waitForMail(mailDir(), email);
    expect(mail.subject).toContain("your facilitator application is accepted");
    expect(mailsTo(mailDir(), email)).toHaveLength(1);

    const person = await newPage(PHONE, { lang: "en" });
    await open(person, linkIn(mail.text, "mode=reset-password"));
    await person.getByLabel("New password").fill("my-facilitator-password");
    await clickAndWaitForNavigation(
      person.getByRole("button", { name: "Save and sign in" }),
      `${baseUrl()}/facilitator`,
    );

    const again = await newPage(DESKTOP, { lang: "en" });
    await signIn(again, email, "my-facilitator-password");
    await again.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await open(again, "/auth");
    expect(new URL(again.url()).pathname).toBe("/facilitator");
    await open(again, "/facilitator/profile");
    const bio = again.getByRole("group", { name: "In English" }).getByLabel("Bio");
    await bio.fill("I design services with the people who use them.");
    await clickAndWaitForNavigation(again.getByRole("button", { name: "Save my profile" }), /\/facilitator\/profile$/);
    await shows(again.getByText("Profile updated"));

    // The French profile has no French bio yet: it shows the English one, marked as such, at once.
    const profilePath = await again.getByRole("link", { name: "See my public profile" }).getAttribute("href");
    const visitor = await newPage(DESKTOP);
    await open(visitor, profilePath!.replace(/^\/en/, ""));
    await shows(visitor.locator('p[lang="en"]', { hasText: "I design services with the people who use them." }));
    await shows(visitor.locator('p[lang="en"]').getByText("(in English)"));
  });
});
