/**
 * The new-workshop alerts end to end on the server: a request stores nothing and emails a signed link, the
 * owner's click stores the subscription, publishing a matching workshop emails it (with List-Unsubscribe),
 * and the one-click unsubscribe ends it. Nothing ever goes to an address that did not confirm.
 */
import fs from "node:fs";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { versionOf } from "~/lib/versions";
import * as confirmRoute from "~/routes/public/workshop-alerts-confirm";
import * as subscribeRoute from "~/routes/public/workshop-alerts";
import * as unsubscribeRoute from "~/routes/public/workshop-alerts-unsubscribe";
import * as editRoute from "~/routes/admin/workshops/edit";
import * as newRoute from "~/routes/admin/workshops/new";
import { createWorkshop, signedInAs } from "../../../tests/support/factories";
import { mailsTo, readMails } from "../../../tests/support/mailbox";
import { RouteClient } from "../../../tests/support/route-client";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { workshopAlertSubscriptions, workshopAlertUnsubscribes } from "../db/schema";
import { CONFIRMATION_HOURS, unsubscribeToken } from "./alerts.server";

const database = setUpTestDatabase();
const { mailDir } = database;
const editHandler = routeHandler(editRoute, "admin/workshops/:id/edit");
const createHandler = routeHandler(newRoute, "admin/workshops/new");
let adminCookie: string;

