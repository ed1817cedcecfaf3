/**
 * The back office's facilitators: the table's state in the URL (view, search, sort, page) and the editor's
 * schema, shared by the loaders, the actions and the screens. Messages are locale keys (adminFacilitators.*).
 */
import { z } from "zod";
import { languages } from "../i18n";
import { defineTable } from "../tables";
import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags } from "../tags";
import { versionSchema } from "../versions";

/** The filter's choices: every record, the applications waiting, the approved ones, or an availability. */
export const facilitatorViews = ["all", "pending", "approved", "available", "unavailable", "busy"] as const;
export type FacilitatorView = (typeof facilitatorViews)[number];

export const adminFacilitatorTable = defineTable({
  sorts: ["created", "name", "rate", "experience"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { view: facilitatorViews },
});

export type AdminFacilitatorState = ReturnType<typeof adminFacilitatorTable.parse>;

export const facilitatorAvailabilityValues = ["available", "busy", "unavailable"] as const;

export const facilitatorFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "location",
  "hourlyRate",
  "yearsExperience",
  "availability",
  "language",
  "bioFr",
  "bioEn",
  "website",
  "linkedin",
  "version",
] as const;
export const facilitatorListNames = [
  "specialtiesFr",
  "specialtiesEn",
  "certificationsFr",
  "certificationsEn",
  "languages",
] as const;
export type FacilitatorField = (typeof facilitatorFieldNames)[number] | (typeof facilitatorListNames)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "adminFacilitators.errors.tooLong")
    .transform((value) => value || null);

/**
 * A list field: the items added one by one, each of which may also be typed as "a, b, c" (the create
 * dialog's comma-separated lists, and what a browser without JavaScript sends); trimmed, never twice.
 */
export const listSchema = z
  .array(z.string())
  .default([])
  .transform((items) => normalizeTags(items.flatMap((item) => item.split(","))))
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, "adminFacilitators.errors.itemTooLong"))
      .max(MAX_TAGS, "adminFacilitators.errors.tooManyItems"),
  );

/** A web address typed with or without https:// (people paste 'linkedin.com/in/…'); empty is none. */
const urlField = z
  .string()
  .trim()
  .max(300, "adminFacilitators.errors.url")
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value))
  .refine((value) => value === "" || isWebUrl(value), "adminFacilitators.errors.url")
  .transform((value) => value || null);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An optional number at least 0 ('' is none); `message` is the spec's refusal. */
const optionalAmount = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || pattern.test(value), message)
    .transform((value) => value || null);

/** What the Add Facilitator and Edit dialogs send; the edit dialog adds the record's version (stale saves). */
export const facilitatorSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "adminFacilitators.errors.firstName")
    .max(100, "adminFacilitators.errors.tooLong"),
  lastName: z.string().trim().min(1, "adminFacilitators.errors.lastName").max(100, "adminFacilitators.errors.tooLong"),
  email: z.string().trim().max(254, "adminFacilitators.errors.email").pipe(z.email("adminFacilitators.errors.email")),
  phone: optionalText(50),
  location: optionalText(200),
  hourlyRate: optionalAmount(/^\d{1,8}(\.\d{1,2})?$/, "adminFacilitators.errors.rate"),
  yearsExperience: optionalAmount(/^\d{1,2}$/, "adminFacilitators.errors.experience").transform((value) =>
    value === null ? null : Number(value),
  ),
  availability: z.enum(facilitatorAvailabilityValues).catch("available"),
  /** The language of their emails (the invitation, a refusal). */
  language: z.enum(languages).catch("fr"),
  bioFr: optionalText(5000),
  bioEn: optionalText(5000),
  specialtiesFr: listSchema,
  specialtiesEn: listSchema,
  certificationsFr: listSchema,
  certificationsEn: listSchema,
  languages: listSchema,
  website: urlField,
  linkedin: urlField,
  version: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || versionSchema.safeParse(value).success, "backOffice.errors.version"),
});

export type FacilitatorInput = z.output<typeof facilitatorSchema>;

/** What a facilitator edits of their own public profile (/facilitator/profile). */
export const ownProfileFieldNames = ["bioFr", "bioEn", "version"] as const;
export const ownProfileListNames = ["specialtiesFr", "specialtiesEn", "languages"] as const;
export type OwnProfileField = (typeof ownProfileFieldNames)[number] | (typeof ownProfileListNames)[number];

export const ownProfileSchema = facilitatorSchema.pick({
  bioFr: true,
  bioEn: true,
  specialtiesFr: true,
  specialtiesEn: true,
  languages: true,
  version: true,
});

export type OwnProfileInput = z.output<typeof ownProfileSchema>;
