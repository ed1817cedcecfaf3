/**
 * The facilitator's area: the four figures counted for their own record, their workshop lists, the draft they
 * create (always a draft, always theirs) and the attendee list of their own workshops only.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, workshops, type Facilitator } from "~/server/db/schema";
import { facilitatorFigures, listOwnWorkshops } from "~/server/workshops/facilitator.server";
import { createFacilitator, createRegistration, createWorkshop, signedInAs } from "../../../tests/support/factories";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as attendeesRoute from "./attendees";
import * as newRoute from "./workshop-new";

const database = setUpTestDatabase();
const newHandler = routeHandler(newRoute, "facilitator/workshops/new");
const attendeesHandler = routeHandler(attendeesRoute, "facilitator/workshops/:id/attendees");

/** Mid-June 2031, noon in Ouagadougou. */
const now = new Date("2031-06-15T12:00:00Z");

let mine: Facilitator;
let other: Facilitator;
let cookie: string;
let unlinkedCookie: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const account = await signedInAs("facilitator");
  cookie = account.cookie;
  unlinkedCookie = (await signedInAs("facilitator")).cookie;
  mine = await createFacilitator({ firstName: "Aminata", userId: account.id, email: account.email });
  other = await createFacilitator({ firstName: "Kwame" });
  const add = async (key: string, values: Parameters<typeof createWorkshop>[0]) => {
    ids[key] = (await createWorkshop({ title: key, facilitatorId: mine.id, ...values })).id;
  };
  await add("upcoming", { date: "2031-06-20", startTime: "09:00", endTime: "13:00", status: "published" });
  await add("completedThisMonth", { date: "2031-06-05", startTime: "09:00", endTime: "17:00", status: "completed" });
  await add("heldInMarch", { date: "2031-03-10", startTime: "10:00", endTime: "12:30", status: "published" });
  await add("lastYear", { date: "2030-12-01", startTime: "09:00", endTime: "11:00", status: "completed" });
  await add("cancelled", { date: "2031-06-25", status: "cancelled" });
  await add("draft", { date: "2031-07-01", status: "draft" });
  await add("undatedDraft", { date: null, startTime: null, endTime: null, status: "draft" });
  ids.others = (await createWorkshop({ title: "others", date: "2031-06-22", facilitatorId: other.id })).id;
  ids.othersDraft = (await createWorkshop({ title: "othersDraft", status: "draft", facilitatorId: other.id })).id;

  const register = (key: string, count: number, status: "confirmed" | "waitlisted" | "cancelled" = "confirmed") =>
    Promise.all(Array.from({ length: count }, () => createRegistration({ workshopId: ids[key]!, status })));
  await register("upcoming", 2);
  await register("completedThisMonth", 3);
  await register("completedThisMonth", 1, "cancelled");
  await register("completedThisMonth", 1, "waitlisted");
  await register("heldInMarch", 1);
  await register("lastYear", 1);
  await register("cancelled", 1);
  await register("others", 4);
  await createRegistration({ workshopId: ids.upcoming!, name: "Awa Traoré", email: "awa.own@example.org" });
  await createRegistration({ workshopId: ids.others!, name: "Secret Person", email: "secret@example.org" });
});

describe("the facilitator's figures", () => {
  it("counts only their own workshops: upcoming, this month, participants of held ones, hours held this year", async () => {
    expect(await facilitatorFigures(mine.id, now)).toEqual({
      upcoming: 1,
      thisMonth: 2,
      // 3 (completed in June) + 1 (held in March) + 1 (last year); not the cancelled, waitlisted or upcoming ones.
      participants: 5,
      // 8 h on 5 June + 2.5 h on 10 March; last December's hours are last year's.
      hoursThisYear: 10.5,
    });
    expect(await facilitatorFigures(other.id, now)).toEqual({
      upcoming: 1,
      thisMonth: 1,
      participants: 0,
      hoursThisYear: 0,
    });
  });

  it("lists their upcoming workshops soonest first (undated last) and their past ones latest first", async () => {
    const { upcoming, past } = await listOwnWorkshops(mine.id, now);
    expect(upcoming.map((row) => row.id)).toEqual([ids.upcoming, ids.cancelled, ids.draft, ids.undatedDraft]);
    expect(past.map((row) => row.id)).toEqual([ids.completedThisMonth, ids.heldInMarch, ids.lastYear]);
    expect(upcoming[0]).toMatchObject({ confirmed: 3, waitlisted: 0, maxParticipants: 12 });
  });
});

const draft = {
  titleFr: "Mon brouillon",
  titleEn: "",
  descriptionFr: "",
  descriptionEn: "",
  date: "2031-09-01",
  startTime: "09:00",
  endTime: "12:00",
  location: "Ouagadougou",
  maxParticipants: "15",
  price: "0",
};

function post(url: string, fields: Record<string, string>, session: string) {
  const body = new URLSearchParams({ ...fields, languages: "fr" });
  return newHandler(
    new Request(`http://localhost:3000${url}`, {
      method: "POST",
      body,
      headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

const byTitle = (title: string) => database.db.select().from(workshops).where(eq(workshops.titleFr, title));

describe("a facilitator's Create Workshop", () => {
  it("saves a draft assigned to themselves, whatever the post says about status and facilitator", async () => {
    const response = await post(
      "/facilitator/workshops/new",
      { ...draft, status: "published", facilitatorId: other.id },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/facilitator");
    const [row] = await byTitle("Mon brouillon");
    expect(row).toMatchObject({ status: "draft", facilitatorId: mine.id, maxParticipants: 15 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("refuses bad input with the messages (400) and an account without a facilitator record (404), writing nothing", async () => {
    const bad = await post("/facilitator/workshops/new.data", { ...draft, titleFr: "", maxParticipants: "0" }, cookie);
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("workshop.editor.errors.titleRequired");
    expect(text).toContain("workshop.editor.errors.maxParticipants");

    const unlinked = await post("/facilitator/workshops/new", { ...draft, titleFr: "Sans fiche" }, unlinkedCookie);
    expect(unlinked.status).toBe(404);
    expect(await byTitle("Sans fiche")).toEqual([]);
    const dialog = await newHandler(
      new Request("http://localhost:3000/facilitator/workshops/new.data", { headers: { Cookie: unlinkedCookie } }),
    );
    expect(dialog.status).toBe(404);
  });
});

describe("the attendee list", () => {
  const open = (id: string, session: string) =>
    attendeesHandler(
      new Request(`http://localhost:3000/facilitator/workshops/${id}/attendees.data`, { headers: { Cookie: session } }),
    );

  it("shows the attendees of their own workshop", async () => {
    const response = await open(ids.upcoming!, cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Awa Traoré");
  });

  it("answers 404 for another facilitator's workshop or draft, as for one that does not exist", async () => {
    for (const id of [ids.others!, ids.othersDraft!, "00000000-0000-0000-0000-000000000000", "nope"]) {
      const response = await open(id, cookie);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Secret Person");
    }
    expect((await open(ids.upcoming!, unlinkedCookie)).status).toBe(404);
  });
});
