import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Mail goes to DATA_DIR/mail as .eml files: point DATA_DIR at a temporary directory before config() reads it.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/contact-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

import { contactMessages, siteSettings, user } from "../db/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { CONTACT_RATE_LIMITS, contactDetailsFrom, handleContactSubmission, listContactMessages, setContactMessageStatus } from "./messages.server";
import { resetRateLimits } from "../rate-limit.server";

let database: Database;
const mailDir = path.join(dataDir, "mail");

// One database for the file (opening one takes seconds); each test starts from no messages.
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(siteSettings).values([
    { category: "contact", settingKey: "contact_email", settingValue: "team@agency.example", settingType: "email" },
    { category: "general", settingKey: "default_language", settingValue: "fr" },
  ]);
});
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(user);
  resetRateLimits();
  fs.rmSync(mailDir, { recursive: true, force: true });
});
afterAll(async () => {
  await database.close();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function post(fields: Record<string, string>, ip = "10.0.0.1"): Request {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
  });
}

function mails(): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(mailDir, file), "utf8"));
}

/** Undoes quoted-printable soft breaks and escapes enough to search the text. */
function decode(eml: string): string {
  return Buffer.from(
    eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const valid = { name: "Awa Diop", email: "awa@example.org", company: "Kora Fintech", subject: "Atelier prospective", serviceType: "future-thinking", message: "Bonjour, nous aimerions un atelier." };

describe("handleContactSubmission", () => {
  it("stores the message, emails the team at contact_email (reply-to the sender) and acknowledges in the page's language", async () => {
    const response = await handleContactSubmission(post(valid), { lang: "en", source: "contact" });
    expect(response.init?.status ?? 200).toBe(200);
    expect(response.data).toEqual({ form: "contact", ok: true });

    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, language: "en", source: "contact", status: "new" });

    const sent = mails().map(decode);
    expect(sent).toHaveLength(2);
    const team = sent.find((mail) => /^To: team@agency\.example/m.test(mail));
    const ack = sent.find((mail) => /^To: awa@example\.org/m.test(mail));
    expect(team).toMatch(/^Reply-To: awa@example\.org/m);
    expect(team).toContain("Bonjour, nous aimerions un atelier.");
    expect(team).toContain("Nouveau message de Awa Diop"); // the team reads French (default_language)
    expect(ack).toContain("Hello Awa Diop,");
    expect(ack).toContain("within 24 hours");
  });

  it("stores the home form's message without the extended fields", async () => {
    const response = await handleContactSubmission(post({ name: "Issa", email: "issa@example.org", message: "Salut", subject: "ignored" }), { lang: "fr", source: "home" });
    expect(response.data).toEqual({ form: "contact", ok: true });
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({ source: "home", subject: null, company: null, language: "fr" });
    expect(decode(mails().find((mail) => /^To: issa@example\.org/m.test(mail))!)).toContain("Bonjour Issa,");
  });

  it("refuses bad input with 400, field messages and the typed values, and stores nothing", async () => {
    const response = await handleContactSubmission(post({ ...valid, email: "nope", subject: "" }), { lang: "fr", source: "contact" });
    expect(response.init?.status).toBe(400);
    expect(response.data).toMatchObject({
      ok: false,
      errors: { email: "contact.form.errors.emailInvalid", subject: "contact.form.errors.subjectRequired" },
      values: { name: "Awa Diop", email: "nope" },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it("pretends success when the honeypot is filled, and stores and sends nothing", async () => {
    const response = await handleContactSubmission(post({ ...valid, website_url: "http://spam.example" }), { lang: "fr", source: "contact" });
    expect(response.data).toEqual({ form: "contact", ok: true });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it("answers 429 with a clear message past the per-email limit, and past the per-address limit", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMITS.email.limit; i++) {
      const ok = await handleContactSubmission(post(valid, `10.0.1.${i}`), { lang: "fr", source: "contact" });
      expect(ok.data.ok).toBe(true);
    }
    const refused = await handleContactSubmission(post(valid, "10.0.2.1"), { lang: "fr", source: "contact" });
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, formError: { key: "contact.form.errors.rateLimited" } });
    expect(await database.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMITS.email.limit);

    for (let i = 0; i < CONTACT_RATE_LIMITS.ip.limit; i++) {
      await handleContactSubmission(post({ ...valid, email: `p${i}@example.org` }, "10.9.9.9"), { lang: "fr", source: "contact" });
    }
    const byIp = await handleContactSubmission(post({ ...valid, email: "someone.else@example.org" }, "10.9.9.9"), { lang: "fr", source: "contact" });
    expect(byIp.init?.status).toBe(429);
    expect(byIp.init?.headers).toMatchObject({ "Retry-After": expect.any(String) });
  });

  it("lists messages newest first and marks them handled and new again", async () => {
    await database.db.insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.org", role: "admin" });
    await handleContactSubmission(post({ ...valid, name: "First" }), { lang: "fr", source: "contact" });
    await handleContactSubmission(post({ ...valid, name: "Second" }), { lang: "fr", source: "contact" });
    const all = await listContactMessages("all");
    expect(all.map((message) => message.name)).toEqual(["Second", "First"]);

    expect(await setContactMessageStatus(all[0].id, "handled", "admin-1")).toBe(true);
    expect((await listContactMessages("new")).map((message) => message.name)).toEqual(["First"]);
    const [handled] = await listContactMessages("handled");
    expect(handled).toMatchObject({ name: "Second", status: "handled", handledBy: "admin-1", handledAt: expect.any(Date) });

    expect(await setContactMessageStatus(all[0].id, "new", "admin-1")).toBe(true);
    expect(await listContactMessages("handled")).toHaveLength(0);
    expect(await setContactMessageStatus("00000000-0000-4000-8000-000000000000", "handled", "admin-1")).toBe(false);
  });
});

describe("contactDetailsFrom", () => {
  it("falls back to the Ouagadougou office and shows WhatsApp only when set", () => {
    expect(contactDetailsFrom({})).toMatchObject({ address: expect.stringContaining("Ouagadougou"), whatsapp: null, whatsappUrl: null });
    expect(contactDetailsFrom({ whatsapp_number: "+226 70 24 58 31" })).toMatchObject({ whatsappUrl: "https://wa.me/22670245831" });
  });
});
