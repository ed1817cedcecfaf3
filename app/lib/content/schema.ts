/**
 * The content editor's rules (the admin CMS and the Creator Studio share them): section, type and language
 * from their sets, image and video addresses valid or empty, an order of at least 0, the Published switch.
 * Messages are locale keys of the `cms` area.
 */
import { z } from "zod";
import { languages } from "../i18n";
import { contentSections, contentTypes } from "./site-content";
import { versionSchema } from "../versions";

export const CONTENT_LIMITS = {
  title: 200,
  subtitle: 300,
  description: 2000,
  contentBody: 10_000,
  buttonText: 80,
  url: 2000,
  orderIndex: 10_000,
} as const;

/** An http(s) address, or a path on this site (an uploaded picture is `/uploads/...`). */
export function isContentUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "cms.errors.tooLong")
    .transform((value) => value || null);

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(CONTENT_LIMITS.url, message)
    .refine((value) => value === "" || isContentUrl(value), message)
    .transform((value) => value || null);

/** The editor's text fields, in the order they are read and echoed back. */
export const contentFields = [
  "section",
  "contentType",
  "language",
  "title",
  "subtitle",
  "description",
  "contentBody",
  "imageUrl",
  "videoUrl",
  "buttonText",
  "buttonUrl",
  "orderIndex",
  "isPublished",
  "version",
] as const;
export type ContentField = (typeof contentFields)[number];

export const contentSchema = z.object({
  section: z.enum(contentSections, "cms.errors.section"),
  contentType: z.enum(contentTypes, "cms.errors.contentType"),
  language: z.enum(languages, "cms.errors.language"),
  title: optionalText(CONTENT_LIMITS.title),
  subtitle: optionalText(CONTENT_LIMITS.subtitle),
  description: optionalText(CONTENT_LIMITS.description),
  contentBody: optionalText(CONTENT_LIMITS.contentBody),
  imageUrl: optionalUrl("cms.errors.imageUrl"),
  videoUrl: optionalUrl("cms.errors.videoUrl"),
  buttonText: optionalText(CONTENT_LIMITS.buttonText),
  buttonUrl: optionalUrl("cms.errors.buttonUrl"),
  // An empty order is the default, 0; anything else must be a whole number from 0.
  orderIndex: z
    .string()
    .trim()
    .transform((value) => (value === "" ? 0 : Number(value)))
    .pipe(
      z
        .number("cms.errors.orderIndex")
        .int("cms.errors.orderIndex")
        .min(0, "cms.errors.orderIndex")
        .max(CONTENT_LIMITS.orderIndex, "cms.errors.orderIndex"),
    ),
  // A checkbox: sent as "on" when ticked, absent otherwise.
  isPublished: z.string().transform((value) => value === "on" || value === "true"),
});
export type ContentInput = z.output<typeof contentSchema>;

/** Editing carries the version the editor was opened on (the stale-save rule). */
export const contentEditSchema = contentSchema.extend({ version: versionSchema });

/** The move up / move down buttons of a list (reordering within a section). */
export const contentMoveSchema = z.object({
  id: z.uuid(),
  direction: z.enum(["up", "down"]),
});
