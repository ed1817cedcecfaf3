/**
 * /facilitator/profile against the database: a facilitator edits only their own record (bio and specialties
 * in both languages, languages, photo checked by its bytes), stale forms are refused, bad input writes
 * nothing, and other roles are sent away.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { auditLog, facilitators } from "~/server/db/schema";
import { createFacilitator, signedInAs } from "../../../tests/support/factories";
import { RouteClient } from "../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as profile from "./profile";

const database = setUpTestDatabase();

type ProfileData = Awaited<ReturnType<typeof profile.loader>>;

let mine: { id: string; updatedAt: Date };
let theirs: { id: string };
let me: RouteClient;

beforeAll(async () => {
  const account = await signedInAs("facilitator");
  const other = await signedInAs("facilitator");
  mine = await createFacilitator({ userId: account.id, firstName: "Moi", status: "approved", bioFr: "Avant" });
  theirs = await createFacilitator({ userId: other.id, firstName: "Autre", status: "approved", bioFr: "Intact" });
  me = RouteClient.withCookies(account.cookie);
});

const row = async (id: string) => (await database.db.select().from(facilitators).where(eq(facilitators.id, id)))[0]!;

describe("/facilitator/profile", () => {
  it("shows the signed-in facilitator's own record", async () => {
    const result = await me.get<ProfileData>(profile.loader, "/facilitator/profile");
    expect(result.status).toBe(200);
    expect(result.data?.profile).toMatchObject({ id: mine.id, values: { bioFr: "Avant", bioEn: "" } });
  });

  it("saves their own bio, specialties and languages only, whatever id the form names, and audits it", async () => {
    const version = versionOf((await row(mine.id)).updatedAt);
    const result = await me.post(profile.action, "/facilitator/profile", {
      id: theirs.id,
      bioFr: "Nouvelle bio",
      bioEn: "New bio",
      specialtiesFr: ["Prospective", " prospective "],
      specialtiesEn: ["Foresight"],
      languages: ["Français", "English"],
      version,
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/facilitator/profile");
    expect(await row(mine.id)).toMatchObject({
      bioFr: "Nouvelle bio",
      bioEn: "New bio",
      specialtiesFr: ["Prospective"],
      specialtiesEn: ["Foresight"],
      languages: ["Français", "English"],
    });
    expect((await row(theirs.id)).bioFr).toBe("Intact");
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, mine.id));
    expect(entries.map((entry) => entry.action)).toEqual(["update"]);

    const stale = await me.post<FormFailure>(profile.action, "/facilitator/profile", { bioFr: "Plus tard", version });
    expect(stale.status).toBe(409);
    expect(stale.data?.formError?.key).toBe("backOffice.errors.stale");
    expect((await row(mine.id)).bioFr).toBe("Nouvelle bio");
  });

  it("refuses a too long item with 400 and writes nothing", async () => {
    const before = await row(mine.id);
    const result = await me.post<FormFailure>(profile.action, "/facilitator/profile", {
      bioFr: "X",
      specialtiesFr: ["x".repeat(51)],
      version: versionOf(before.updatedAt),
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors).toEqual({
      specialtiesFr: "adminFacilitators.errors.itemTooLong",
      "specialtiesFr.0": "adminFacilitators.errors.itemTooLong",
    });
    expect(await row(mine.id)).toEqual(before);
  });

  it("stores a real image as their photo, and refuses what is not one by its bytes", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#b5452b" } })
      .png()
      .toBuffer();
    const saved = await me.post(profile.action, "/facilitator/profile", {
      photo: new File([new Uint8Array(png)], "me.png", { type: "image/png" }),
    });
    expect(saved.status).toBe(302);
    expect((await row(mine.id)).profileImageUrl).toMatch(/^\/uploads\/.+\/facilitator-photo-256\.webp\?v=\d+$/);

    const before = await row(mine.id);
    const fake = await me.post<FormFailure>(profile.action, "/facilitator/profile", {
      photo: new File([new TextEncoder().encode("<svg onload=alert(1)>")], "me.png", { type: "image/png" }),
    });
    expect(fake.status).toBe(415);
    expect(fake.data?.errors).toEqual({ photo: "profile.errors.notAnImage" });
    expect(await row(mine.id)).toEqual(before);
  });

  it("sends a client to their own home and an admin without a record gets nothing to change", async () => {
    const client = RouteClient.withCookies((await signedInAs("client")).cookie);
    const away = await client.post(profile.action, "/facilitator/profile", { bioFr: "Intrus" });
    expect(away.status).toBe(302);
    expect(away.location).toBe("/client");
    const admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
    const page = await admin.get<ProfileData>(profile.loader, "/facilitator/profile");
    expect(page.data?.profile).toBeNull();
    expect((await row(theirs.id)).bioFr).toBe("Intact");
  });
});
