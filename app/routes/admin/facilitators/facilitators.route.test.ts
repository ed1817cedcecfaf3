/**
 * The facilitators screens' loaders and actions against the database: the list's views, search and paging,
 * Add and Edit (the spec's messages, lists, URLs, stale saves), Approve (the account, the invitation, twice),
 * Reject (the notice, twice), Reset Password, the audit entries, and who may do any of it.
 */
import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { auditLog, facilitators, user } from "~/server/db/schema";
import { createFacilitator, createUser, signedInAs } from "../../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../../tests/support/form-refusals";
import { mailsTo } from "../../../../tests/support/mailbox";
import { RouteClient } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as approveRoute from "./approve";
import * as editRoute from "./edit";
import * as list from "./list";
import * as newRoute from "./new";
import * as rejectRoute from "./reject";
import * as resetRoute from "./reset-password";
import * as viewRoute from "./view";

const database = setUpTestDatabase();
const { mailDir } = database;

type ListData = Awaited<ReturnType<typeof list.loader>>;

let admin: RouteClient;
let facilitatorClient: RouteClient;

beforeAll(async () => {
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  facilitatorClient = RouteClient.withCookies((await signedInAs("facilitator")).cookie);
});
beforeEach(() => fs.rmSync(mailDir, { recursive: true, force: true }));

async function listed(query: string): Promise<ListData> {
  const result = await admin.get<ListData>(list.loader, `/admin/facilitators${query}`);
  expect(result.status).toBe(200);
  return result.data!;
}

const facilitatorCount = async () => (await database.db.select().from(facilitators)).length;
const auditOf = (entityId: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

const valid = {
  firstName: "Salif",
  lastName: "Traoré",
  email: "salif.traore@example.org",
  phone: "+226 70 00 00 01",
  location: "Bobo-Dioulasso",
  hourlyRate: "25000",
  yearsExperience: "8",
  availability: "available",
  language: "fr",
  bioFr: "Facilitateur de terrain.",
  bioEn: "",
  website: "salif.example.org",
  linkedin: "",
};

describe("the facilitators list", () => {
  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    await createFacilitator({ firstName: "Zoé", status: "pending", createdAt: day(20) });
    await createFacilitator({
      firstName: "Awa",
      status: "approved",
      availability: "busy",
      specialtiesFr: ["Prospective", "Scénarios", "Jeux"],
      certificationsEn: ["A", "B"],
      languages: ["Français", "English", "Mooré"],
      hourlyRate: "30000",
      yearsExperience: 9,
      createdAt: day(19),
    });
    for (let i = 0; i < 11; i++)
      await createFacilitator({ firstName: `Listé ${i}`, status: "approved", createdAt: day(1 + i) });
  });

  it("filters by view, searches by first name, newest first", async () => {
    expect((await listed("?view=pending")).page.rows.map((row) => row.firstName)).toContain("Zoé");
    expect((await listed("?view=pending")).page.rows.every((row) => row.status === "pending")).toBe(true);
    expect((await listed("?view=busy")).page.rows.map((row) => row.firstName)).toEqual(["Awa"]);
    const awa = (await listed("?q=awa")).page.rows;
    expect(awa).toEqual([
      expect.objectContaining({
        firstName: "Awa",
        specialties: { fr: ["Prospective", "Scénarios", "Jeux"], en: [] },
        certificationCount: 2,
        languages: ["Français", "English", "Mooré"],
      }),
    ]);
    const all = await listed("");
    expect(all.page.rows[0]?.firstName).toBe("Zoé");
    expect((await listed("?view=archived")).state.view).toBe("all");
  });

  it("pages 10 at a time and sorts by rate", async () => {
    const second = await listed("?view=approved&page=2");
    expect(second.page).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect((await listed("?sort=rate&dir=desc")).page.rows[0]?.firstName).toBe("Awa");
  });
});

