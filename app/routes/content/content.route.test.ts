/**
 * The content screens' actions (admin CMS, Creator Studio) and Site Settings: who may, validation refusals
 * that write nothing, the stale-save rule, image uploads, reordering, and what the public home page reads.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { versionOf } from "~/lib/versions";
import { auditLog, sectionContent, siteSettings } from "~/server/db/schema";
import { getPublishedSections } from "~/server/site/sections.server";
import { createSectionContent, setSiteSettings, signedInAs } from "../../../tests/support/factories";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as settingsRoute from "../creator/settings";
import * as cmsRoute from "../admin/cms";
import * as deleteRoute from "./delete";
import * as editRoute from "./edit";
import * as newRoute from "./new";
import { requestContext } from "~/server/front/request-context.server";

const database = setUpTestDatabase();
const ORIGIN = "http://localhost:3000";
let admin: { id: string; cookie: string };
let creator: { id: string; cookie: string };
let client: { cookie: string };

beforeAll(async () => {
  [admin, creator, client] = await Promise.all([
    signedInAs("admin"),
    signedInAs("content_creator"),
    signedInAs("client"),
  ]);
});

type Action = (args: never) => unknown;

/** Calls a route's action as React Router does, and gives back its status, data and redirect. */
async function post(
  action: Action,
  pathname: string,
  cookie: string,
  fields: Record<string, string | Blob>,
  params: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(ORIGIN + pathname, { method: "POST", body: form, headers: { Cookie: cookie } });
  let result: unknown;
  try {
    result = await (action as (args: unknown) => unknown)({
      request,
      params,
      // The route's path as app/routes.ts spells it, which React Router hands over as `pattern` (no leading slash).
      pattern: pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ":id").slice(1),
      context: requestContext({ lang: "en", cspNonce: "" }),
    });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: undefined as never };
  const value = result as { data: unknown; init: ResponseInit | null };
  return {
    status: value.init?.status ?? 200,
    location: null,
    data: value.data as { errors: Record<string, string>; formError?: { key: string } },
  };
}

const fields = (values: Record<string, string> = {}) => ({
  section: "about",
  contentType: "text",
  language: "en",
  title: "Our story",
  subtitle: "",
  description: "",
  contentBody: "",
  imageUrl: "",
  videoUrl: "",
  buttonText: "",
  buttonUrl: "",
  orderIndex: "0",
  isPublished: "on",
  ...values,
});

const contentCount = async () => (await database.db.select().from(sectionContent)).length;

describe("adding content", () => {
  it("lets a content creator add an item, recorded as theirs", async () => {
    const answer = await post(
      newRoute.action,
      "/creator/content/new",
      creator.cookie,
      fields({ title: "Created here" }),
    );
    expect(answer).toMatchObject({ status: 302, location: "/creator" });
    const [row] = await database.db.select().from(sectionContent).where(eq(sectionContent.title, "Created here"));
    expect(row).toMatchObject({ section: "about", language: "en", isPublished: true, updatedBy: creator.id });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({ action: "create", entity: "content", actorId: creator.id });
    expect(entry!.changes).toMatchObject({ title: { before: null, after: "Created here" } });
  });

  it("refuses bad values with their messages and writes nothing", async () => {
    const before = await contentCount();
    const answer = await post(
      newRoute.action,
      "/admin/cms/new",
      admin.cookie,
      fields({ section: "footer", imageUrl: "not a url", videoUrl: "javascript:alert(1)", orderIndex: "-1" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      section: "cms.errors.section",
      imageUrl: "cms.errors.imageUrl",
      videoUrl: "cms.errors.videoUrl",
      orderIndex: "cms.errors.orderIndex",
    });
    expect(await contentCount()).toBe(before);
  });

  it("sends anyone else home without writing", async () => {
    const before = await contentCount();
    expect(await post(newRoute.action, "/creator/content/new", client.cookie, fields())).toMatchObject({
      status: 302,
      location: "/client",
    });
    // The admin CMS is the admins' own: a content creator uses the Creator Studio.
    expect(await post(newRoute.action, "/admin/cms/new", creator.cookie, fields())).toMatchObject({
      status: 302,
      location: "/creator",
    });
    expect(await contentCount()).toBe(before);
  });
});

describe("the area comes from the matched route, not from the URL's spelling", () => {
  // React Router matches paths whatever their case: /ADMIN/cms/new is the admin's dialog, and so is its role.
  const spellings = ["/ADMIN/cms/new", "/Admin/Cms/New", "/admin/CMS/new", "/ADMIN/CMS/NEW"];

  it("refuses a content creator's post to the admin's dialog however it is spelt, and creates nothing", async () => {
    const handle = routeHandler(newRoute, "admin/cms/new");
    for (const spelling of spellings) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields({ title: `Spelt ${spelling}` }))) form.append(name, value);
      const answer = await handle(
        new Request(ORIGIN + spelling, {
          method: "POST",
          body: form,
          headers: { Cookie: creator.cookie, Origin: ORIGIN },
        }),
      );
      expect([spelling, answer.status, answer.headers.get("Location")]).toEqual([spelling, 302, "/creator"]);
      const created = await database.db
        .select()
        .from(sectionContent)
        .where(eq(sectionContent.title, `Spelt ${spelling}`));
      expect(created).toEqual([]);
    }
  });

  it("lets a content creator add through the Creator Studio's dialog, however it is spelt", async () => {
    const handle = routeHandler(newRoute, "creator/content/new");
    const form = new FormData();
    for (const [name, value] of Object.entries(fields({ title: "Spelt in the studio" }))) form.append(name, value);
    const answer = await handle(
      new Request(`${ORIGIN}/Creator/Content/New`, {
        method: "POST",
        body: form,
        headers: { Cookie: creator.cookie, Origin: ORIGIN },
      }),
    );
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/creator"]);
    const created = await database.db
      .select()
      .from(sectionContent)
      .where(eq(sectionContent.title, "Spelt in the studio"));
    expect(created).toHaveLength(1);
  });

  it("still lets an admin use the dialog under any spelling, and sends them back to the CMS", async () => {
    const handle = routeHandler(newRoute, "admin/cms/new");
    const form = new FormData();
    for (const [name, value] of Object.entries(fields({ title: "Spelt by an admin" }))) form.append(name, value);
    const answer = await handle(
      new Request(`${ORIGIN}/ADMIN/cms/new`, {
        method: "POST",
        body: form,
        headers: { Cookie: admin.cookie, Origin: ORIGIN },
      }),
    );
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/admin/cms"]);
  });
});

