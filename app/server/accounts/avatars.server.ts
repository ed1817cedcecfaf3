import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { AVATAR_MAX_BYTES } from "~/lib/auth-rules";
import { config } from "../config.server";
import { logger } from "../logger.server";

/**
 * Profile pictures (an image, 5 MB at most): stored as `{userId}/avatar.{ext}` under DATA_DIR/uploads, which
 * http.server.ts serves at /uploads/. The type is read from the file's bytes, never from the name or
 * the browser's claim. Next to the original goes `avatar-256.webp`, the small copy pages display.
 */
const formats = {
  "image/jpeg": { ext: "jpg", sharp: "jpeg" },
  "image/png": { ext: "png", sharp: "png" },
  "image/webp": { ext: "webp", sharp: "webp" },
  "image/gif": { ext: "gif", sharp: "gif" },
  "image/avif": { ext: "avif", sharp: "avif" },
} as const;

export const AVATAR_DISPLAY_SIZE = 256;
export const AVATAR_DISPLAY_FILE = "avatar-256.webp";
// A small file can still decode to an enormous bitmap; 40 megapixels is far more than any photo needs.
const MAX_PIXELS = 40_000_000;

export type AvatarError = "tooLarge" | "notAnImage" | "unreadable";

function userDir(userId: string): string {
  // Ids are UUIDs; refuse anything else rather than let it reach a file path.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) throw new Error("invalid user id for an avatar path");
  return path.join(config().dataDir, "uploads", userId);
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/**
 * Checks and stores a new picture, replacing the previous one, and returns the URL to save as the
 * user's image (`?v=` changes with each upload, so browsers and caches never show the old one).
 */
export async function saveAvatar(
  userId: string,
  bytes: Uint8Array,
): Promise<{ ok: true; url: string } | { ok: false; error: AvatarError }> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const type = await fileTypeFromBuffer(bytes);
  const format = type && type.mime in formats ? formats[type.mime as keyof typeof formats] : undefined;
  if (!format) return { ok: false, error: "notAnImage" };

  let original: Buffer;
  let display: Buffer;
  // Loaded on the first upload: libvips adds tens of megabytes of resident memory to a process that
  // may never receive a picture.
  const { default: sharp } = await import("sharp");
  try {
    const input = () =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: format.ext === "gif" || format.ext === "webp" });
    // The kept original is re-encoded in its own format: that applies the EXIF rotation and drops the
    // metadata (camera, GPS position) that a public picture should not carry.
    original = await input().rotate().toFormat(format.sharp).toBuffer();
    display = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(AVATAR_DISPLAY_SIZE, AVATAR_DISPLAY_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    logger.info({ err: error, userId }, "avatar refused: the image cannot be decoded");
    return { ok: false, error: "unreadable" };
  }

  const dir = userDir(userId);
  await fs.mkdir(dir, { recursive: true });
  const name = `avatar.${format.ext}`;
  await writeAtomically(path.join(dir, name), original);
  await writeAtomically(path.join(dir, AVATAR_DISPLAY_FILE), display);
  // An earlier picture in another format would otherwise stay behind under its own name.
  for (const entry of await fs.readdir(dir)) {
    if (entry.startsWith("avatar.") && entry !== name && !entry.endsWith(".tmp"))
      await fs.rm(path.join(dir, entry), { force: true });
  }
  return { ok: true, url: `/uploads/${userId}/${AVATAR_DISPLAY_FILE}?v=${Date.now()}` };
}
