/**
 * Certificates of attendance against the database: who gets one and when, what it keeps, how a check-in undone or
 * staff withdraw it, its email, its public page and PDF, and an organization's ZIP, with who may read what.
 */
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, certificates, outbox, workshops, type Certificate } from "~/server/db/schema";
import { linkClient } from "../clients/client-accounts.server";
import {
  createFacilitator,
  createOrganization,
  createRegistration,
  createWorkshop,
  signedInAs,
} from "../../../tests/support/factories";
import { RouteClient } from "../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as certificatePage from "../../routes/public/certificate";
import * as certificatePdfRoute from "../../routes/public/certificate-pdf";
import * as certificatesZip from "../../routes/client/certificates-zip";
import { setPresence } from "./attendance.server";
import {
  certificateMailHandlers,
  findCertificate,
  isCertificateCode,
  issueCertificates,
  newCertificateCode,
  organizationCertificatesZip,
  setCertificateRevoked,
  workshopHours,
} from "./certificates.server";

const database = setUpTestDatabase();
const staff = { actor: { id: "staff", email: "staff@example.org" }, address: null };

const ids: Record<string, string> = {};
let adminId: string;
let client: Awaited<ReturnType<typeof signedInAs>>;

async function certificateOf(registrationId: string): Promise<Certificate | undefined> {
  const [row] = await database.db.select().from(certificates).where(eq(certificates.registrationId, registrationId));
  return row;
}

const complete = (workshopId: string) =>
  database.db.update(workshops).set({ status: "completed" }).where(eq(workshops.id, workshopId));

beforeAll(async () => {
  adminId = (await signedInAs("admin")).id;
  const facilitator = await createFacilitator({ firstName: "Aminata", lastName: "Kaboré" });
  ids.workshop = (
    await createWorkshop({
      title: "Prospective stratégique",
      titleEn: "Strategic foresight",
      facilitatorId: facilitator.id,
      daysFromNow: -2,
      startTime: "09:00",
      endTime: "12:30",
    })
  ).id;
  const organization = await createOrganization({ name: "ONG Lumière" });
  client = await signedInAs("client", { firstName: "Mariam" });
  expect(await linkClient(organization.id, client.email, staff)).toMatchObject({ kind: "linked" });
  const checkedIn = new Date("2026-11-20T09:05:00Z");
  const register = async (key: string, values: Partial<Parameters<typeof createRegistration>[0]>) => {
    ids[key] = (await createRegistration({ workshopId: ids.workshop!, ...values })).id;
  };
  await register("mariam", {
    name: "Mariam Zongo",
    email: client.email.toUpperCase(),
    checkedInAt: checkedIn,
    language: "en",
  });
  await register("paul", { name: "Paul Ilboudo", email: "paul@example.org", checkedInAt: checkedIn });
  await register("absent", { name: "Absent Person", email: "absent@example.org" });
  await register("waiting", {
    name: "Sur Liste",
    email: "liste@example.org",
    status: "waitlisted",
    checkedInAt: checkedIn,
  });
  await register("late", { name: "Arrivé Tard", email: "tard@example.org" });
});

