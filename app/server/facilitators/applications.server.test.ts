import fs from "node:fs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailsTo } from "../../../tests/support/mailbox";
import { createFacilitator, setSiteSettings } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { action } from "~/routes/public/join-facilitator";
import { facilitators } from "../db/schema";
import { APPLICATION_RATE_LIMITS } from "./applications.server";
import { requestContext } from "~/server/front/request-context.server";

// One database for the file (opening one takes seconds); each test starts from no facilitators and no mail.
const database = setUpTestDatabase();
const { mailDir } = database;
beforeAll(() => setSiteSettings({ contact_email: "team@agency.example" }));
beforeEach(async () => {
  await database.db.delete(facilitators);
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const valid = {
  fullName: "Awa Diop Ndiaye",
  email: "Awa@Example.org",
  expertise: "Prospective",
  experience: "12 years",
  bio: "Facilitatrice de scénarios.",
  phone: "",
  linkedin: "linkedin.com/in/awa",
  website: "",
};

async function submit(fields: Record<string, string>, { lang = "fr" as "fr" | "en", ip = "10.0.0.1" } = {}) {
  const request = new Request(`http://localhost${lang === "en" ? "/en" : ""}/join-facilitator`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
  });
  try {
    return (await action({ request, context: requestContext({ lang, cspNonce: "" }), params: {} } as never)) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

type DataResult = { init: { status: number }; data: { errors: Record<string, string>; formError?: { key: string } } };

describe("/join-facilitator action", () => {
  it("stores a pending application (name split, years parsed, expertise as one specialty) and goes home with the success toast", async () => {
    const response = (await submit(valid, { lang: "en" })) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en");
    const cookie = decodeURIComponent(response.headers.get("Set-Cookie") ?? "");
    expect(cookie).toContain('"title":"joinFacilitator.toast.success"');
    expect(cookie).toContain('"description":"joinFacilitator.toast.successBody"');

    const rows = await database.db.select().from(facilitators);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Awa",
      lastName: "Diop Ndiaye",
      email: "Awa@Example.org",
      specialtiesEn: ["Prospective"],
      specialtiesFr: [],
      yearsExperience: 12,
      bioEn: "Facilitatrice de scénarios.",
      bioFr: null,
      language: "en",
      phone: null,
      linkedin: "linkedin.com/in/awa",
      website: null,
      status: "pending",
      availability: "available",
    });

    const [team] = mailsTo(mailDir, "team@agency.example");
    expect(team.subject).toBe("Nouvelle candidature de facilitateur\u00a0: Awa Diop Ndiaye");
    expect(team.text).toContain("Prospective");
    const [ack] = mailsTo(mailDir, "Awa@Example.org");
    expect(ack.text).toContain("Hello Awa Diop Ndiaye,");
  });

  it("stores a years text that is not a number as null", async () => {
    await submit({ ...valid, experience: "plusieurs années" });
    const [row] = await database.db.select().from(facilitators);
    expect(row.yearsExperience).toBeNull();
  });

  it("records no second application from an email with one pending, nor from a facilitator's: the owner is told by email", async () => {
    const first = (await submit(valid)) as Response;
    const again = (await submit(
      { ...valid, email: "awa@example.org", fullName: "Awa D" },
      { ip: "10.0.0.2" },
    )) as Response;
    // The page answers as if it were new: it never says that an address is known.
    expect(again.status).toBe(first.status);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(again.headers.get("Set-Cookie")).toBe(first.headers.get("Set-Cookie"));
    expect(await database.db.select().from(facilitators)).toHaveLength(1);
    const pending = mailsTo(mailDir, "awa@example.org").at(-1)!;
    expect(pending.subject).toBe("Votre candidature est déjà en cours d'examen · Faso Futures Studio");
    expect(pending.text).toContain("Bonjour Awa D,");

    await createFacilitator({ firstName: "Kwame", email: "kwame@example.org" });
    const member = (await submit({ ...valid, email: "KWAME@example.org" }, { lang: "en" })) as Response;
    expect(member.status).toBe(302);
    expect(member.headers.get("Location")).toBe("/en");
    const [told] = mailsTo(mailDir, "KWAME@example.org");
    expect(told.subject).toBe("You are already one of our facilitators · Faso Futures Studio");
    expect(await database.db.select().from(facilitators)).toHaveLength(2);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const result = (await submit({ ...valid, fullName: " ", bio: "", website: "javascript:alert(1)" })) as DataResult;
    expect(result.init.status).toBe(400);
    expect(result.data.errors).toEqual({
      fullName: "joinFacilitator.errors.fullNameRequired",
      bio: "joinFacilitator.errors.bioRequired",
      website: "joinFacilitator.errors.urlInvalid",
    });
    expect(await database.db.select().from(facilitators)).toHaveLength(0);
  });

  it("pretends success to a bot that fills the honeypot, storing and sending nothing", async () => {
    const response = (await submit({ ...valid, website_url: "spam" })) as Response;
    expect(response.status).toBe(302);
    expect(await database.db.select().from(facilitators)).toHaveLength(0);
    expect(fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []).toHaveLength(0);
  });

  it("answers 429 past the per-address ceiling, saying the connection is busy", async () => {
    for (let i = 0; i < APPLICATION_RATE_LIMITS.address.limit; i++)
      await submit({ ...valid, email: `person${i}@example.org` }, { ip: "10.7.7.7" });
    const refused = (await submit({ ...valid, email: "late@example.org" }, { ip: "10.7.7.7" })) as DataResult;
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError?.key).toBe("common.forms.networkBusy");
    expect(await database.db.select().from(facilitators)).toHaveLength(APPLICATION_RATE_LIMITS.address.limit);
  }, 60_000);

  it("lets several applicants on one shared address apply, and stops one sender there", async () => {
    for (let i = 0; i < 8; i++) {
      const response = await submit({ ...valid, email: `colleague${i}@example.org` }, { ip: "10.7.7.8" });
      expect((response as Response).status).toBe(302);
    }
    for (let i = 0; i < APPLICATION_RATE_LIMITS.sender.limit; i++) await submit(valid, { ip: "10.7.7.8" });
    const refused = (await submit(valid, { ip: "10.7.7.8" })) as DataResult;
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError).toEqual({ key: "joinFacilitator.errors.rateLimited", values: { minutes: "60" } });
  }, 30_000);
});
