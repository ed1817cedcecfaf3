/**
 * Pictures people upload (profile pictures, content images): the type is read from the file's bytes, never
 * from its name or the browser's claim. Stored through storage.server.ts (object storage or DATA_DIR/uploads),
 * which http.server.ts serves at /uploads/.
 */
import { fileTypeFromBuffer } from "file-type";
import type { Sharp } from "sharp";

export const imageFormats = {
  "image/jpeg": { ext: "jpg", sharp: "jpeg" },
  "image/png": { ext: "png", sharp: "png" },
  "image/webp": { ext: "webp", sharp: "webp" },
  "image/gif": { ext: "gif", sharp: "gif" },
  "image/avif": { ext: "avif", sharp: "avif" },
} as const;
export type ImageMime = keyof typeof imageFormats;
export type ImageFormat = (typeof imageFormats)[ImageMime];

// A small file can still decode to an enormous bitmap; 40 megapixels is far more than any photo needs.
export const MAX_PIXELS = 40_000_000;

/** The format of an image among `accepted`, from its bytes; undefined for anything else (SVG, PDF, text...). */
export async function detectImage(
  bytes: Uint8Array,
  accepted: readonly ImageMime[] = Object.keys(imageFormats) as ImageMime[],
): Promise<ImageFormat | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = accepted.find((known) => known === type?.mime);
  return mime ? imageFormats[mime] : undefined;
}

/**
 * An image decoder with the pixel limit, its EXIF rotation applied. sharp is loaded on the first image:
 * libvips adds tens of megabytes of resident memory to a process that may never receive one.
 */
export async function decodeImage(bytes: Uint8Array, options: { animated?: boolean } = {}): Promise<Sharp> {
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, ...options }).rotate();
}