describe("certificate codes and hours", () => {
  it("makes unguessable codes in three groups of Crockford base32, and reads hours from the times", () => {
    const codes = new Set(Array.from({ length: 200 }, newCertificateCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(isCertificateCode(code)).toBe(true);
    expect(isCertificateCode("ABCD-EFGH-IJKL")).toBe(false);
    expect(workshopHours("09:00:00", "12:30:00")).toBe(3.5);
    expect(workshopHours("14:00:00", "09:00:00")).toBeNull();
    expect(workshopHours(null, "12:00:00")).toBeNull();
  });
});

describe("issuing", () => {
  it("owes nothing before the workshop is completed", async () => {
    expect(await issueCertificates(database.db, ids.workshop!)).toBe(0);
    expect(await certificateOf(ids.mariam!)).toBeUndefined();
  });

  it("issues one to each confirmed person checked in, keeps what it says, and emails each once", async () => {
    await complete(ids.workshop!);
    expect(await issueCertificates(database.db, ids.workshop!)).toBe(2);
    const mariam = await certificateOf(ids.mariam!);
    expect(mariam).toMatchObject({ language: "en", revokedAt: null });
    expect(mariam!.details).toEqual({
      participantName: "Mariam Zongo",
      title: { fr: "Prospective stratégique", en: "Strategic foresight" },
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      startTime: "09:00:00",
      endTime: "12:30:00",
      hours: 3.5,
      facilitatorName: "Aminata Kaboré",
      agencyName: expect.any(String),
    });
    expect(await certificateOf(ids.paul!)).toBeDefined();
    for (const key of ["absent", "waiting", "late"]) expect(await certificateOf(ids[key]!)).toBeUndefined();
    const jobs = await database.db.select().from(outbox).where(eq(outbox.kind, "certificateMail"));
    expect(jobs).toHaveLength(2);

    // Saved again (or the title edited later): nothing new, and the certificate still says what it said.
    await database.db.update(workshops).set({ titleFr: "Nouveau titre" }).where(eq(workshops.id, ids.workshop!));
    expect(await issueCertificates(database.db, ids.workshop!)).toBe(0);
    expect((await certificateOf(ids.mariam!))!.details.title.fr).toBe("Prospective stratégique");
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "certificateMail"))).toHaveLength(2);
  });

  it("follows a check-in made or undone after completion, restoring the same certificate", async () => {
    const rights = { kind: "all" } as const;
    expect(await setPresence(ids.late!, true, rights, adminId)).toMatchObject({ kind: "saved" });
    const late = await certificateOf(ids.late!);
    expect(late).toMatchObject({ revokedAt: null });

    await setPresence(ids.late!, false, rights, adminId);
    expect(await certificateOf(ids.late!)).toMatchObject({ revokedReason: "absent", code: late!.code });
    expect((await findCertificate(late!.code))!.certificate.revokedAt).toBeInstanceOf(Date);

    await setPresence(ids.late!, true, rights, adminId);
    expect(await certificateOf(ids.late!)).toMatchObject({ revokedAt: null, revokedReason: null, code: late!.code });
  });

  it("keeps a certificate staff revoked revoked, whatever the check-ins, and audits both ways", async () => {
    const paul = (await certificateOf(ids.paul!))!;
    const revoked = await setCertificateRevoked(paul.code, true, adminId, staff);
    expect(revoked).toMatchObject({ kind: "done", certificate: { revokedReason: "staff", revokedBy: adminId } });
    await setPresence(ids.paul!, false, { kind: "all" }, adminId);
    await setPresence(ids.paul!, true, { kind: "all" }, adminId);
    expect(await certificateOf(ids.paul!)).toMatchObject({ revokedReason: "staff" });
    await setCertificateRevoked(paul.code, false, adminId, staff);
    expect(await certificateOf(ids.paul!)).toMatchObject({ revokedAt: null });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, paul.id));
    expect(audit.map((entry) => [entry.entity, entry.action])).toEqual([
      ["certificate", "revoke"],
      ["certificate", "restore"],
    ]);
    expect(await setCertificateRevoked("ABCD-EFGH-JKMN", true, adminId, staff)).toEqual({ kind: "notFound" });
  });
});

describe("the certificate's email", () => {
  it("sends the PDF in the holder's language, and skips a revoked certificate", async () => {
    const [job] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `certificate:${(await certificateOf(ids.mariam!))!.id}`));
    const sent = await certificateMailHandlers.certificateMail!(job!, new Date());
    expect(sent).toMatchObject({ kind: "sent", recipient: client.email.toUpperCase() });
    expect(sent.kind === "sent" && sent.subject).toContain("Strategic foresight");

    const paul = (await certificateOf(ids.paul!))!;
    await setCertificateRevoked(paul.code, true, adminId, staff);
    const [paulJob] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `certificate:${paul.id}`));
    expect(await certificateMailHandlers.certificateMail!(paulJob!, new Date())).toMatchObject({ kind: "skipped" });
    await setCertificateRevoked(paul.code, false, adminId, staff);
  });
});

