/**
 * The contact form's action (home page and /contact): storing and emailing a message, and every refusal
 * through the real route modules, as a page POST and as a `.data` POST.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, siteSettings } from "~/server/db/schema";
import { expectRateLimited, itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { CONTACT_RATE_LIMITS } from "~/server/contact/messages.server";
import { contactAction } from "./contact.route.server";
import * as contactRoute from "./contact";
import * as homeRoute from "./home";

const database = setUpTestDatabase();

beforeAll(async () => {
  await database.db.insert(siteSettings).values([
    { category: "contact", settingKey: "contact_email", settingValue: "team@agency.example", settingType: "email" },
    { category: "general", settingKey: "default_language", settingValue: "fr" },
  ]);
});
beforeEach(async () => {
  await database.db.delete(contactMessages);
  fs.rmSync(database.mailDir, { recursive: true, force: true });
});

function post(fields: Record<string, string>, ip = "10.0.0.1"): Request {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
  });
}

function mails(): string[] {
  if (!fs.existsSync(database.mailDir)) return [];
  return fs
    .readdirSync(database.mailDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(database.mailDir, file), "utf8"));
}

/** Undoes quoted-printable soft breaks and escapes enough to search the text. */
function decode(eml: string): string {
  return Buffer.from(
    eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const valid = { name: "Awa Diop", email: "awa@example.org", company: "Kora Fintech", subject: "Atelier prospective", serviceType: "future-thinking", message: "Bonjour, nous aimerions un atelier." };

describe("contactAction", () => {
  it("stores the message, emails the team at contact_email (reply-to the sender) and acknowledges in the page's language", async () => {
    const response = await contactAction(post(valid), { lang: "en", source: "contact" });
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
    // The team reads French (default_language); the subject is Q-encoded (its no-break space before ":").
    expect(team).toMatch(/^Subject: .*Nouveau[ _]message[ _]de[ _]Awa[ _]Diop/m);
    expect(ack).toContain("Hello Awa Diop,");
    expect(ack).toContain("within 24 hours");
  });

  it("stores the home form's message without the extended fields", async () => {
    const response = await contactAction(post({ name: "Issa", email: "issa@example.org", message: "Salut", subject: "ignored" }), { lang: "fr", source: "home" });
    expect(response.data).toEqual({ form: "contact", ok: true });
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({ source: "home", subject: null, company: null, language: "fr" });
    expect(decode(mails().find((mail) => /^To: issa@example\.org/m.test(mail))!)).toContain("Bonjour Issa,");
  });

  it("refuses bad input with 400, field messages and the typed values, and stores nothing", async () => {
    const response = await contactAction(post({ ...valid, email: "nope", subject: "" }), { lang: "fr", source: "contact" });
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
    const response = await contactAction(post({ ...valid, website_url: "http://spam.example" }), { lang: "fr", source: "contact" });
    expect(response.data).toEqual({ form: "contact", ok: true });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it("answers 429 with a clear message past the per-email limit, and past the per-address limit", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMITS.email.limit; i++) {
      const ok = await contactAction(post(valid, `10.0.1.${i}`), { lang: "fr", source: "contact" });
      expect(ok.data.ok).toBe(true);
    }
    const refused = await contactAction(post(valid, "10.0.2.1"), { lang: "fr", source: "contact" });
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, formError: { key: "contact.form.errors.rateLimited" } });
    expect(await database.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMITS.email.limit);

    for (let i = 0; i < CONTACT_RATE_LIMITS.address.limit; i++) {
      await contactAction(post({ ...valid, email: `p${i}@example.org` }, "10.9.9.9"), { lang: "fr", source: "contact" });
    }
    const byIp = await contactAction(post({ ...valid, email: "someone.else@example.org" }, "10.9.9.9"), { lang: "fr", source: "contact" });
    expect(byIp.init?.status).toBe(429);
    expect(byIp.init?.headers).toMatchObject({ "Retry-After": expect.any(String) });
    expect(byIp.data).toMatchObject({ formError: { key: "common.forms.networkBusy", values: { minutes: "60" } } });
  }, 60_000);

  it("lets many people on one shared address write, and stops one sender there, saying when to retry", async () => {
    const shared = "10.4.4.4";
    for (let i = 0; i < 15; i++) {
      const ok = await contactAction(post({ ...valid, email: `neighbour${i}@example.org` }, shared), { lang: "fr", source: "contact" });
      expect(ok.data.ok).toBe(true);
    }
    for (let i = 0; i < CONTACT_RATE_LIMITS.sender.limit; i++)
      expect((await contactAction(post(valid, shared), { lang: "fr", source: "contact" })).data.ok).toBe(true);
    const stopped = await contactAction(post(valid, shared), { lang: "fr", source: "contact" });
    expect(stopped.init?.status).toBe(429);
    expect(stopped.init?.headers).toMatchObject({ "Retry-After": expect.stringMatching(/^\d+$/) });
    expect(stopped.data).toMatchObject({ formError: { key: "contact.form.errors.rateLimited", values: { minutes: "60" } } });
    const next = await contactAction(post({ ...valid, email: "one.more@example.org" }, shared), { lang: "fr", source: "contact" });
    expect(next.data.ok).toBe(true);
  }, 30_000);
});

const messagesStored = async () => (await database.db.select().from(contactMessages)).length + mails().length;

for (const [page, module, url, fields] of [
  ["/contact", contactRoute, "http://localhost:3000/contact", valid],
  ["the home page", homeRoute, "http://localhost:3000/en", { name: "Issa", email: "issa@example.org", message: "Salut" }],
] as const) {
  describe(`the contact form of ${page}, through React Router`, () => {
    const target = (ip = "198.51.100.7"): FormTarget => ({
      handle: routeHandler(module, new URL(url).pathname.slice(1)),
      url,
      fields,
      headers: { "X-Forwarded-For": ip },
      written: messagesStored,
    });

    itRefusesBadBodies(target);

    it("answers 429 with Retry-After past the sender's limit, on a page POST and a .data POST, and stores nothing more", async () => {
      await expectRateLimited(target(), { attempts: CONTACT_RATE_LIMITS.sender.limit + 1, key: "contact.form.errors.rateLimited" });
    });
  });
}
