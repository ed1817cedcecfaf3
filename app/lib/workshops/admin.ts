/**
 * The back office's workshops: the table's state in the URL (filters, search, sort, page) and the editor's
 * schema, shared by the loaders, the actions and the screens. Messages are locale keys (workshop.editor.*).
 */
import { z } from "zod";
import type { Currency } from "../format";
import { languages } from "../i18n";
import { defineTable } from "../tables";
import { tagsSchema } from "../tags";
import { AGENCY_TIME_ZONE, workshopTimeZones } from "../time-zone";
import { versionSchema } from "../versions";
import { calendarLevels, isCalendarTheme } from "./calendar-filters";

export const adminWorkshopStatuses = ["all", "draft", "published", "cancelled", "completed"] as const;

export const adminWorkshopTable = defineTable({
  sorts: ["date", "title", "status", "price"],
  defaultSort: "date",
  defaultDir: "asc",
  filters: { status: adminWorkshopStatuses },
});

export type AdminWorkshopState = ReturnType<typeof adminWorkshopTable.parse>;

export const workshopFieldNames = [
  "titleFr",
  "titleEn",
  "descriptionFr",
  "descriptionEn",
  "date",
  "startTime",
  "endTime",
  "location",
  "meetingUrl",
  "locationEn",
  "online",
  "timeZone",
  "theme",
  "level",
  "maxParticipants",
  "price",
  "status",
  "facilitatorId",
  "version",
] as const;
export const workshopListNames = ["tags", "tagsEn", "languages"] as const;
export type WorkshopField = (typeof workshopFieldNames)[number] | (typeof workshopListNames)[number];

const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null);

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const isTime = (value: unknown): value is string => typeof value === "string" && /^\d{2}:\d{2}$/.test(value.trim());

/** 'YYYY-MM-DD' naming a day that exists (PostgreSQL refuses '2030-02-30' with an error, never a 4xx). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= "2000-01-01";
}

function isMeetingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** XOF takes whole francs: a price with a fraction other than zero is refused rather than rounded. */
const hasCents = (price: string) => /\.\d*[1-9]/.test(price);

const workshopTags = tagsSchema(
  { tooLong: "backOffice.errors.tagTooLong", tooMany: "backOffice.errors.tooManyTags" },
  { commaSeparated: true },
);

/**
 * What the create and edit dialogs send, for the site's currency (XOF refuses cents); the edit dialog adds the
 * record's version (the stale-save rule).
 */
export const workshopSchema = (currency: Currency) =>
  z
    .object({
      titleFr: text(200, "workshop.editor.errors.titleTooLong"),
      titleEn: text(200, "workshop.editor.errors.titleTooLong"),
      descriptionFr: text(5000, "workshop.editor.errors.descriptionTooLong"),
      descriptionEn: text(5000, "workshop.editor.errors.descriptionTooLong"),
      date: z.string().trim().refine(isCalendarDate, "workshop.editor.errors.dateRequired"),
      startTime: z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "workshop.editor.errors.startTimeRequired"),
      endTime: z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "workshop.editor.errors.endTimeRequired"),
      location: text(200, "workshop.editor.errors.locationTooLong"),
      locationEn: text(200, "workshop.editor.errors.locationTooLong"),
      online: z.string().transform((value) => value === "on"),
      // A web address people open from their email: https only, so no other scheme is ever mailed out.
      meetingUrl: z
        .string()
        .trim()
        .max(500, "workshop.editor.errors.meetingUrl")
        .refine((value) => value === "" || isMeetingUrl(value), "workshop.editor.errors.meetingUrl")
        .transform((value) => value || null),
      // Left out, the agency's zone (as a new workshop's select starts); anything else must be in the list.
      timeZone: z
        .string()
        .trim()
        .transform((value) => value || AGENCY_TIME_ZONE)
        .pipe(z.enum(workshopTimeZones, "workshop.editor.errors.timeZone")),
      theme: z
        .string()
        .trim()
        .refine((value) => value === "" || isCalendarTheme(value), "workshop.editor.errors.theme")
        .transform((value) => (isCalendarTheme(value) ? value : null)),
      level: z.enum(["", ...calendarLevels], "workshop.editor.errors.level").transform((value) => value || null),
      maxParticipants: z.coerce
        .number({ message: "workshop.editor.errors.maxParticipants" })
        .int("workshop.editor.errors.maxParticipants")
        .min(1, "workshop.editor.errors.maxParticipants")
        .max(10_000, "workshop.editor.errors.maxParticipants"),
      price: z
        .string()
        .trim()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, "workshop.editor.errors.price")
        .refine((price) => currency !== "XOF" || !hasCents(price), "workshop.editor.errors.wholeFrancs"),
      status: z.enum(["draft", "published", "cancelled", "completed"]).catch("draft"),
      facilitatorId: z
        .string()
        .trim()
        .refine((value) => value === "" || /^[0-9a-f-]{36}$/i.test(value), "workshop.editor.errors.facilitator")
        .transform((value) => value || null),
      tags: workshopTags,
      tagsEn: workshopTags,
      languages: z
        .array(z.enum(languages))
        .default([])
        .transform((list) => languages.filter((language) => list.includes(language)))
        .pipe(z.array(z.enum(languages)).min(1, "workshop.editor.errors.languagesRequired")),
      /** Empty on the create form; the edit form's hidden field. */
      version: z
        .string()
        .optional()
        .transform((value) => value || undefined),
    })
    // `when`: these run even when another field is refused, so every message shows at once.
    .refine((value) => !!(trimmed(value.titleFr) || trimmed(value.titleEn)), {
      path: ["titleFr"],
      message: "workshop.editor.errors.titleRequired",
      when: () => true,
    })
    .refine((value) => !isTime(value.startTime) || !isTime(value.endTime) || value.endTime > value.startTime, {
      path: ["endTime"],
      message: "workshop.editor.errors.endBeforeStart",
      when: () => true,
    })
    // The French place is the key the calendar's filter and the alerts match on: an English one needs it.
    .refine((value) => !trimmed(value.locationEn) || !!trimmed(value.location), {
      path: ["locationEn"],
      message: "workshop.editor.errors.locationEnWithoutFr",
      when: () => true,
    })
    .refine((value) => value.version === undefined || versionSchema.safeParse(value.version).success, {
      path: ["version"],
      message: "backOffice.errors.version",
    });

export type WorkshopInput = z.output<ReturnType<typeof workshopSchema>>;