describe("uploading an image", () => {
  it("stores WebP copies at each width and points the item at one", async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c2502f" } })
      .png()
      .toBuffer();
    const answer = await post(
      newRoute.action,
      "/admin/cms/new",
      admin.cookie,
      fields({ title: "With a picture", imageFile: new File([png], "photo.png", { type: "image/png" }) as never }),
    );
    expect(answer.status).toBe(302);
    const [row] = await database.db.select().from(sectionContent).where(eq(sectionContent.title, "With a picture"));
    expect(row!.imageUrl).toMatch(/^\/uploads\/content\/[0-9a-f-]{36}\/960\.webp$/);
    const dir = path.join(database.dataDir, path.dirname(row!.imageUrl!));
    expect(fs.readdirSync(dir).sort()).toEqual(["1600.webp", "480.webp", "960.webp"]);
    expect((await sharp(path.join(dir, "480.webp")).metadata()).width).toBe(480);
  });

  it("refuses an SVG, whatever it is called, and writes nothing", async () => {
    const before = await contentCount();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const answer = await post(
      newRoute.action,
      "/admin/cms/new",
      admin.cookie,
      fields({ imageFile: new File([svg], "photo.png", { type: "image/png" }) as never }),
    );
    expect(answer.status).toBe(415);
    expect(answer.data.errors).toEqual({ imageFile: "cms.errors.imageType" });
    expect(await contentCount()).toBe(before);
  });
});

