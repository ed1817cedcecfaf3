/**
 * The registration routes through their real loaders and actions: the public workshop page (404s,
 * JSON-LD, registering), the .ics download, the signed cancellation page, and the admin list and CSV,
 * which refuse anyone but admins.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  createRegistration,
  createWorkshop as createWorkshopRecord,
  signedInAs,
  type WorkshopValues,
} from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { daysFromToday } from "~/server/db/seed/records.server";
import * as adminList from "../admin/workshops/list";
import * as adminRegistrations from "../admin/workshops/registrations";
import * as adminCsv from "../admin/workshops/registrations-csv";
import * as cancelRoute from "./registration-cancel";
import * as workshopRoute from "./workshop";
import * as icsRoute from "./workshop-ics";
import { requestContext } from "~/server/front/request-context.server";

const { mailDir } = setUpTestDatabase();
const cookies: Record<"admin" | "client", string> = { admin: "", client: "" };

beforeAll(async () => {
  cookies.admin = (await signedInAs("admin")).cookie;
  cookies.client = (await signedInAs("client")).cookie;
});

/** A published, free workshop five days from now, 14:00 to 17:00, with one seat and a '<' in its title. */
async function createWorkshop(values: WorkshopValues = {}): Promise<string> {
  const workshop = await createWorkshopRecord({
    title: "Prospective <pour> tous",
    descriptionFr: "Scénarios et signaux faibles.",
    daysFromNow: 5,
    startTime: "14:00",
    endTime: "17:00",
    maxParticipants: 1,
    price: "0",
    ...values,
  });
  return workshop.id;
}

// The route functions' generated argument types are stricter than what a test needs to pass.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteFunction = (args: any) => Promise<unknown> | unknown;

async function call(fn: RouteFunction, url: string, { params = {}, pattern = "", lang = "fr", method = "GET", body, cookie }: {
  params?: Record<string, string>;
  /** The matched route's path, as React Router hands it to loaders that read it. */
  pattern?: string;
  lang?: "fr" | "en";
  method?: string;
  body?: Record<string, string>;
  cookie?: string;
} = {}): Promise<{ status: number; data: unknown; headers: Headers; response?: Response }> {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.50" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`http://localhost:3000${url}`, { method, headers, body: body ? new URLSearchParams(body) : undefined });
  try {
    const result = await fn({ request, params, pattern, context: requestContext({ lang, cspNonce: "" }) });
    if (result instanceof Response) return { status: result.status, data: await result.clone().text(), headers: result.headers, response: result };
    // data() results carry their status; plain objects are 200.
    if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
      const init = (result as { init?: ResponseInit | null }).init;
      return { status: init?.status ?? 200, data: (result as { data: unknown }).data, headers: new Headers(init?.headers) };
    }
    return { status: 200, data: result, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, headers: thrown.headers, response: thrown };
    if (thrown && typeof thrown === "object" && (thrown as { type?: string }).type === "DataWithResponseInit") {
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500, data: null, headers: new Headers() };
    }
    throw thrown;
  }
}