beforeAll(async () => {
  adminCookie = (await signedInAs("admin")).cookie;
});
beforeEach(async () => {
  await database.db.delete(workshopAlertSubscriptions);
  await database.db.delete(workshopAlertUnsubscribes);
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const subscriptions = () => database.db.select().from(workshopAlertSubscriptions);

type Page = { page: { state: string; email?: string } };

async function subscribe(fields: Record<string, string | string[]>, lang: "fr" | "en" = "fr") {
  return new RouteClient().post<{ ok: boolean; email?: string; errors?: Record<string, string> }>(
    subscribeRoute.action,
    lang === "en" ? "/en/workshop-alerts" : "/workshop-alerts",
    fields,
  );
}

/** The path and query of the link in the last email to the address that contains `marker`. */
function linkIn(address: string, marker: string): string {
  const mail = mailsTo(mailDir, address).at(-1)!;
  const url = mail.text.match(/https?:\/\/\S+/g)!.find((link) => link.includes(marker))!;
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

async function confirm(address: string) {
  const path = linkIn(address, "/workshop-alerts/confirm");
  return new RouteClient().post<Page>(confirmRoute.action, path, {});
}

/** What the editor posts for a published workshop on strategy for beginners, in Bobo-Dioulasso. */
const editorFields = {
  titleFr: "Prospective urbaine",
  titleEn: "Urban foresight",
  descriptionFr: "",
  descriptionEn: "",
  date: "2031-05-12",
  startTime: "09:00",
  endTime: "13:00",
  timeZone: "Africa/Ouagadougou",
  location: "Bobo-Dioulasso",
  locationEn: "",
  theme: "strategy",
  level: "beginner",
  maxParticipants: "20",
  price: "0",
  status: "published",
  facilitatorId: "",
};

/** Publishes a draft through the admin's edit dialog, as staff do. */
async function publish(workshop: { id: string; updatedAt: Date }) {
  const body = new URLSearchParams({ ...editorFields, version: versionOf(workshop.updatedAt) });
  body.append("languages", "fr");
  body.append("languages", "en");
  const response = await editHandler(
    new Request(`http://localhost:3000/admin/workshops/${workshop.id}/edit`, {
      method: "POST",
      body,
      headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
  expect(response.status).toBeLessThan(400);
}

describe("workshop alerts", () => {
  it("subscribes only on the owner's click, announces a matching workshop and unsubscribes in one click", async () => {
    const asked = await subscribe(
      { email: "Awa@Example.org", language: "en", themes: ["strategy"], levels: ["beginner"] },
      "en",
    );
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ ok: true, email: "awa@example.org" });
    // Nothing stored before the click: the request lives in the link.
    expect(await subscriptions()).toHaveLength(0);
    const [request] = mailsTo(mailDir, "awa@example.org");
    expect(request!.subject).toContain("Confirm your workshop alerts");
    expect(request!.text).toContain(`good for ${CONFIRMATION_HOURS} hours`);

    await subscribe({ email: "never.clicked@example.org", language: "fr" });
    await subscribe({ email: "other.theme@example.org", language: "fr", themes: ["Design"] });

    // Opening the link (as a mail scanner does) only asks.
    const path = linkIn("awa@example.org", "/workshop-alerts/confirm");
    const opened = await new RouteClient().get<Page>(confirmRoute.loader, path);
    expect(opened.data!.page).toEqual({ state: "confirm", email: "awa@example.org" });
    expect(await subscriptions()).toHaveLength(0);

    expect((await confirm("awa@example.org")).data!.page).toEqual({ state: "confirmed", email: "awa@example.org" });
    expect((await confirm("other.theme@example.org")).data!.page.state).toBe("confirmed");
    const [awa] = (await subscriptions()).filter((row) => row.email === "awa@example.org");
    expect(awa).toMatchObject({ language: "en", themes: ["strategy"], levels: ["beginner"], locations: [] });

    const draft = await createWorkshop({ status: "draft", theme: "strategy", level: "beginner" });
    fs.rmSync(mailDir, { recursive: true, force: true });
    await publish(draft);

    // One alert, to the matching confirmed subscriber only, in their language.
    const sent = readMails(mailDir);
    expect(sent.map((mail) => mail.to)).toEqual(["awa@example.org"]);
    expect(sent[0]!.subject).toContain("New workshop: Urban foresight");
    expect(sent[0]!.text).toContain("9:00\u00a0AM – 1:00\u00a0PM, Ouagadougou time (UTC+00:00)");
    const headerLines = fs
      .readFileSync(sent[0]!.file, "utf8")
      .split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n[ \t]+/g, " ")
      .split(/\r?\n/);
    const unsubscribeUrl = `http://localhost:3000/en/workshop-alerts/${awa!.id}/unsubscribe?token=`;
    expect(headerLines).toContainEqual(
      expect.stringMatching(`^List-Unsubscribe: <${unsubscribeUrl.replace(/[?]/g, "\\?")}[\\w-]+>$`),
    );
    expect(headerLines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(sent[0]!.text).toContain(unsubscribeUrl);

    // The mail client's one-click POST (RFC 8058) ends the subscription.
    const link = linkIn("awa@example.org", "/unsubscribe");
    const forged = await new RouteClient().post<Page>(
      unsubscribeRoute.action,
      link.replace(/token=[\w-]+/, "token=forged"),
      { "List-Unsubscribe": "One-Click" },
      {},
      { id: awa!.id },
    );
    expect(forged.status).toBe(403);
    expect(await subscriptions()).toHaveLength(2);
    const done = await new RouteClient().post<Page>(
      unsubscribeRoute.action,
      link,
      { "List-Unsubscribe": "One-Click" },
      {},
      { id: awa!.id },
    );
    expect(done.data!.page.state).toBe("unsubscribed");
    expect((await subscriptions()).map((row) => row.email)).toEqual(["other.theme@example.org"]);
    // The address is told, in its language, with the way back in; a second click tells it nothing more.
    const notices = () => mailsTo(mailDir, "awa@example.org").filter((mail) => mail.subject.includes("unsubscribed"));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain("http://localhost:3000/en/workshop-alerts\n");
    const again = await new RouteClient().post<Page>(unsubscribeRoute.action, link, {}, {}, { id: awa!.id });
    expect(again.data!.page.state).toBe("unsubscribed");
    expect(notices()).toHaveLength(1);

    // Publishing again (after a return to draft) sends nothing to the one who left.
    fs.rmSync(mailDir, { recursive: true, force: true });
    const another = await createWorkshop({ status: "draft", theme: "strategy" });
    await publish(another);
    expect(readMails(mailDir)).toHaveLength(0);
  });

  it("announces a new workshop created with theme Leadership to a Leadership subscriber, by the theme's name", async () => {
    await subscribe(
      { email: "leader@example.org", language: "en", themes: ["leadership"], locations: ["online"] },
      "en",
    );
    // The confirmation names the theme and the place in the subscriber's language, not their keys.
    expect(mailsTo(mailDir, "leader@example.org")[0]!.text).toContain("Themes: Leadership\n");
    expect(mailsTo(mailDir, "leader@example.org")[0]!.text).toContain("Places: Online\n");
    await confirm("leader@example.org");
    await subscribe({ email: "strategist@example.org", language: "fr", themes: ["strategy"] });
    await confirm("strategist@example.org");
    fs.rmSync(mailDir, { recursive: true, force: true });

    const body = new URLSearchParams({ ...editorFields, theme: "leadership", location: "", online: "on" });
    body.append("languages", "en");
    const response = await createHandler(
      new Request("http://localhost:3000/admin/workshops/new", {
        method: "POST",
        body,
        headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(302);
    const sent = readMails(mailDir);
    expect(sent.map((mail) => mail.to)).toEqual(["leader@example.org"]);
    expect(sent[0]!.text).toContain("Place: Online\n");
  });

  it("answers a second request for a subscribed address exactly as a first, and its click replaces the choices", async () => {
    await subscribe({ email: "kwame@example.org", language: "fr", locations: ["Ouagadougou"] });
    await confirm("kwame@example.org");
    const first = await subscribe({ email: "kwame@example.org", language: "fr", locations: ["Ouagadougou"] });
    const stranger = await subscribe({ email: "nobody.here@example.org", language: "fr", locations: ["Ouagadougou"] });
    expect(first.status).toBe(stranger.status);
    expect({ ...first.data, email: "" }).toEqual({ ...stranger.data, email: "" });
    expect(mailsTo(mailDir, "kwame@example.org")).toHaveLength(2);
    expect(mailsTo(mailDir, "kwame@example.org")[1]!.subject).toBe(
      mailsTo(mailDir, "nobody.here@example.org")[0]!.subject,
    );

    await subscribe({ email: "kwame@example.org", language: "en", workshopLanguages: ["en"] });
    await confirm("kwame@example.org");
    const rows = await subscriptions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: "en", locations: [], workshopLanguages: ["en"] });
  });

  it("refuses bad input with a message and a 4xx, and stores and sends nothing", async () => {
    const refused = await subscribe({ email: "not-an-email", language: "de", levels: ["expert"] });
    expect(refused.status).toBe(400);
    expect(refused.data!.errors).toMatchObject({
      email: "workshopAlerts.errors.emailInvalid",
      language: "workshopAlerts.errors.languageInvalid",
      levels: "workshopAlerts.errors.choice",
    });
    expect(readMails(mailDir)).toHaveLength(0);

    const forged = await new RouteClient().get<Page>(confirmRoute.loader, "/workshop-alerts/confirm?token=abc.def");
    expect(forged.status).toBe(403);
    const posted = await new RouteClient().post<Page>(
      confirmRoute.action,
      "/workshop-alerts/confirm?token=abc.def",
      {},
    );
    expect(posted.status).toBe(403);
    expect(await subscriptions()).toHaveLength(0);
  });

  it("refuses a confirmation link asked for before the address's latest unsubscribe, and takes a newer one", async () => {
    await subscribe({ email: "left@example.org", language: "fr" });
    const oldLink = linkIn("left@example.org", "/workshop-alerts/confirm");
    await confirm("left@example.org");
    const [row] = await subscriptions();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      // The link of an alert's email (none was published here).
      const unsubscribe = `/workshop-alerts/${row!.id}/unsubscribe?token=${unsubscribeToken(row!.id)}`;
      await new RouteClient().post<Page>(unsubscribeRoute.action, unsubscribe, {}, {}, { id: row!.id });
      expect(await subscriptions()).toHaveLength(0);

      // The link is still within its 48 hours, but it predates the unsubscribe: shown and refused as expired.
      const opened = await new RouteClient().get<Page>(confirmRoute.loader, oldLink);
      expect(opened.status).toBe(410);
      expect(opened.data!.page.state).toBe("expired");
      const replayed = await new RouteClient().post<Page>(confirmRoute.action, oldLink, {});
      expect(replayed.status).toBe(410);
      expect(replayed.data!.page.state).toBe("expired");
      expect(await subscriptions()).toHaveLength(0);

      // Asking again later sends a link that works.
      vi.setSystemTime(Date.now() + 60_000);
      await subscribe({ email: "left@example.org", language: "en" });
      expect((await confirm("left@example.org")).data!.page.state).toBe("confirmed");
      expect((await subscriptions()).map((subscription) => subscription.language)).toEqual(["en"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a confirmation link after it expired", async () => {
    await subscribe({ email: "late@example.org", language: "fr" });
    const path = linkIn("late@example.org", "/workshop-alerts/confirm");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (CONFIRMATION_HOURS + 1) * 3600 * 1000);
    try {
      const expired = await new RouteClient().post<Page>(confirmRoute.action, path, {});
      expect(expired.status).toBe(410);
      expect(expired.data!.page.state).toBe("expired");
    } finally {
      vi.useRealTimers();
    }
    expect(await subscriptions()).toHaveLength(0);
  });
});
