/**
 * Uploads on S3-compatible object storage: a local s3rver, an avatar posted through the real /profile
 * action, read back through the /uploads/ route, and the objects gone once replaced or discarded.
 */
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { createUser } from "../../../tests/support/factories";
import { startLocalS3 } from "../../../tests/support/s3-server";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { action as authAction } from "~/routes/account/auth";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { config, readConfig } from "../config.server";
import { createHttpApp } from "../front/http.server";
import { discardContentImage, saveContentImage } from "../site/content-images.server";
import { uploads } from "./storage.server";

const { dataDir } = setUpTestDatabase();
// Set before anything reads the configuration, which is read once, lazily.
const s3 = await startLocalS3();
process.env.S3_URL = s3.url;
afterAll(() => s3.close());

const http = () =>
  createHttpApp({
    mode: "production",
    getBuild: () => Promise.reject(new Error("no build in this test")) as Promise<ServerBuild>,
    config: readConfig(process.env),
  });

const picture = (format: "png" | "jpeg") =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#b5452b" } })
    .toFormat(format)
    .toBuffer();

describe("uploads on S3-compatible storage", () => {
  it("stores an avatar posted to /profile in the bucket, serves it at its URL, and deletes the replaced original", async () => {
    expect(config().s3?.bucket).toBe("faso-uploads");
    const password = "s3-avatar-pass";
    const { id, email } = await createUser({ role: "client", password });
    const browser = new RouteClient();
    expect((await browser.post(authAction, "/auth", { intent: "sign-in", email, password })).status).toBe(302);

    const posted = await browser.post(profileAction, "/profile", {
      intent: "avatar",
      avatar: new File([await picture("png")], "me.png", { type: "image/png" }),
    });
    expect(posted.status).toBe(200);
    const page = await browser.get<{ profile: { image: string } }>(profileLoader, "/profile");
    const url = page.data!.profile.image;
    expect(url).toMatch(new RegExp(`^/uploads/${id}/avatar-256\\.webp\\?v=\\d+$`));

    const served = await http().request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=300");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    // Nothing went to the local disk.
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(await uploads().get(`${id}/avatar.png`)).toBeDefined();

    // A new picture in another format replaces the original: the PNG object is deleted.
    const replaced = await browser.post(profileAction, "/profile", {
      intent: "avatar",
      avatar: new File([await picture("jpeg")], "me.jpg", { type: "image/jpeg" }),
    });
    expect(replaced.status).toBe(200);
    expect(await uploads().get(`${id}/avatar.png`)).toBeUndefined();
    const original = await http().request(`/uploads/${id}/avatar.jpg`);
    expect(original.status).toBe(200);
    expect(original.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("deletes every copy of a discarded content image from the bucket", async () => {
    const saved = await saveContentImage(await picture("png"));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const id = saved.url.split("/")[3]!;
    for (const width of [480, 960, 1600]) expect(await uploads().get(`content/${id}/${width}.webp`)).toBeDefined();
    expect((await http().request(saved.url)).status).toBe(200);

    await discardContentImage(saved.url);
    for (const width of [480, 960, 1600]) expect(await uploads().get(`content/${id}/${width}.webp`)).toBeUndefined();
  });
});
