/** The workshop dialogs' actions through React Router: validation (400, no write), roles, stale saves, capacity, delete. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { versionOf } from "~/lib/versions";
import { auditLog, siteSettings, workshopRegistrations, workshops } from "~/server/db/schema";
import { getPublicWorkshop, listCalendarWorkshops } from "~/server/workshops/queries.server";
import { createRegistration, createWorkshop, setSiteSettings, signedInAs } from "../../../../tests/support/factories";
import { itRefusesBadBodies, type FormTarget } from "../../../../tests/support/form-refusals";
import { mailsTo } from "../../../../tests/support/mailbox";
import { RouteClient } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as deleteRoute from "./delete";
import * as editRoute from "./edit";
import * as newRoute from "./new";
import * as workshopPage from "../../public/workshop";

const database = setUpTestDatabase();
let adminCookie: string;
let clientCookie: string;
const createHandler = routeHandler(newRoute, "admin/workshops/new");
const editHandler = routeHandler(editRoute, "admin/workshops/:id/edit");
const deleteHandler = routeHandler(deleteRoute, "admin/workshops/:id/delete");

const valid = {
  titleFr: "Prospective urbaine",
  titleEn: "Urban foresight",
  descriptionFr: "Scénarios pour les villes moyennes.",
  descriptionEn: "Scenarios for secondary cities.",
  date: "2031-05-12",
  startTime: "09:00",
  endTime: "13:00",
  location: "Ouagadougou",
  maxParticipants: "20",
  price: "0",
  status: "published",
  facilitatorId: "",
};

function post(
  handler: (request: Request) => Promise<Response>,
  url: string,
  fields: Record<string, string>,
  cookie: string,
  lists: [string, string][] = [["languages", "fr"]],
) {
  const body = new URLSearchParams(fields);
  for (const [name, value] of lists) body.append(name, value);
  return handler(
    new Request(`http://localhost:3000${url}`, {
      method: "POST",
      body,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

const workshopCount = async () => (await database.db.select().from(workshops)).length;

beforeAll(async () => {
  adminCookie = (await signedInAs("admin")).cookie;
  clientCookie = (await signedInAs("client")).cookie;
});

describe("creating a workshop", () => {
  it("stores both languages, the run-in languages and the tags, records it in the audit log, and goes back to the list", async () => {
    const response = await post(createHandler, "/admin/workshops/new?status=draft", valid, adminCookie, [
      ["languages", "en"],
      ["languages", "fr"],
      ["tags", " Prospective "],
      ["tags", "Villes"],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/workshops?status=draft");
    const [row] = await database.db.select().from(workshops).where(eq(workshops.titleEn, "Urban foresight"));
    expect(row).toMatchObject({
      titleFr: "Prospective urbaine",
      descriptionEn: "Scenarios for secondary cities.",
      languages: ["fr", "en"],
      tags: ["Prospective", "Villes"],
      status: "published",
      maxParticipants: 20,
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((entry) => [entry.action, entry.entity])).toEqual([["create", "workshop"]]);
  });

  it("refuses missing fields with the spec's messages and writes nothing", async () => {
    const before = await workshopCount();
    const response = await post(
      createHandler,
      "/admin/workshops/new.data",
      { ...valid, titleFr: " ", titleEn: "", date: "", startTime: "", endTime: "", maxParticipants: "0", price: "-1" },
      adminCookie,
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const key of [
      "workshop.editor.errors.titleRequired",
      "workshop.editor.errors.dateRequired",
      "workshop.editor.errors.startTimeRequired",
      "workshop.editor.errors.endTimeRequired",
      "workshop.editor.errors.maxParticipants",
      "workshop.editor.errors.price",
    ])
      expect(body).toContain(key);
    expect(await workshopCount()).toBe(before);
  });

  it("keeps an online meeting's https link for the emails, refuses any other address, and never shows it publicly", async () => {
    const before = await workshopCount();
    for (const meetingUrl of [
      "http://meet.example.org/x",
      "javascript:alert(1)",
      "meet.example.org/x",
      "https://localhost/x",
    ]) {
      const refused = await post(createHandler, "/admin/workshops/new.data", { ...valid, meetingUrl }, adminCookie);
      expect(refused.status, meetingUrl).toBe(400);
      expect(await refused.text()).toContain("workshop.editor.errors.meetingUrl");
    }
    expect(await workshopCount()).toBe(before);

    const meetingUrl = "https://meet.example.org/abc-defg-hij";
    const titleFr = "Atelier en visio";
    expect(
      (await post(createHandler, "/admin/workshops/new", { ...valid, titleFr, meetingUrl, online: "on" }, adminCookie))
        .status,
    ).toBe(302);
    const [saved] = await database.db.select().from(workshops).where(eq(workshops.titleFr, titleFr));
    expect(saved!.meetingUrl).toBe(meetingUrl);
    const page = await RouteClient.withCookies("").get(workshopPage.loader, `/calendar/${saved!.id}`, {
      id: saved!.id,
    });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain("meet.example.org");
    expect(JSON.stringify(await getPublicWorkshop(saved!.id))).not.toContain("meet.example.org");
  });

  it("stores the theme, level, time zone, online flag, English place and tags, splitting tags typed with commas", async () => {
    const response = await post(
      createHandler,
      "/admin/workshops/new",
      {
        ...valid,
        titleEn: "Themed workshop",
        theme: "leadership",
        level: "advanced",
        timeZone: "Europe/Paris",
        locationEn: "Ouagadougou (Burkina Faso)",
        online: "on",
      },
      adminCookie,
      [
        ["languages", "fr"],
        ["tags", "Audit, Test , "],
        ["tags", "test"],
        ["tagsEn", " Audit ,Testing,,"],
      ],
    );
    expect(response.status).toBe(302);
    const [row] = await database.db.select().from(workshops).where(eq(workshops.titleEn, "Themed workshop"));
    expect(row).toMatchObject({
      theme: "leadership",
      level: "advanced",
      timeZone: "Europe/Paris",
      location: "Ouagadougou",
      locationEn: "Ouagadougou (Burkina Faso)",
      online: true,
      tags: ["Audit", "Test"],
      tagsEn: ["Audit", "Testing"],
    });
  });

  it("refuses a theme, level or time zone outside the lists, and an English place without the French one", async () => {
    const before = await workshopCount();
    const response = await post(
      createHandler,
      "/admin/workshops/new.data",
      { ...valid, theme: "cooking", level: "expert", timeZone: "Mars/Olympus", location: "", locationEn: "Online" },
      adminCookie,
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const key of [
      "workshop.editor.errors.theme",
      "workshop.editor.errors.level",
      "workshop.editor.errors.timeZone",
      "workshop.editor.errors.locationEnWithoutFr",
    ])
      expect(body).toContain(key);
    // What was typed comes back, to be corrected rather than typed again.
    expect(body).toContain("Mars/Olympus");
    expect(await workshopCount()).toBe(before);
  });

  it("refuses an XOF price with decimals next to the price field, and takes whole francs", async () => {
    await setSiteSettings({ currency: "XOF" });
    try {
      const before = await workshopCount();
      const refused = await post(
        createHandler,
        "/admin/workshops/new.data",
        { ...valid, titleEn: "Priced in francs", price: "15000.5" },
        adminCookie,
      );
      expect(refused.status).toBe(400);
      const body = await refused.text();
      expect(body).toContain("workshop.editor.errors.wholeFrancs");
      expect(body).toContain("15000.5");
      expect(await workshopCount()).toBe(before);
      const saved = await post(
        createHandler,
        "/admin/workshops/new",
        { ...valid, titleEn: "Priced in francs", price: "15000" },
        adminCookie,
      );
      expect(saved.status).toBe(302);
    } finally {
      await database.db.delete(siteSettings).where(eq(siteSettings.settingKey, "currency"));
    }
    // In dollars, cents stay allowed.
    const dollars = await post(
      createHandler,
      "/admin/workshops/new",
      { ...valid, titleEn: "Priced in dollars", price: "15000.5" },
      adminCookie,
    );
    expect(dollars.status).toBe(302);
  });

  it("refuses an end before the start and an impossible date", async () => {
    const before = await workshopCount();
    const response = await post(
      createHandler,
      "/admin/workshops/new.data",
      { ...valid, date: "2031-02-30", startTime: "14:00", endTime: "10:00" },
      adminCookie,
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("workshop.editor.errors.endBeforeStart");
    expect(body).toContain("workshop.editor.errors.dateRequired");
    expect(await workshopCount()).toBe(before);
  });

  it("sends anyone but an admin away without writing", async () => {
    const before = await workshopCount();
    const response = await post(createHandler, "/admin/workshops/new", valid, clientCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client");
    expect(await workshopCount()).toBe(before);
  });

  const target = (): FormTarget => ({
    handle: createHandler,
    url: "http://localhost:3000/admin/workshops/new",
    fields: { ...valid, languages: "fr" },
    headers: { Cookie: adminCookie },
    written: workshopCount,
  });
  itRefusesBadBodies(target);
});

describe("duplicating a workshop", () => {
  type NewData = Awaited<ReturnType<typeof newRoute.loader>>;
  const open = (from: string) =>
    RouteClient.withCookies(adminCookie).get<NewData>(newRoute.loader, `/admin/workshops/new?from=${from}`);

  it("opens the new dialog filled from the workshop, as a draft without a date", async () => {
    const source = await createWorkshop({
      title: "Atelier à dupliquer",
      titleEn: "Workshop to duplicate",
      status: "published",
      maxParticipants: 12,
    });
    const page = await open(source.id);
    expect(page.data!.duplicate).toBe(true);
    expect(page.data!.initial).toMatchObject({
      titleFr: "Atelier à dupliquer",
      titleEn: "Workshop to duplicate",
      maxParticipants: "12",
      date: "",
      status: "draft",
      version: "",
    });
    // Saved with the new session's date (a date is required): a new draft, the source unchanged.
    const before = await workshopCount();
    const { version: _version, tags, tagsEn, languages, ...fields } = page.data!.initial;
    const lists: [string, string][] = [
      ...languages.map((value): [string, string] => ["languages", value]),
      ...tags.map((value): [string, string] => ["tags", value]),
      ...tagsEn.map((value): [string, string] => ["tagsEn", value]),
    ];
    const saved = await post(
      createHandler,
      `/admin/workshops/new?q=dupliquer&from=${source.id}`,
      { ...fields, date: "2031-06-01" },
      adminCookie,
      lists,
    );
    expect(saved.status).toBe(302);
    // Back to the list as it was, without the source's id.
    expect(saved.headers.get("Location")).toBe("/admin/workshops?q=dupliquer");
    expect(await workshopCount()).toBe(before + 1);
    const copies = await database.db.select().from(workshops).where(eq(workshops.titleFr, "Atelier à dupliquer"));
    expect(copies.map((row) => [row.status, row.date]).sort()).toEqual([
      ["draft", "2031-06-01"],
      ["published", source.date],
    ]);
  });

  it("opens a blank dialog for an unknown or malformed source", async () => {
    for (const from of ["00000000-0000-4000-8000-000000000000", "nope", "%00", ""]) {
      const page = await open(from);
      expect(page.status).toBe(200);
      expect(page.data!.duplicate).toBe(false);
      expect(page.data!.initial.titleFr).toBe("");
    }
  });
});

describe("editing a workshop", () => {
  it("refuses a save made on an older version (409) and keeps the saved record", async () => {
    const workshop = await createWorkshop({ title: "Version 1" });
    const old = versionOf(new Date(workshop.updatedAt.getTime() - 60_000));
    const response = await post(
      editHandler,
      `/admin/workshops/${workshop.id}/edit`,
      { ...valid, version: old },
      adminCookie,
    );
    expect(response.status).toBe(409);
    const [row] = await database.db.select().from(workshops).where(eq(workshops.id, workshop.id));
    expect(row!.titleFr).toBe("Version 1");
  });

  it("refuses a capacity below the confirmed registrations, and raising it promotes the waitlist in order", async () => {
    const workshop = await createWorkshop({ title: "Capacité", maxParticipants: 2 });
    await createRegistration({ workshopId: workshop.id });
    await createRegistration({ workshopId: workshop.id });
    // The waitlist's order is its registration time: two inserts in one tick of the database's clock would tie.
    const first = await createRegistration({
      workshopId: workshop.id,
      status: "waitlisted",
      createdAt: new Date(Date.now() - 2_000),
    });
    const second = await createRegistration({
      workshopId: workshop.id,
      status: "waitlisted",
      createdAt: new Date(Date.now() - 1_000),
    });
    const version = versionOf(workshop.updatedAt);
    const url = `/admin/workshops/${workshop.id}/edit`;
    const lower = await post(editHandler, `${url}.data`, { ...valid, maxParticipants: "1", version }, adminCookie);
    expect(lower.status).toBe(409);
    expect(await lower.text()).toContain("workshop.editor.errors.belowConfirmed");

    const raise = await post(editHandler, url, { ...valid, maxParticipants: "3", version }, adminCookie);
    expect(raise.status).toBe(302);
    const statuses = await database.db
      .select({ id: workshopRegistrations.id, status: workshopRegistrations.status })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.workshopId, workshop.id));
    expect(statuses.find((row) => row.id === first.id)?.status).toBe("confirmed");
    expect(statuses.find((row) => row.id === second.id)?.status).toBe("waitlisted");
  });

  it("marks a workshop completed only once it has ended", async () => {
    const workshop = await createWorkshop({ title: "Pas fini" });
    const response = await post(
      editHandler,
      `/admin/workshops/${workshop.id}/edit.data`,
      { ...valid, status: "completed", version: versionOf(workshop.updatedAt) },
      adminCookie,
      [
        ["languages", "en"],
        ["tags", "Gardé, Aussi"],
      ],
    );
    expect(response.status).toBe(409);
    const body = await response.text();
    // The message belongs to the status field, and every typed value comes back with it, lists included.
    expect(body).toMatch(/"status","workshop.editor.errors.notEnded"/);
    expect(body).toContain("Gardé");
    expect(body).toContain("Aussi");
    expect(body).toContain("Prospective urbaine");
  });
});

describe("cancelling a workshop", () => {
  /** Unfolded lines of an .ics (RFC 5545 3.1). */
  const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

  it("emails every confirmed and waitlisted registrant in their language with an .ics that removes the event, once", async () => {
    const workshop = await createWorkshop({
      title: "Atelier annulé",
      titleEn: "Cancelled workshop",
      maxParticipants: 1,
    });
    const confirmed = await createRegistration({
      workshopId: workshop.id,
      email: "ada.cancel@example.org",
      language: "en",
    });
    const waitlisted = await createRegistration({
      workshopId: workshop.id,
      email: "bintou.cancel@example.org",
      status: "waitlisted",
    });
    await createRegistration({
      workshopId: workshop.id,
      email: "gone.cancel@example.org",
      status: "cancelled",
    });
    const url = `/admin/workshops/${workshop.id}/edit`;
    const fields = { ...valid, titleFr: "Atelier annulé", titleEn: "Cancelled workshop", maxParticipants: "1" };
    const response = await post(
      editHandler,
      url,
      { ...fields, status: "cancelled", version: versionOf(workshop.updatedAt) },
      adminCookie,
    );
    expect(response.status).toBe(302);
    expect(decodeURIComponent(response.headers.get("Set-Cookie") ?? "")).toContain("workshop.editor.toast.cancelled");

    const [english] = mailsTo(database.mailDir, "ada.cancel@example.org");
    expect(english!.subject).toContain("Workshop cancelled: Cancelled workshop");
    expect(english!.text).toContain("will not take place");
    const [french] = mailsTo(database.mailDir, "bintou.cancel@example.org");
    expect(french!.subject).toContain("Atelier annulé\u00a0: Atelier annulé");
    expect(mailsTo(database.mailDir, "gone.cancel@example.org")).toEqual([]);
    for (const [mail, registration] of [
      [english!, confirmed],
      [french!, waitlisted],
    ] as const) {
      const ics = mail.attachments.find((attachment) => /text\/calendar/.test(attachment.contentType));
      expect(ics?.contentType).toContain("method=CANCEL");
      const lines = icsLines(ics!.content);
      expect(lines).toContain("METHOD:CANCEL");
      expect(lines).toContain("STATUS:CANCELLED");
      expect(lines).toContain("SEQUENCE:1");
      // The confirmation's UID, so the calendar removes the entry it holds.
      expect(lines).toContain(`UID:registration-${registration.id}@localhost`);
      expect(lines.some((line) => line.startsWith("ORGANIZER;") && line.includes(":mailto:"))).toBe(true);
    }

    // The public page says so; the calendar no longer lists it.
    expect((await getPublicWorkshop(workshop.id))?.status).toBe("cancelled");
    const today = new Date().toISOString().slice(0, 10);
    expect((await listCalendarWorkshops(today)).map((row) => row.id)).not.toContain(workshop.id);

    // Saved again (as cancelled): nobody is emailed twice.
    const [saved] = await database.db.select().from(workshops).where(eq(workshops.id, workshop.id));
    const again = await post(
      editHandler,
      url,
      { ...fields, status: "cancelled", location: "Bobo-Dioulasso", version: versionOf(saved!.updatedAt) },
      adminCookie,
    );
    expect(again.status).toBe(302);
    expect(decodeURIComponent(again.headers.get("Set-Cookie") ?? "")).toContain("workshop.editor.toast.updated");
    expect(mailsTo(database.mailDir, "ada.cancel@example.org")).toHaveLength(1);
    expect(mailsTo(database.mailDir, "bintou.cancel@example.org")).toHaveLength(1);
  });
});

