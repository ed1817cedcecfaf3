import { randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { localizedString } from "~/lib/localized-text";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { missingVersions, type MessageInput } from "~/lib/workshops/registrant-forms";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { workshopRegistrations, workshops } from "../db/schema";
import { serverT } from "../i18n.server";
import { enqueueMail, sendMailQueuedBy } from "../outbox/mail.server";
import { getSettingValues } from "../site/settings.server";
import { workshopUrl } from "./links.server";
import { loadMailWorkshop } from "./mail.server";

// One message from staff to all of a workshop's confirmed (or waitlisted) registrants, each in their language.

export type MessageOutcome =
  | { kind: "sent"; count: number }
  | { kind: "not_found" }
  | { kind: "no_recipients" }
  /** Someone in the audience reads a language the message was not written in. */
  | { kind: "missing_versions"; languages: ("fr" | "en")[]; readers: Record<"fr" | "en", number> };

/**
 * Queues the message for every registrant of `audience`, in the version of their language, with the workshop's
 * title and date and the link to its page; the audit log keeps what was sent and to how many. The list is read
 * under the workshop's lock, so nobody who registers or cancels meanwhile is half-included.
 */
export async function messageRegistrants(
  workshopId: string,
  input: MessageInput,
  source: AuditSource,
): Promise<MessageOutcome> {
  if (!isUuid(workshopId)) return { kind: "not_found" };
  return sendMailQueuedBy(() =>
    db().transaction(async (tx): Promise<MessageOutcome> => {
      const [locked] = await tx
        .select({ id: workshops.id })
        .from(workshops)
        .where(eq(workshops.id, workshopId))
        .for("update");
      const workshop = locked && (await loadMailWorkshop(locked.id, tx));
      if (!workshop) return { kind: "not_found" };
      const recipients = await tx
        .select({
          id: workshopRegistrations.id,
          name: workshopRegistrations.name,
          email: workshopRegistrations.email,
          language: workshopRegistrations.language,
        })
        .from(workshopRegistrations)
        .where(
          and(
            eq(workshopRegistrations.workshopId, workshopId),
            eq(workshopRegistrations.status, input.audience),
            // A seat an organization has not named yet has nobody to write to.
            isNotNull(workshopRegistrations.email),
          ),
        );
      if (recipients.length === 0) return { kind: "no_recipients" };
      const readers = { fr: 0, en: 0 };
      for (const person of recipients) readers[person.language] += 1;
      const missing = missingVersions(input, new Set(recipients.map((person) => person.language)));
      if (missing.length > 0) return { kind: "missing_versions", languages: missing, readers };

      const siteName = siteIdentityFrom(await getSettingValues(tx)).name;
      const messageId = randomUUID();
      for (const person of recipients) {
        if (!person.email) continue;
        const lang = person.language;
        const t = serverT(lang);
        const title = localizedString(workshop.title, lang);
        const subject = lang === "fr" ? input.subjectFr! : input.subjectEn!;
        const body = lang === "fr" ? input.bodyFr! : input.bodyEn!;
        const about = workshop.date
          ? t("workshop.email.messageAbout", { title, date: formatLongDate(workshop.date, lang) })
          : t("workshop.email.messageAboutUndated", { title });
        const text = [
          t("workshop.email.greeting", { name: person.name }),
          "",
          body,
          "",
          "—",
          about,
          t("workshop.email.details", { url: workshopUrl(workshop.id, lang) }),
          "",
          t("workshop.email.signature", { brand: siteName }),
        ].join("\n");
        await enqueueMail(
          tx,
          { to: person.email, subject: `${subject} · ${title}`, text },
          { dedupeKey: `workshop-message:${messageId}:${person.id}` },
        );
      }
      await recordAudit(tx, {
        ...source,
        action: "send",
        entity: "workshop",
        entityId: workshopId,
        before: null,
        after: {
          audience: input.audience,
          recipients: recipients.length,
          subjectFr: input.subjectFr,
          subjectEn: input.subjectEn,
        },
      });
      return { kind: "sent", count: recipients.length };
    }),
  );
}
