/**
 * Content images uploaded in the editor are kept only as WebP copies at a few widths
 * (`/uploads/content/<id>/<width>.webp`), never as the original file: pages pick one with `srcset`.
 */
export const CONTENT_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The copy an image URL points at (the editor saves it as the item's image_url). */
export const CONTENT_IMAGE_DEFAULT_WIDTH = 960;
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const uploaded = /^\/uploads\/content\/([0-9a-f-]{36})\/(\d+)\.webp$/;

export function contentImageUrl(id: string, width: number = CONTENT_IMAGE_DEFAULT_WIDTH): string {
  return `/uploads/content/${id}/${width}.webp`;
}

/** The id of an uploaded image's folder, from its URL; undefined for any other address. */
export function contentImageId(url: string): string | undefined {
  return uploaded.exec(url)?.[1];
}

/**
 * The `src` and `srcSet` of an item's image: an uploaded one gets every width it was saved at (a small
 * picture is not enlarged, so `widths` says which exist); any other address is used as written.
 */
export function responsiveImage(
  url: string,
  widths: readonly number[] = CONTENT_IMAGE_WIDTHS,
): { src: string; srcSet?: string } {
  const match = uploaded.exec(url);
  if (!match) return { src: url };
  const id = match[1]!;
  return { src: url, srcSet: widths.map((width) => `${contentImageUrl(id, width)} ${width}w`).join(", ") };
}