describe("Add Facilitator", () => {
  it("refuses bad input with the spec's messages, 400 and no write", async () => {
    const before = await facilitatorCount();
    const result = await admin.post<FormFailure>(newRoute.action, "/admin/facilitators/new", {
      ...valid,
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      hourlyRate: "-1",
      yearsExperience: "-2",
      website: "javascript:alert(1)",
      linkedin: "not a url",
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors).toEqual({
      firstName: "adminFacilitators.errors.firstName",
      lastName: "adminFacilitators.errors.lastName",
      email: "adminFacilitators.errors.email",
      hourlyRate: "adminFacilitators.errors.rate",
      yearsExperience: "adminFacilitators.errors.experience",
      website: "adminFacilitators.errors.url",
      linkedin: "adminFacilitators.errors.url",
    });
    expect(await facilitatorCount()).toBe(before);
  });

  it("creates a pending record, lists split at commas and trimmed, https:// added, available by default", async () => {
    const result = await admin.post(newRoute.action, "/admin/facilitators/new?view=pending", {
      ...valid,
      availability: "",
      specialtiesFr: ["Lean, Kaizen ", "lean", ""],
      specialtiesEn: ["Lean"],
      languages: ["Français,  Dioula"],
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/facilitators?view=pending");
    expect(result.headers.get("Set-Cookie")).toContain("adminFacilitators.toast.created");
    const [row] = await database.db.select().from(facilitators).where(eq(facilitators.email, valid.email));
    expect(row).toMatchObject({
      status: "pending",
      availability: "available",
      specialtiesFr: ["Lean", "Kaizen"],
      specialtiesEn: ["Lean"],
      languages: ["Français", "Dioula"],
      bioFr: "Facilitateur de terrain.",
      bioEn: null,
      hourlyRate: "25000.00",
      yearsExperience: 8,
      website: "https://salif.example.org",
      linkedin: null,
    });
    expect((await auditOf(row!.id)).map((entry) => entry.action)).toEqual(["create"]);
    const again = await admin.post<FormFailure>(newRoute.action, "/admin/facilitators/new", {
      ...valid,
      email: "SALIF.traore@example.org",
    });
    expect(again.status).toBe(409);
    expect(again.data?.errors).toEqual({ email: "adminFacilitators.errors.emailTaken" });
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(newRoute, "admin/facilitators/new"),
    url: "http://localhost:3000/admin/facilitators/new",
    fields: { ...valid, email: "bodies@example.org" },
    headers: { Cookie: admin.cookieHeader() },
    written: facilitatorCount,
  }));
});

describe("View and Edit", () => {
  it("shows the record in the details dialog, and 404 for an unknown id", async () => {
    const record = await createFacilitator({ firstName: "Vue", bioEn: "Hello" });
    const view = await admin.get<Awaited<ReturnType<typeof viewRoute.loader>>>(viewRoute.loader, "/x", {
      id: record.id,
    });
    expect(view.data?.facilitator).toMatchObject({ firstName: "Vue", bioEn: "Hello", accountEmail: null });
    expect((await admin.get(viewRoute.loader, "/x", { id: "nope" })).status).toBe(404);
  });

  it("saves both languages, refuses a stale form with 409, and shows the change on the public page at once", async () => {
    const record = await createFacilitator({ firstName: "Édith", status: "approved" });
    const version = versionOf(record.updatedAt);
    const params = { id: record.id };
    const first = await admin.post(
      editRoute.action,
      "/admin/facilitators/x/edit",
      { ...valid, email: "edith@example.org", bioEn: "Field facilitator.", specialtiesEn: ["Lean"], version },
      {},
      params,
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("Set-Cookie")).toContain("adminFacilitators.toast.updated");
    const stale = await admin.post<FormFailure>(
      editRoute.action,
      "/x",
      { ...valid, email: "edith@example.org", firstName: "Later", version },
      {},
      params,
    );
    expect(stale.status).toBe(409);
    expect(stale.data?.formError?.key).toBe("backOffice.errors.stale");
    const [row] = await database.db.select().from(facilitators).where(eq(facilitators.id, record.id));
    expect(row).toMatchObject({ firstName: "Salif", bioEn: "Field facilitator.", specialtiesEn: ["Lean"] });
    expect((await auditOf(record.id)).map((entry) => entry.action)).toEqual(["update"]);
  });
});

describe("Approve", () => {
  it("creates the facilitator account once, links it, and emails one invitation in the applicant's language", async () => {
    const applicant = await createFacilitator({
      firstName: "Nadia",
      email: "Nadia.Applicant@example.org",
      status: "pending",
      language: "en",
    });
    const params = { id: applicant.id };
    const first = await admin.post(approveRoute.action, "/admin/facilitators/x/approve?view=pending", {}, {}, params);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/admin/facilitators?view=pending");
    expect(first.headers.get("Set-Cookie")).toContain("adminFacilitators.toast.approved");
    const second = await admin.post<FormFailure>(approveRoute.action, "/x", {}, {}, params);
    expect(second.status).toBe(409);
    expect(second.data?.formError?.key).toBe("adminFacilitators.errors.alreadyApproved");

    const [row] = await database.db.select().from(facilitators).where(eq(facilitators.id, applicant.id));
    expect(row?.status).toBe("approved");
    const accounts = await database.db.select().from(user).where(eq(user.email, "nadia.applicant@example.org"));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ role: "facilitator", preferredLanguage: "en", id: row?.userId });
    const mails = mailsTo(mailDir, "nadia.applicant@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("your facilitator application is accepted");
    expect(mails[0]!.text).toContain("mode=reset-password");
    expect(mails[0]!.text).toContain("valid for 7 days");
    expect((await auditOf(applicant.id)).map((entry) => entry.action)).toEqual(["update"]);
    expect((await auditOf(row!.userId!)).map((entry) => entry.action)).toEqual(["create"]);
  });

  it("links an existing account with that email instead, gives it the facilitator role and tells them to sign in", async () => {
    const existing = await createUser({ role: "client", email: "already.here@example.org" });
    const applicant = await createFacilitator({ email: "Already.Here@example.org", status: "pending" });
    const result = await admin.post(approveRoute.action, "/x", {}, {}, { id: applicant.id });
    expect(result.status).toBe(302);
    const [row] = await database.db.select().from(facilitators).where(eq(facilitators.id, applicant.id));
    expect(row?.userId).toBe(existing.id);
    const [account] = await database.db.select().from(user).where(eq(user.id, existing.id));
    expect(account?.role).toBe("facilitator");
    const [mail] = mailsTo(mailDir, "already.here@example.org");
    expect(mail!.subject).toContain("candidature de facilitateur est acceptée");
    expect(mail!.text).not.toContain("reset-password");
  });

  it("answers 404 for an unknown id and writes nothing", async () => {
    const before = await facilitatorCount();
    const result = await admin.post(approveRoute.action, "/x", {}, {}, { id: "00000000-0000-0000-0000-000000000000" });
    expect(result.status).toBe(404);
    expect(await facilitatorCount()).toBe(before);
  });
});

describe("Reject", () => {
  it("deletes the application, emails one courteous notice in the applicant's language, and is safe to repeat", async () => {
    const applicant = await createFacilitator({ email: "rejected@example.org", status: "pending", language: "fr" });
    const params = { id: applicant.id };
    const first = await admin.post(rejectRoute.action, "/admin/facilitators/x/reject", {}, {}, params);
    expect(first.status).toBe(302);
    expect(first.headers.get("Set-Cookie")).toContain("adminFacilitators.toast.rejected");
    const second = await admin.post<FormFailure>(rejectRoute.action, "/x", {}, {}, params);
    expect(second.status).toBe(404);
    expect(second.data?.formError?.key).toBe("adminFacilitators.errors.applicationGone");
    expect(await database.db.select().from(facilitators).where(eq(facilitators.id, applicant.id))).toEqual([]);
    const mails = mailsTo(mailDir, "rejected@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("votre candidature de facilitateur");
    expect(mails[0]!.text).toContain("Merci de l'intérêt");
    expect((await auditOf(applicant.id)).map((entry) => entry.action)).toEqual(["delete"]);
  });

  it("never deletes an approved facilitator", async () => {
    const approved = await createFacilitator({ status: "approved" });
    const result = await admin.post<FormFailure>(rejectRoute.action, "/x", {}, {}, { id: approved.id });
    expect(result.status).toBe(409);
    expect(await database.db.select().from(facilitators).where(eq(facilitators.id, approved.id))).toHaveLength(1);
  });
});

describe("Reset Password", () => {
  it("emails a one-hour reset link to the linked account, and refuses a record without an account", async () => {
    const account = await createUser({ role: "facilitator", email: "linked.facilitator@example.org" });
    const linked = await createFacilitator({ status: "approved", userId: account.id });
    const sent = await admin.post(resetRoute.action, "/x", {}, {}, { id: linked.id });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Set-Cookie")).toContain("adminFacilitators.toast.resetSent");
    const [mail] = mailsTo(mailDir, "linked.facilitator@example.org");
    expect(mail!.text).toContain("mode=reset-password");
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "password-reset-sent"))),
    ).toHaveLength(1);
    const unlinked = await createFacilitator({ status: "approved" });
    const refused = await admin.post<FormFailure>(resetRoute.action, "/x", {}, {}, { id: unlinked.id });
    expect(refused.status).toBe(409);
    expect(refused.data?.formError?.key).toBe("adminFacilitators.errors.noAccount");
  });
});

describe("who may", () => {
  it("sends a facilitator away from every loader and action, and writes nothing", async () => {
    const applicant = await createFacilitator({ status: "pending" });
    const params = { id: applicant.id };
    for (const loader of [list.loader, newRoute.loader, viewRoute.loader, editRoute.loader, approveRoute.loader]) {
      const result = await facilitatorClient.get(loader, "/admin/facilitators", params);
      expect(result.status).toBe(302);
      expect(result.location).toBe("/facilitator");
    }
    for (const action of [
      newRoute.action,
      editRoute.action,
      approveRoute.action,
      rejectRoute.action,
      resetRoute.action,
    ]) {
      const result = await facilitatorClient.post(
        action,
        "/x",
        { ...valid, email: "intruder@example.org" },
        {},
        params,
      );
      expect(result.status).toBe(302);
      expect(result.location).toBe("/facilitator");
    }
    const [row] = await database.db.select().from(facilitators).where(eq(facilitators.id, applicant.id));
    expect(row?.status).toBe("pending");
  });
});
