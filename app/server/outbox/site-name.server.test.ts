/**
 * The emails sent outside a workshop registration (account links, workshop alerts, a rejected application) are
 * named and signed with the site's name as staff set it (Site Settings → General), as every other email is.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFacilitator, setSiteSettings } from "../../../tests/support/factories";
import { waitForMails } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { sendAccountMail } from "../accounts/auth-mail.server";
import { siteSettings, workshopAlertSubscriptions } from "../db/schema";
import { rejectFacilitator } from "../facilitators/admin.server";
import { requestSubscription, unsubscribe, unsubscribeToken } from "../workshop-alerts/alerts.server";

const database = setUpTestDatabase();
const { mailDir } = database;
const source = { actor: { id: "admin-1", email: "admin@example.org" }, address: null };

beforeAll(() => setSiteSettings({ site_name: "Atelier Kora" }));
afterAll(() => database.db.delete(siteSettings).where(eq(siteSettings.settingKey, "site_name")));
beforeEach(() => fs.rmSync(mailDir, { recursive: true, force: true }));

async function onlyMailTo(email: string) {
  const [mail] = await waitForMails(mailDir, email);
  return mail!;
}

function expectSiteName(mail: { subject: string; text: string }) {
  expect(`${mail.subject}\n${mail.text}`).toContain("Atelier Kora");
  expect(`${mail.subject}\n${mail.text}`).not.toContain("Faso Futures Studio");
}

describe("the site's name in emails", () => {
  it("names an account email", async () => {
    await sendAccountMail(
      { kind: "reset", url: "https://example.org/auth?mode=reset-password&token=x" },
      { email: "reader@example.org", preferredLanguage: "en" },
    );
    expectSiteName(await onlyMailTo("reader@example.org"));
  });

  it("signs a workshop alert's confirmation and its goodbye", async () => {
    await requestSubscription({
      email: "alerts@example.org",
      language: "fr",
      themes: [],
      levels: [],
      locations: [],
      workshopLanguages: [],
    });
    expectSiteName(await onlyMailTo("alerts@example.org"));

    fs.rmSync(mailDir, { recursive: true, force: true });
    const [subscription] = await database.db
      .insert(workshopAlertSubscriptions)
      .values({ email: "leaving@example.org", language: "en" })
      .returning();
    await unsubscribe(subscription!.id, unsubscribeToken(subscription!.id));
    expectSiteName(await onlyMailTo("leaving@example.org"));
  });

  it("signs the answer to a rejected application", async () => {
    const applicant = await createFacilitator({ status: "pending", email: "applicant@example.org", language: "en" });
    expect(await rejectFacilitator(applicant.id, source)).toEqual({ kind: "rejected" });
    expectSiteName(await onlyMailTo("applicant@example.org"));
  });
});
