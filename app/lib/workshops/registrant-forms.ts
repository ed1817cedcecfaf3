/**
 * The staff's forms on a workshop's registrations page, besides cancelling: move one registration to another
 * session of the same workshop, and write one message to the confirmed (or waitlisted) registrants. Adding a
 * registrant is the public registration form (registration-schema.ts). Messages are locale keys.
 */
import { z } from "zod";
import { optionalText } from "../form-fields";

export const registrantIntents = ["add", "book", "move", "cancel", "message"] as const;
export type RegistrantIntent = (typeof registrantIntents)[number];

export const moveSchema = z.object({
  registrationId: z.uuid("workshop.admin.registrationErrors.notFound"),
  toWorkshopId: z.uuid("workshop.admin.move.errors.chooseSession"),
});
export const moveFields = ["registrationId", "toWorkshopId"] as const;

/** Who a message goes to: the people holding a seat, or the people waiting for one. */
export const messageAudiences = ["confirmed", "waitlisted"] as const;
export type MessageAudience = (typeof messageAudiences)[number];

export const MESSAGE_LIMITS = { subject: 150, body: 5000 } as const;

/**
 * One message in up to two languages: each registrant gets the version in their own language, so the server
 * asks for a language's subject and body once someone in the audience reads it (`missingVersions`).
 */
export const messageSchema = z
  .object({
    audience: z.enum(messageAudiences, "workshop.admin.message.errors.audience"),
    subjectFr: optionalText(MESSAGE_LIMITS.subject, "workshop.admin.message.errors.subjectTooLong"),
    bodyFr: optionalText(MESSAGE_LIMITS.body, "workshop.admin.message.errors.bodyTooLong"),
    subjectEn: optionalText(MESSAGE_LIMITS.subject, "workshop.admin.message.errors.subjectTooLong"),
    bodyEn: optionalText(MESSAGE_LIMITS.body, "workshop.admin.message.errors.bodyTooLong"),
  })
  .superRefine((input, context) => {
    // Half a version (a subject without a body, or the reverse) is a slip, whoever reads that language.
    for (const lang of ["Fr", "En"] as const) {
      const subject = input[`subject${lang}`];
      const body = input[`body${lang}`];
      if (subject && !body)
        context.addIssue({
          code: "custom",
          path: [`body${lang}`],
          message: "workshop.admin.message.errors.bodyRequired",
        });
      if (body && !subject)
        context.addIssue({
          code: "custom",
          path: [`subject${lang}`],
          message: "workshop.admin.message.errors.subjectRequired",
        });
    }
  });
export const messageFields = ["audience", "subjectFr", "bodyFr", "subjectEn", "bodyEn"] as const;
export type MessageInput = z.output<typeof messageSchema>;

/** The languages read by someone in the audience that the message has no version in. */
export function missingVersions(input: MessageInput, readers: ReadonlySet<"fr" | "en">): ("fr" | "en")[] {
  const written = { fr: !!(input.subjectFr && input.bodyFr), en: !!(input.subjectEn && input.bodyEn) };
  return (["fr", "en"] as const).filter((lang) => readers.has(lang) && !written[lang]);
}

/** Another session of the same workshop that a registration can be moved to, as the page lists it. */
export interface MoveTarget {
  id: string;
  /** Its date and time, formatted in the page's language. */
  when: string;
  freeSeats: number;
}
