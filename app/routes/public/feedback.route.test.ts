/**
 * The feedback link's page and the staff's moderation, through their routes against the database: who may open and
 * post what (a participant with the link, no one with another link; admins only for moderation, whatever the
 * session), and the refusals every form owes, each leaving nothing written.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { reviews, workshopFeedback } from "~/server/db/schema";
import { setPresence } from "~/server/workshops/attendance.server";
import { cancelToken, feedbackToken, ticketToken } from "~/server/workshops/links.server";
import { createFacilitator, createRegistration, createWorkshop, signedInAs } from "../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../tests/support/form-refusals";
import { RouteClient } from "../../../tests/support/route-client";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as adminFeedback from "../admin/feedback";
import * as feedbackPage from "./feedback";

const database = setUpTestDatabase();

type PageData = Awaited<ReturnType<typeof feedbackPage.loader>>["data"];
type AdminData = Awaited<ReturnType<typeof adminFeedback.loader>>;

const ids: Record<string, string> = {};
const anonymous = new RouteClient();
let admin: RouteClient;
let others: Record<string, RouteClient>;

const valid = { rating: "5", recommendation: "9", worked: "La cartographie des acteurs.", improve: "", consent: "on" };
const pagePath = (token: string, lang: "" | "/en" = "") => `${lang}/feedback/${token}`;
const open = (token: string, lang: "" | "/en" = "") =>
  anonymous.get<PageData>(feedbackPage.loader, pagePath(token, lang), { token });
const send = (token: string, fields: Record<string, string>) =>
  anonymous.post<FormFailure | { ok: true; kind: string }>(feedbackPage.action, pagePath(token), fields, {}, { token });
const stored = () => database.db.select().from(workshopFeedback);

beforeAll(async () => {
  const adminAccount = await signedInAs("admin");
  admin = RouteClient.withCookies(adminAccount.cookie);
  const facilitatorAccount = await signedInAs("facilitator");
  const facilitator = await createFacilitator({ firstName: "Fatou", userId: facilitatorAccount.id });
  others = {
    facilitator: RouteClient.withCookies(facilitatorAccount.cookie),
    client: RouteClient.withCookies((await signedInAs("client")).cookie),
    content_creator: RouteClient.withCookies((await signedInAs("content_creator")).cookie),
  };
  ids.workshop = (
    await createWorkshop({ title: "Design de services", titleEn: "Service design", facilitatorId: facilitator.id, daysFromNow: -1 })
  ).id;
  ids.mariam = (await createRegistration({ workshopId: ids.workshop!, name: "Mariam Ouédraogo", email: "m@example.org" })).id;
  ids.absent = (await createRegistration({ workshopId: ids.workshop!, name: "Absent", email: "a@example.org" })).id;
  await setPresence(ids.mariam!, true, { kind: "all" }, adminAccount.id);
});

describe("the feedback page", () => {
  it("opens with the link of someone who was there, never cached, in the page's language", async () => {
    const page = await open(feedbackToken(ids.mariam!), "/en");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data!.form).toMatchObject({ name: "Mariam Ouédraogo", title: "Service design", window: "open", answer: null });
    expect(JSON.stringify(page.data)).not.toContain("m@example.org");
  });

  it("is not found for another purpose's token, a tampered one, or someone who was not checked in", async () => {
    const [, signature] = feedbackToken(ids.mariam!).split(".");
    for (const token of [
      ticketToken(ids.mariam!),
      `${ids.mariam}.${cancelToken(ids.mariam!)}`,
      `${ids.absent}.${signature}`,
      feedbackToken(ids.absent!),
      "nope",
      `${ids.mariam}.${signature}x`,
    ]) {
      const page = await open(token);
      expect(page.status, token).toBe(404);
      expect(page.data!.form).toBeNull();
      expect((await send(token, valid)).status, token).toBe(404);
    }
    expect(await stored()).toEqual([]);
  });

  it("refuses a form with its fields' messages and stores nothing", async () => {
    const token = feedbackToken(ids.mariam!);
    const refused = await send(token, { ...valid, rating: "9", recommendation: "", worked: "" });
    expect(refused.status).toBe(400);
    expect((refused.data as FormFailure).errors).toEqual({
      rating: "feedback.errors.rating",
      recommendation: "feedback.errors.recommendation",
      worked: "feedback.errors.consentWithoutComment",
    });
    expect(await stored()).toEqual([]);
  });

  it("saves an answer, then updates it", async () => {
    const token = feedbackToken(ids.mariam!);
    expect((await send(token, valid)).data).toEqual({ ok: true, kind: "saved" });
    expect((await send(token, { ...valid, improve: "Plus long" })).data).toEqual({ ok: true, kind: "updated" });
    expect(await stored()).toMatchObject([{ rating: 5, recommendation: 9, improve: "Plus long", publishConsent: true }]);
    const page = await open(token);
    expect(page.data!.form).toMatchObject({ window: "editable", answer: { rating: "5", consent: true } });
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(feedbackPage, "feedback/:token"),
    url: `http://localhost:3000${pagePath(feedbackToken(ids.mariam!))}`,
    fields: valid,
    written: async () => (await stored()).length,
  }));
});

describe("moderation at /admin/feedback", () => {
  const feedbackId = async () => (await stored())[0]!.id;
  const moderate = (client: RouteClient, fields: Record<string, string>, query = "") =>
    client.post(adminFeedback.action, `/admin/feedback${query}`, fields);

  it("is for admins only, whatever the session posts", async () => {
    expect((await anonymous.get(adminFeedback.loader, "/admin/feedback")).location).toMatch(/^\/auth\?/);
    const id = await feedbackId();
    for (const [role, client] of Object.entries(others)) {
      const page = await client.get(adminFeedback.loader, "/admin/feedback");
      expect(page.status, role).toBe(302);
      const post = await moderate(client, { feedbackId: id, decision: "approve" });
      expect(post.status, role).toBe(302);
      expect(post.location, role).not.toMatch(/^\/admin/);
    }
    expect(await moderate(anonymous, { feedbackId: id, decision: "approve" })).toMatchObject({ status: 302 });
    expect(await stored()).toMatchObject([{ status: "pending" }]);
    expect(await database.db.select().from(reviews)).toEqual([]);
  });

  it("lists the answers to moderate with the figures, and filters by state and workshop", async () => {
    const page = await admin.get<AdminData>(adminFeedback.loader, "/admin/feedback");
    expect(page.data!.filters).toEqual({ status: "pending", workshop: null });
    expect(page.data!.answers.map((answer) => answer.name)).toEqual(["Mariam Ouédraogo"]);
    expect(page.data!.figures.find((row) => row.workshopId === ids.workshop)).toMatchObject({
      attendance: { expected: 2, present: 1, noShows: 1 },
      scores: { answers: 1, averageRating: 5, nps: 100 },
    });
    // A crafted filter is the default one; a crafted workshop id is no filter.
    const crafted = await admin.get<AdminData>(adminFeedback.loader, "/admin/feedback?status=%00x&workshop=1%27");
    expect(crafted.status).toBe(200);
    expect(crafted.data!.filters).toEqual({ status: "pending", workshop: null });
    const approved = await admin.get<AdminData>(adminFeedback.loader, `/admin/feedback?status=approved&workshop=${ids.workshop}`);
    expect(approved.data!.answers).toEqual([]);
  });

  it("approves and rejects, back to the same list with a toast; refuses bad posts with nothing changed", async () => {
    const id = await feedbackId();
    expect((await moderate(admin, { feedbackId: id, decision: "publish" })).status).toBe(400);
    expect((await moderate(admin, { feedbackId: "00000000-0000-4000-8000-000000000000", decision: "approve" })).status).toBe(404);
    expect(await stored()).toMatchObject([{ status: "pending" }]);

    const approved = await moderate(admin, { feedbackId: id, decision: "approve" }, "?status=pending");
    expect(approved.status).toBe(302);
    expect(approved.location).toBe("/admin/feedback?status=pending");
    expect(await database.db.select().from(reviews).where(eq(reviews.feedbackId, id))).toMatchObject([
      { participantName: "Mariam", rating: 5 },
    ]);
    await moderate(admin, { feedbackId: id, decision: "reject" });
    expect(await stored()).toMatchObject([{ status: "rejected" }]);
    expect(await database.db.select().from(reviews)).toEqual([]);

    // Without consent, nothing to publish: refused.
    const { consent: _consent, ...withoutConsent } = valid;
    expect((await send(feedbackToken(ids.mariam!), withoutConsent)).data).toEqual({ ok: true, kind: "updated" });
    const refused = await moderate(admin, { feedbackId: id, decision: "approve" });
    expect(refused.status).toBe(409);
    expect((refused.data as FormFailure).formError).toEqual({ key: "feedback.errors.notPublishable" });
  });
});
