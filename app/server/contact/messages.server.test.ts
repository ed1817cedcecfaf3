import fs from "node:fs";
import { eq } from "drizzle-orm";
import { contactMessagesTable } from "~/lib/contact/admin";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setSiteSettings } from "../../../tests/support/factories";
import { waitForMails } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { contactMessages, siteSettings, user } from "../db/schema";
import {
  contactDetailsFrom,
  listContactMessages,
  sendContactMessage,
  setContactMessageStatus,
} from "./messages.server";

// One database for the file (opening one takes seconds); each test starts from no messages and no mail.
const database = setUpTestDatabase();
const { mailDir } = database;
beforeAll(() => setSiteSettings({ contact_email: "team@agency.example", default_language: "fr" }));
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(user);
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const valid = {
  name: "Awa Diop",
  email: "awa@example.org",
  company: "Kora Fintech",
  subject: "Atelier prospective",
  serviceType: "future-thinking",
  message: "Bonjour, nous aimerions un atelier.",
};

describe("contact messages", () => {
  it("lists messages newest first and marks them handled and new again", async () => {
    await database.db.insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.org", role: "admin" });
    const input = { ...valid, serviceType: "future-thinking" as const };
    expect(await sendContactMessage({ ...input, name: "First" }, { lang: "fr", source: "contact" })).toMatchObject({
      kind: "sent",
    });
    expect(await sendContactMessage({ ...input, name: "Second" }, { lang: "fr", source: "contact" })).toMatchObject({
      kind: "sent",
    });
    const list = async (status: "new" | "handled" | "all") =>
      (await listContactMessages(contactMessagesTable.parse(new URLSearchParams({ status })), 10)).rows;
    const all = await list("all");
    expect(all.map((message) => message.name)).toEqual(["Second", "First"]);

    expect(await setContactMessageStatus(all[0].id, "handled", "admin-1")).toBe(true);
    expect((await list("new")).map((message) => message.name)).toEqual(["First"]);
    const [handled] = await list("handled");
    expect(handled).toMatchObject({
      name: "Second",
      status: "handled",
      handledBy: "admin-1",
      handledAt: expect.any(Date),
    });

    expect(await setContactMessageStatus(all[0].id, "new", "admin-1")).toBe(true);
    expect(await list("handled")).toHaveLength(0);
    expect(await setContactMessageStatus("00000000-0000-4000-8000-000000000000", "handled", "admin-1")).toBe(false);
  });
});

describe("the sender's copy", () => {
  it("is signed with the site's name as staff set it", async () => {
    await setSiteSettings({ site_name: "Atelier Kora" });
    try {
      const input = { ...valid, serviceType: "future-thinking" as const };
      expect(await sendContactMessage(input, { lang: "en", source: "contact" })).toMatchObject({ kind: "sent" });
      const [copy] = await waitForMails(mailDir, valid.email);
      expect(copy!.subject).toMatch(/ · Atelier Kora$/);
      expect(copy!.text).toContain("Atelier Kora");
      expect(copy!.text).not.toContain("Faso Futures Studio");
    } finally {
      await database.db.delete(siteSettings).where(eq(siteSettings.settingKey, "site_name"));
    }
  });
});

describe("contactDetailsFrom", () => {
  it("falls back to the Ouagadougou office and shows WhatsApp only when set", () => {
    expect(contactDetailsFrom({})).toMatchObject({
      address: expect.stringContaining("Ouagadougou"),
      whatsapp: null,
      whatsappUrl: null,
    });
    expect(contactDetailsFrom({ whatsapp_number: "+226 70 24 58 31" })).toMatchObject({
      whatsappUrl: "https://wa.me/22670245831",
    });
  });

  it("gives the business hours as staff wrote them, or none for the page's usual hours", () => {
    expect(contactDetailsFrom({ business_hours: "  Lun–Sam 8:00–17:00\nDim fermé " }).hours).toBe(
      "Lun–Sam 8:00–17:00\nDim fermé",
    );
    expect(contactDetailsFrom({ business_hours: "   " }).hours).toBeNull();
  });
});
