/**
 * An image uploaded in the content editor: JPEG, PNG or WebP by its bytes (SVG and everything else
 * refused), 5 MB at most, stored as WebP copies at the widths of app/lib/content/images.ts under
 * content/<id>/ in the upload store (storage.server.ts). The original is not kept: pages never need it.
 */
import crypto from "node:crypto";
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_WIDTHS, contentImageId, contentImageUrl } from "~/lib/content/images";
import { decodeImage, detectImage } from "../uploads/images.server";
import { logger } from "../logger.server";
import { uploads } from "../uploads/storage.server";

export type ContentImageError = "tooLarge" | "notAnImage" | "unreadable";

export async function saveContentImage(
  bytes: Uint8Array,
): Promise<{ ok: true; url: string } | { ok: false; error: ContentImageError }> {
  if (bytes.byteLength > CONTENT_IMAGE_MAX_BYTES) return { ok: false, error: "tooLarge" };
  if (!(await detectImage(bytes, ["image/jpeg", "image/png", "image/webp"]))) return { ok: false, error: "notAnImage" };

  const copies: [number, Buffer][] = [];
  try {
    for (const width of CONTENT_IMAGE_WIDTHS) {
      // Never enlarged: a 600 px picture gives its 480 copy and two 600 px ones, under the names pages ask for.
      const copy = await (
        await decodeImage(bytes)
      )
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      copies.push([width, copy]);
    }
  } catch (error) {
    logger.info({ err: error }, "content image refused: it cannot be decoded");
    return { ok: false, error: "unreadable" };
  }

  const id = crypto.randomUUID();
  for (const [width, copy] of copies) await uploads().put(`content/${id}/${width}.webp`, copy, "image/webp");
  return { ok: true, url: contentImageUrl(id) };
}

/** Deletes the copies of an image saved for a write that was then refused, so no file outlives it. */
export async function discardContentImage(url: string): Promise<void> {
  const id = contentImageId(url);
  if (!id) return;
  await uploads().delete(CONTENT_IMAGE_WIDTHS.map((width) => `content/${id}/${width}.webp`));
}
