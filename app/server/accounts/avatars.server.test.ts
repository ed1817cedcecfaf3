import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import { AVATAR_DISPLAY_FILE, saveAvatar } from "./avatars.server";

const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/avatars-test-${process.pid}`;
  process.env.DATA_DIR = dir;
  return dir;
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const userId = "5b0d6f7e-1c2a-4f3b-9a8d-0e1f2a3b4c5d";
const dir = path.join(dataDir, "uploads", userId);

function photo(format: "png" | "jpeg", width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 181, g: 69, b: 43 } } })
    .withMetadata({ exif: { IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } } })
    .toFormat(format)
    .toBuffer();
}

describe("saveAvatar", () => {
  it("stores a real image as {userId}/avatar.{ext} with a 256 px WebP copy, and returns a cache-busting URL", async () => {
    const input = await photo("png");
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const saved = await saveAvatar(userId, input);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.url).toMatch(new RegExp(`^/uploads/${userId}/${AVATAR_DISPLAY_FILE}\\?v=\\d+$`));
    expect(fs.readdirSync(dir).sort()).toEqual([AVATAR_DISPLAY_FILE, "avatar.png"]);
    const display = await sharp(path.join(dir, AVATAR_DISPLAY_FILE)).metadata();
    expect(display).toMatchObject({ format: "webp", width: 256, height: 256 });
    // The kept original no longer carries the camera's metadata.
    expect((await sharp(path.join(dir, "avatar.png")).metadata()).exif).toBeUndefined();
  });

  it("replaces the previous picture, even in another format", async () => {
    const first = await saveAvatar(userId, await photo("png"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await saveAvatar(userId, await photo("jpeg", 300, 900));
    expect(first.ok && second.ok).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual([AVATAR_DISPLAY_FILE, "avatar.jpg"]);
    if (first.ok && second.ok) expect(second.url).not.toBe(first.url);
  });

  it("judges by the bytes, not the name: text called .png and an SVG are refused", async () => {
    expect(await saveAvatar(userId, Buffer.from("definitely not a picture"))).toEqual({
      ok: false,
      error: "notAnImage",
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await saveAvatar(userId, svg)).toEqual({ ok: false, error: "notAnImage" });
  });

  it("refuses a file over 5 MB", async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    (await photo("png")).copy(big);
    expect(await saveAvatar(userId, big)).toEqual({ ok: false, error: "tooLarge" });
  });

  it("refuses a truncated image that cannot be decoded", async () => {
    const broken = (await photo("jpeg")).subarray(0, 200);
    expect(await saveAvatar(userId, broken)).toEqual({ ok: false, error: "unreadable" });
  });

  it("never writes outside the uploads directory", async () => {
    await expect(saveAvatar("../../etc", await photo("png"))).rejects.toThrow();
  });
});