describe("deleting a workshop", () => {
  it("is refused for a workshop that has left the draft stage, with the reason in the dialog and the answer", async () => {
    const published = await createWorkshop({ title: "Publié", status: "published" });
    const dialog = await deleteHandler(
      new Request(`http://localhost:3000/admin/workshops/${published.id}/delete.data`, {
        headers: { Cookie: adminCookie },
      }),
    );
    expect(await dialog.text()).toContain("workshop.editor.errors.notDraft");
    const refused = await post(deleteHandler, `/admin/workshops/${published.id}/delete.data`, {}, adminCookie, []);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("workshop.editor.errors.notDraft");
    expect(await database.db.select().from(workshops).where(eq(workshops.id, published.id))).toHaveLength(1);
  });

  it("is refused while a draft has registrations, and done (with its audit entry) otherwise", async () => {
    const busy = await createWorkshop({ title: "Occupé", status: "draft" });
    await createRegistration({ workshopId: busy.id });
    const refused = await post(deleteHandler, `/admin/workshops/${busy.id}/delete.data`, {}, adminCookie, []);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("workshop.editor.errors.hasRegistrations");

    const empty = await createWorkshop({ title: "Vide", status: "draft" });
    const done = await post(deleteHandler, `/admin/workshops/${empty.id}/delete`, {}, adminCookie, []);
    expect(done.status).toBe(302);
    expect(await database.db.select().from(workshops).where(eq(workshops.id, empty.id))).toEqual([]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, empty.id));
    expect(audit.map((entry) => entry.action)).toEqual(["delete"]);

    const client = await post(deleteHandler, `/admin/workshops/${busy.id}/delete`, {}, clientCookie, []);
    expect(client.status).toBe(302);
    expect(await database.db.select().from(workshops).where(eq(workshops.id, busy.id))).toHaveLength(1);
  });
});