describe("the workshop page", () => {
  it("answers 404 (not 500) for unknown, malformed and draft ids", async () => {
    const draft = await createWorkshop({ status: "draft" });
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000", draft, "1; drop table workshops"]) {
      expect((await call(workshopRoute.loader, `/calendar/${id}`, { params: { id } })).status).toBe(404);
      expect((await call(icsRoute.loader, `/calendar/${id}/ics`, { params: { id }, pattern: "calendar/:id/ics" })).status).toBe(404);
    }
  });

  it("shows a published workshop with Event JSON-LD whose '<' is escaped", async () => {
    const id = await createWorkshop({ price: "25" });
    const { status, data } = await call(workshopRoute.loader, `/en/calendar/${id}`, { params: { id }, lang: "en" });
    expect(status).toBe(200);
    const page = data as Awaited<ReturnType<typeof workshopRoute.loader>>;
    expect(page.facts.time?.replace(/\u00a0/g, " ")).toBe("2:00 PM – 5:00 PM");
    expect(page.availability).toMatchObject({ spotsLeft: 1, max: 1, level: "available" });
    expect(page.jsonLd).not.toContain("<");
    const event = JSON.parse(page.jsonLd!);
    expect(event).toMatchObject({
      "@type": "Event",
      name: "Prospective <pour> tous",
      startDate: `${daysFromToday(5)}T14:00:00+00:00`,
      url: `http://localhost:3000/en/calendar/${id}`,
      offers: { price: "25.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(page.meta.canonical).toBe(`http://localhost:3000/en/calendar/${id}`);
  });

  it("registers through the action, then offers the waitlist with the live count", async () => {
    const id = await createWorkshop();
    const first = await call(workshopRoute.action, `/calendar/${id}`, { params: { id }, method: "POST", body: { name: "Awa", email: "awa.routes@example.org", language: "fr" } });
    expect(first).toMatchObject({ status: 200, data: { ok: true, status: "confirmed" } });
    const page = (await call(workshopRoute.loader, `/calendar/${id}`, { params: { id } })).data as Awaited<ReturnType<typeof workshopRoute.loader>>;
    expect(page.availability).toMatchObject({ spotsLeft: 0, level: "full" });
    expect(JSON.parse(page.jsonLd!).offers.availability).toBe("https://schema.org/SoldOut");
    const second = await call(workshopRoute.action, `/calendar/${id}`, { params: { id }, method: "POST", body: { name: "Ben", email: "ben.routes@example.org", language: "en" } });
    expect(second).toMatchObject({ status: 200, data: { ok: true, status: "waitlisted", position: 1 } });
  });

  it("says a cancelled workshop is cancelled, with no form, and EventCancelled", async () => {
    const id = await createWorkshop({ status: "cancelled" });
    const page = (await call(workshopRoute.loader, `/calendar/${id}`, { params: { id } })).data as Awaited<ReturnType<typeof workshopRoute.loader>>;
    expect(page.closed).toBe("cancelled");
    expect(JSON.parse(page.jsonLd!).eventStatus).toBe("https://schema.org/EventCancelled");
    const posted = await call(workshopRoute.action, `/calendar/${id}`, { params: { id }, method: "POST", body: { name: "Awa", email: "late@example.org", language: "fr" } });
    expect(posted.status).toBe(409);
  });

  it("serves the .ics of a workshop", async () => {
    const id = await createWorkshop();
    const { status, headers, data } = await call(icsRoute.loader, `/calendar/${id}/ics`, { params: { id }, pattern: "calendar/:id/ics" });
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("text/calendar");
    expect(headers.get("Content-Disposition")).toContain(".ics");
    expect(data).toContain(`DTSTART;TZID=Africa/Ouagadougou:${daysFromToday(5).replace(/-/g, "")}T140000`);
    expect(data).toContain(`UID:workshop-${id}@localhost`);
  });
});

describe("the cancellation page", () => {
  it("refuses a wrong token with 403, confirms on GET, cancels on POST (promoting the waitlist), then says it is done", async () => {
    const id = await createWorkshop();
    await call(workshopRoute.action, `/calendar/${id}`, { params: { id }, method: "POST", body: { name: "Chloé", email: "chloe.routes@example.org", language: "fr" } });
    await call(workshopRoute.action, `/calendar/${id}`, { params: { id }, method: "POST", body: { name: "Dan", email: "dan.routes@example.org", language: "en" } });
    const [confirmation] = mailsTo(mailDir, "chloe.routes@example.org");
    const link = /http:\/\/localhost:3000(\/registrations\/([0-9a-f-]+)\/cancel\?token=[\w-]+)/.exec(confirmation!.text)!;
    const [, url, registrationId] = link;
    const params = { id: registrationId! };

    for (const bad of [url!.replace(/token=[\w-]+/, "token=forged"), url!.replace(/\?token=.*/, ""), url!.replace(/token=([\w-]+)/, (_m, token: string) => `token=${token.slice(1)}x`)]) {
      const refused = await call(cancelRoute.loader, bad!, { params });
      expect(refused.status).toBe(403);
      expect(refused.data).toMatchObject({ page: { state: "invalid" } });
      expect((await call(cancelRoute.action, bad!, { params, method: "POST", body: {} })).status).toBe(403);
    }
    // A token is good for its own registration only.
    const other = await call(cancelRoute.loader, url!.replace(registrationId!, "00000000-0000-4000-8000-000000000000"), { params: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(other.status).toBe(403);

    const confirm = await call(cancelRoute.loader, url!, { params });
    expect(confirm).toMatchObject({ status: 200, data: { page: { state: "confirm", name: "Chloé", waitlisted: false } } });

    const done = await call(cancelRoute.action, url!, { params, method: "POST", body: {} });
    expect(done).toMatchObject({ status: 200, data: { page: { state: "done", promoted: true } } });
    const [promotion] = mailsTo(mailDir, "dan.routes@example.org").filter((mail) => mail.subject.includes("seat opened up"));
    expect(promotion?.attachments.some((attachment) => attachment.content.includes("BEGIN:VCALENDAR"))).toBe(true);

    expect(await call(cancelRoute.loader, url!, { params })).toMatchObject({ status: 200, data: { page: { state: "already" } } });
    expect(await call(cancelRoute.action, url!, { params, method: "POST", body: {} })).toMatchObject({ status: 409, data: { page: { state: "already" } } });
  });
});

describe("the admin registrations", () => {
  it("refuse visitors (to /auth) and non-admins (to their home), in the loader and the CSV", async () => {
    const id = await createWorkshop();
    const routes: [string, RouteFunction, string][] = [
      ["list", adminList.loader, "/admin/workshops"],
      ["page", adminRegistrations.loader, `/admin/workshops/${id}/registrations`],
      ["csv", adminCsv.loader, `/admin/workshops/${id}/registrations.csv`],
    ];
    for (const [, loader, url] of routes) {
      const anonymous = await call(loader, url, { params: { id } });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe(`/auth?${new URLSearchParams({ redirectTo: url })}`);
      const client = await call(loader, url, { params: { id }, cookie: cookies.client });
      expect(client.status).toBe(302);
      expect(client.headers.get("Location")).toBe("/client");
    }
  });

  it("show admins the confirmed list, the waitlist in order and a guarded CSV", async () => {
    const id = await createWorkshop();
    await createRegistration({ workshopId: id, name: "=cmd|' /C calc'!A0", email: "first@example.org", phone: "+226 70 00 00 00" });
    await createRegistration({ workshopId: id, name: "Second", email: "second@example.org", status: "waitlisted" });
    const page = await call(adminRegistrations.loader, `/admin/workshops/${id}/registrations`, { params: { id }, cookie: cookies.admin, lang: "en" });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ view: { counts: { confirmed: 1, waitlisted: 1, max: 1 }, rows: [{ status: "confirmed" }, { status: "waitlisted", position: 1 }] } });

    const csv = await call(adminCsv.loader, `/admin/workshops/${id}/registrations.csv`, { params: { id }, cookie: cookies.admin, lang: "en" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Cache-Control")).toContain("no-store");
    expect(csv.data).toContain(`'=cmd|' /C calc'!A0,first@example.org,,'+226 70 00 00 00`);
    expect(csv.data).toContain("Waitlisted,1,Second,second@example.org");

    const list = await call(adminList.loader, "/admin/workshops?q=Prospective", { cookie: cookies.admin });
    expect((list.data as { page: { rows: { id: string; confirmed: number }[] } }).page.rows.find((row) => row.id === id)).toMatchObject({ confirmed: 1 });

    expect((await call(adminRegistrations.loader, "/admin/workshops/nope/registrations", { params: { id: "nope" }, cookie: cookies.admin })).status).toBe(404);
    expect((await call(adminCsv.loader, "/admin/workshops/nope/registrations.csv", { params: { id: "nope" }, cookie: cookies.admin })).status).toBe(404);
  });
});