describe("editing and deleting", () => {
  it("saves an edit at the version it was opened on, and refuses a stale one with 409", async () => {
    const item = await createSectionContent({ title: "First words" });
    const version = versionOf(item.updatedAt);
    const edit = (title: string) =>
      post(editRoute.action, `/admin/cms/${item.id}/edit`, admin.cookie, fields({ title, version }), { id: item.id });
    expect(await edit("Second words")).toMatchObject({ status: 302, location: "/admin/cms" });
    const stale = await edit("Third words");
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toEqual({ key: "backOffice.errors.stale" });
    const [row] = await database.db.select().from(sectionContent).where(eq(sectionContent.id, item.id));
    expect(row).toMatchObject({ title: "Second words", updatedBy: admin.id });
  });

  it("refuses a stale edit that uploaded an image, leaving no image file behind", async () => {
    const item = await createSectionContent({ title: "Pictured" });
    const opened = versionOf(item.updatedAt);
    await database.db
      .update(sectionContent)
      .set({ title: "Changed meanwhile", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(sectionContent.id, item.id));
    const uploads = path.join(database.dataDir, "uploads", "content");
    const folders = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
    const before = folders();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2f6fc2" } })
      .png()
      .toBuffer();
    const stale = await post(
      editRoute.action,
      `/admin/cms/${item.id}/edit`,
      admin.cookie,
      fields({ title: "Mine", version: opened, imageFile: new File([png], "new.png", { type: "image/png" }) as never }),
      { id: item.id },
    );
    expect(stale.status).toBe(409);
    expect(folders()).toEqual(before);
    const [row] = await database.db.select().from(sectionContent).where(eq(sectionContent.id, item.id));
    expect(row).toMatchObject({ title: "Changed meanwhile", imageUrl: item.imageUrl });
  });

  it("deletes an item; an unknown or malformed id is a 404", async () => {
    const item = await createSectionContent();
    const remove = (id: string) =>
      post(deleteRoute.action, `/creator/content/${id}/delete`, creator.cookie, {}, { id });
    expect(await remove(item.id)).toMatchObject({ status: 302, location: "/creator" });
    expect(await database.db.select().from(sectionContent).where(eq(sectionContent.id, item.id))).toEqual([]);
    expect((await remove(item.id)).status).toBe(404);
    expect((await remove("not-a-uuid")).status).toBe(404);
  });
});

describe("reordering", () => {
  it("moves an item among its section's items of its language", async () => {
    // Same place: the older comes first. Two rows written within the same millisecond would be ordered by their
    // random ids instead, so each is given its time.
    const item = (createdAt: Date) =>
      createSectionContent({ section: "partners", contentType: "card", language: "fr", orderIndex: 0, createdAt });
    const [a, b] = [await item(new Date("2026-01-01T08:00:00Z")), await item(new Date("2026-01-01T09:00:00Z"))];
    expect(await post(cmsRoute.action, "/admin/cms", admin.cookie, { id: b!.id, direction: "up" })).toMatchObject({
      status: 302,
    });
    const order = await database.db
      .select({ id: sectionContent.id, orderIndex: sectionContent.orderIndex })
      .from(sectionContent)
      .where(eq(sectionContent.section, "partners"));
    expect(order.find((row) => row.id === b!.id)!.orderIndex).toBe(0);
    expect(order.find((row) => row.id === a!.id)!.orderIndex).toBe(1);
    expect((await post(cmsRoute.action, "/admin/cms", admin.cookie, { id: b!.id, direction: "up" })).status).toBe(409);
    expect((await post(cmsRoute.action, "/admin/cms", admin.cookie, { id: b!.id, direction: "sideways" })).status).toBe(
      400,
    );
  });
});

describe("what the public home page reads", () => {
  it("shows published items of the page's language, else the other language's, never drafts", async () => {
    await createSectionContent({ section: "team", contentType: "testimonial", language: "fr", title: "Publié" });
    await createSectionContent({
      section: "team",
      contentType: "testimonial",
      language: "en",
      title: "Draft",
      isPublished: false,
    });
    const fr = await getPublishedSections("fr");
    const en = await getPublishedSections("en");
    expect(fr.team).toMatchObject({ lang: "fr", items: [{ title: "Publié" }] });
    expect(en.team).toMatchObject({ lang: "fr", items: [{ title: "Publié" }] });
    expect(JSON.stringify(en)).not.toContain("Draft");
  });
});

describe("site settings", () => {
  it("saves a valid value, refuses a bad one with its message, and refuses a stale save", async () => {
    const [email, currency] = await setSiteSettings({ contact_email: "team@example.org", currency: "USD" });
    const save = (id: string, value: string, version: string, cookie = creator.cookie) =>
      post(settingsRoute.action, "/creator/settings", cookie, { id, value, version });

    const bad = await save(email!.id, "not an email", versionOf(email!.updatedAt));
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ value: "cms.settings.errors.email" });
    expect((await save(currency!.id, "EUR", versionOf(currency!.updatedAt))).status).toBe(400);

    expect(await save(currency!.id, "XOF", versionOf(currency!.updatedAt))).toMatchObject({
      status: 302,
      location: "/creator/settings",
    });
    expect((await save(currency!.id, "USD", versionOf(currency!.updatedAt))).status).toBe(409);
    expect((await save(currency!.id, "USD", versionOf(currency!.updatedAt), client.cookie)).location).toBe("/client");

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, currency!.id));
    expect(entry).toMatchObject({ action: "update", entity: "setting", actorId: creator.id });
    expect(entry!.changes).toMatchObject({ settingValue: { before: "USD", after: "XOF" } });
    const rows = await database.db.select().from(siteSettings);
    expect(rows.find((row) => row.settingKey === "currency")).toMatchObject({
      settingValue: "XOF",
      updatedBy: creator.id,
    });
    expect(rows.find((row) => row.settingKey === "contact_email")!.settingValue).toBe("team@example.org");
  });
});
