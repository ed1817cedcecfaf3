/**
 * Admins and two-factor (docs/decisions/0023): while "Require two-factor for admins" is `required`, an admin
 * without it is sent to the set-up screen from every private area's page and action; only admins see or change
 * the setting.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { versionOf } from "~/lib/versions";
import { setSiteSettings, signedInAs } from "../../../tests/support/factories";
import { RouteClient } from "../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as overview from "../../routes/admin/overview";
import * as settings from "../../routes/creator/settings";
import * as studio from "../../routes/creator/studio";
import * as profile from "../../routes/account/profile";
import { siteSettings, user as userTable } from "../db/schema";

const database = setUpTestDatabase();

const requireIt = async (value: "required" | "optional") => {
  await database.db.delete(siteSettings).where(eq(siteSettings.settingKey, "admin_two_factor"));
  const [setting] = await setSiteSettings({ admin_two_factor: value });
  return setting!;
};

describe("an admin without two-factor, while it is required", () => {
  beforeEach(() => requireIt("required"));

  it("is sent to set it up from every private area's page, loaders and actions alike", async () => {
    const admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
    expect(await admin.get(overview.loader, "/admin/overview")).toMatchObject({
      status: 302,
      location: "/profile#two-factor",
    });
    expect(await admin.get(studio.loader, "/creator")).toMatchObject({ status: 302, location: "/profile#two-factor" });
    expect(await admin.post(settings.action, "/creator/settings", { id: "x", value: "y" })).toMatchObject({
      status: 302,
      location: "/profile#two-factor",
    });
  });

  it("opens the set-up screen, which says why", async () => {
    const admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
    const page = await admin.get<{ profile: { twoFactorRequired: boolean } }>(profile.loader, "/profile");
    expect(page.status).toBe(200);
    expect(page.data!.profile.twoFactorRequired).toBe(true);
  });

  it("lets the admin in once two-factor is on, and never stops other roles", async () => {
    const { id, cookie } = await signedInAs("admin");
    await database.db.update(userTable).set({ twoFactorEnabled: true }).where(eq(userTable.id, id));
    expect((await RouteClient.withCookies(cookie).get(overview.loader, "/admin/overview")).status).toBe(200);
    const creator = RouteClient.withCookies((await signedInAs("content_creator")).cookie);
    expect((await creator.get(studio.loader, "/creator")).status).toBe(200);
  });
});

describe("the setting", () => {
  it("lets admins without two-factor in when it is optional (the demo)", async () => {
    await requireIt("optional");
    const admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
    expect((await admin.get(overview.loader, "/admin/overview")).status).toBe(200);
    const page = await admin.get<{ profile: { twoFactorRequired: boolean } }>(profile.loader, "/profile");
    expect(page.data!.profile.twoFactorRequired).toBe(false);
  });

  it("is shown to admins only, and a content creator's change of it is refused, nothing changed", async () => {
    const setting = await requireIt("optional");
    type Listed = { settings: { settingKey: string }[] };
    const keysFor = async (client: RouteClient) =>
      (await client.get<Listed>(settings.loader, "/creator/settings")).data!.settings.map((row) => row.settingKey);
    const admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
    const creator = RouteClient.withCookies((await signedInAs("content_creator")).cookie);
    expect(await keysFor(admin)).toContain("admin_two_factor");
    expect(await keysFor(creator)).not.toContain("admin_two_factor");

    const change = { id: setting.id, value: "required", version: versionOf(setting.updatedAt) };
    expect((await creator.post(settings.action, "/creator/settings", change)).status).toBe(404);
    const [kept] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, setting.id));
    expect(kept!.settingValue).toBe("optional");

    expect((await admin.post(settings.action, "/creator/settings", { ...change, value: "sometimes" })).status).toBe(
      400,
    );
    expect((await admin.post(settings.action, "/creator/settings", change)).status).toBe(302);
    const [saved] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, setting.id));
    expect(saved!.settingValue).toBe("required");
  });
});