describe("the public page, the PDF and the organization's ZIP", () => {
  const anonymous = new RouteClient();
  type PageData = Awaited<ReturnType<typeof certificatePage.loader>>["data"];
  const open = (client: RouteClient, code: string, lang: "" | "/en" = "") =>
    client.get<PageData>(certificatePage.loader, `${lang}/certificates/${code}`, { code });

  it("verifies a certificate without its holder's email; unknown and tampered codes are not found", async () => {
    const mariam = (await certificateOf(ids.mariam!))!;
    const page = await open(anonymous, mariam.code, "/en");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data!.certificate).toMatchObject({
      valid: true,
      name: "Mariam Zongo",
      title: "Strategic foresight",
      manage: false,
    });
    expect(JSON.stringify(page.data)).not.toContain(client.email.split("@")[0]);
    const tampered = mariam.code.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    for (const code of [tampered, "nope", `${mariam.code}-X`]) {
      const result = await open(anonymous, code);
      expect(result.status).toBe(404);
      expect(result.data!.certificate).toBeNull();
    }
  });

  it("lets only admins revoke from the page, and then says so", async () => {
    const paul = (await certificateOf(ids.paul!))!;
    const post = (client: RouteClient, intent: string) =>
      client.post(certificatePage.action, `/certificates/${paul.code}?intent=${intent}`, {}, {}, { code: paul.code });
    expect((await post(anonymous, "revoke")).location).toMatch(/^\/auth\?/);
    expect((await post(RouteClient.withCookies(client.cookie), "revoke")).location).toBe("/client");
    expect((await certificateOf(ids.paul!))!.revokedAt).toBeNull();

    const admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
    expect((await open(admin, paul.code)).data!.certificate!.manage).toBe(true);
    expect((await post(admin, "nonsense")).status).toBe(400);
    const revoked = await post(admin, "revoke");
    expect(revoked.status).toBe(302);
    const page = await open(anonymous, paul.code);
    expect(page.data!.certificate).toMatchObject({ valid: false });
    expect(
      (await anonymous.get(certificatePdfRoute.loader, `/certificates/${paul.code}/pdf`, { code: paul.code })).status,
    ).toBe(404);
    await post(admin, "restore");
    expect((await certificateOf(ids.paul!))!.revokedAt).toBeNull();
  });

  it("serves a valid certificate's PDF to whoever holds the code", async () => {
    const mariam = (await certificateOf(ids.mariam!))!;
    const response = (await certificatePdfRoute.loader({
      params: { code: mariam.code },
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("zips the certificates of the organization's people for its own client accounts only", async () => {
    const zip = await organizationCertificatesZip(client.id, ids.workshop!);
    const files = unzipSync(zip!.file);
    expect(Object.keys(files)).toHaveLength(1);
    expect(Buffer.from(Object.values(files)[0]!.subarray(0, 5)).toString()).toBe("%PDF-");

    const stranger = await signedInAs("client");
    expect(await organizationCertificatesZip(stranger.id, ids.workshop!)).toBeNull();
    expect(await organizationCertificatesZip(client.id, "00000000-0000-0000-0000-000000000000")).toBeNull();
    const route = (account: { cookie: string }) =>
      RouteClient.withCookies(account.cookie).get(
        certificatesZip.loader,
        `/client/workshops/${ids.workshop}/certificates.zip`,
        {
          id: ids.workshop!,
        },
      );
    expect((await route(client)).headers.get("Content-Type")).toBe("application/zip");
    expect((await route(stranger)).status).toBe(404);
  });
});
