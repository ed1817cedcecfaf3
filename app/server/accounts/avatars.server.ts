import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import { decodeImage, detectImage, imageFormats } from "../uploads/images.server";
import { logger } from "../logger.server";
import { uploads } from "../uploads/storage.server";

/**
 * Profile pictures (an image, 5 MB at most): stored as `{userId}/avatar.{ext}` in the upload store
 * (images.server.ts checks the bytes, storage.server.ts keeps the files). Next to the original goes `avatar-256.webp`,
 * the small copy pages display.
 */

export const AVATAR_DISPLAY_SIZE = 256;
export const AVATAR_DISPLAY_FILE = "avatar-256.webp";
export type AvatarError = "tooLarge" | "notAnImage" | "unreadable";

function checkUserId(userId: string): string {
  // Ids are UUIDs; refuse anything else rather than let it reach a file path.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) throw new Error("invalid user id for an avatar path");
  return userId;
}

/**
 * Checks and stores a new picture, replacing the previous one, and returns the URL to save as the
 * user's image (`?v=` changes with each upload, so browsers and caches never show the old one).
 * `kind` names the files: the account's avatar, or the photo of their public facilitator profile, kept
 * apart so that one never replaces the other.
 */
export async function saveAvatar(
  userId: string,
  bytes: Uint8Array,
  kind: "avatar" | "facilitator-photo" = "avatar",
): Promise<{ ok: true; url: string } | { ok: false; error: AvatarError }> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const format = await detectImage(bytes);
  if (!format) return { ok: false, error: "notAnImage" };

  let original: Buffer;
  let display: Buffer;
  try {
    // The kept original is re-encoded in its own format: that applies the EXIF rotation and drops the
    // metadata (camera, GPS position) that a public picture should not carry.
    original = await (
      await decodeImage(bytes, { animated: format.ext === "gif" || format.ext === "webp" })
    )
      .toFormat(format.sharp)
      .toBuffer();
    display = await (
      await decodeImage(bytes)
    )
      .resize(AVATAR_DISPLAY_SIZE, AVATAR_DISPLAY_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    logger.info({ err: error, userId }, "avatar refused: the image cannot be decoded");
    return { ok: false, error: "unreadable" };
  }

  const dir = checkUserId(userId);
  const store = uploads();
  const name = `${kind}.${format.ext}`;
  const displayName = kind === "avatar" ? AVATAR_DISPLAY_FILE : `${kind}-${AVATAR_DISPLAY_SIZE}.webp`;
  await store.put(`${dir}/${name}`, original, mimeOf(format.ext));
  await store.put(`${dir}/${displayName}`, display, "image/webp");
  // An earlier picture in another format would otherwise stay behind under its own name.
  const others = Object.values(imageFormats).filter(({ ext }) => ext !== format.ext);
  await store.delete(others.map(({ ext }) => `${dir}/${kind}.${ext}`));
  return { ok: true, url: `/uploads/${userId}/${displayName}?v=${Date.now()}` };
}

function mimeOf(ext: string): string {
  return Object.entries(imageFormats).find(([, format]) => format.ext === ext)![0];
}
