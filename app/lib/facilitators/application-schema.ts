import { z } from "zod";
import { APPLICATION_LIMITS } from "./application-rules";

/**
 * The public application form of /join-facilitator: full name, email,
 * area of expertise, years of experience and bio are required; phone, LinkedIn and website are
 * optional. Messages are locale keys (joinFacilitator.errors.*).
 */

// A web address with or without its scheme ('linkedin.com/in/x', 'https://x.org'); only http(s).
const webAddress = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const phoneNumber = /^\+?[\d\s().-]{6,30}$/;

const optional = (pattern: RegExp, max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === "" || pattern.test(value), message)
    .optional()
    .transform((value) => value || null);

export const applicationSchema = z.object({
  fullName: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "joinFacilitator.errors.fullNameRequired")
        .max(APPLICATION_LIMITS.fullName, "joinFacilitator.errors.fullNameTooLong"),
    ),
  email: z
    .string()
    .trim()
    .max(APPLICATION_LIMITS.email, "joinFacilitator.errors.emailInvalid")
    .pipe(z.email("joinFacilitator.errors.emailInvalid")),
  expertise: z
    .string()
    .trim()
    .min(1, "joinFacilitator.errors.expertiseRequired")
    .max(APPLICATION_LIMITS.expertise, "joinFacilitator.errors.expertiseTooLong"),
  experience: z
    .string()
    .trim()
    .min(1, "joinFacilitator.errors.experienceRequired")
    .max(APPLICATION_LIMITS.experience, "joinFacilitator.errors.experienceTooLong"),
  bio: z
    .string()
    .trim()
    .min(1, "joinFacilitator.errors.bioRequired")
    .max(APPLICATION_LIMITS.bio, "joinFacilitator.errors.bioTooLong"),
  phone: optional(phoneNumber, APPLICATION_LIMITS.phone, "joinFacilitator.errors.phoneInvalid"),
  linkedin: optional(webAddress, APPLICATION_LIMITS.url, "joinFacilitator.errors.urlInvalid"),
  website: optional(webAddress, APPLICATION_LIMITS.url, "joinFacilitator.errors.urlInvalid"),
});
export type ApplicationInput = z.output<typeof applicationSchema>;

/** The full name is split at the first space ('Awa Diop Ndiaye' → 'Awa' + 'Diop Ndiaye'). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.replace(/\s+/g, " ").trim();
  const space = name.indexOf(" ");
  return space === -1
    ? { firstName: name, lastName: "" }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/**
 * Years of experience are read as an integer ('5 years' → 5, '12 ans' → 12), or null when
 * the text is not a number. A negative or implausible figure (over 80) is stored as null too: the
 * database refuses negatives, and the team reads the application anyway.
 */
export function parseYearsOfExperience(text: string): number | null {
  const years = Number.parseInt(text.trim(), 10);
  return Number.isInteger(years) && years >= 0 && years <= 80 ? years : null;
}
