/**
 * Tells the team (at the contact_email setting, in the site's default language) and the workshop's facilitator
 * (in their account's language) that someone registered, joined the waitlist or cancelled: one email per
 * event and recipient, queued in the transaction of the change.
 */
import { localizedString } from "~/lib/localized-text";
import { and, count, eq } from "drizzle-orm";
import { formatLongDate } from "~/lib/format";
import { isLanguage, type Language } from "~/lib/i18n";
import { config } from "../config.server";
import { contactDetailsFrom } from "../contact/messages.server";
import type { Db } from "../db/client.server";
import { facilitators, user, workshopRegistrations, workshops, type WorkshopRegistration } from "../db/schema";
import { serverT } from "../i18n.server";
import { enqueueMail } from "../outbox/mail.server";
import { getSettingValues } from "../site/settings.server";
import { workshopTitle } from "./queries.server";

export type StaffNotice = "registered" | "waitlisted" | "cancelled";

type Registrant = Pick<WorkshopRegistration, "id" | "name" | "email" | "organization" | "workshopId">;

async function loadWorkshop(workshopId: string, reader: Db) {
  const [row] = await reader
    .select({
      id: workshops.id,
      title: workshopTitle,
      date: workshops.date,
      maxParticipants: workshops.maxParticipants,
      facilitatorEmail: facilitators.email,
      facilitatorLanguage: user.preferredLanguage,
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .leftJoin(user, eq(user.id, facilitators.userId))
    .where(eq(workshops.id, workshopId));
  if (!row) return null;
  const counted = await reader
    .select({ status: workshopRegistrations.status, n: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId)))
    .groupBy(workshopRegistrations.status);
  const of = (status: string) => counted.find((row) => row.status === status)?.n ?? 0;
  return { ...row, confirmed: of("confirmed"), waitlisted: of("waitlisted"), cancelled: of("cancelled") };
}

export function staffNoticeMail(
  notice: StaffNotice,
  registrant: Registrant,
  workshop: NonNullable<Awaited<ReturnType<typeof loadWorkshop>>>,
  lang: Language,
): { subject: string; text: string } {
  const t = serverT(lang);
  const title = localizedString(workshop.title, lang);
  const when = workshop.date ? formatLongDate(workshop.date, lang) : t("workshop.facts.dateTbd");
  const who = [
    registrant.name,
    `<${registrant.email}>`,
    registrant.organization ? `(${registrant.organization})` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const summary = [
    `${t("workshop.admin.summaryConfirmed", { count: workshop.confirmed })} ${t("workshop.admin.summarySeats", { count: workshop.maxParticipants })}`,
    t("workshop.admin.summaryWaitlisted", { count: workshop.waitlisted }),
    t("workshop.admin.summaryCancelled", { count: workshop.cancelled }),
  ].join(" · ");
  const list = new URL(`/admin/workshops/${workshop.id}/registrations`, config().baseUrl).toString();
  const text = [
    t(`workshop.staffEmail.${notice}Body`, { name: who, title, date: when }),
    "",
    summary,
    "",
    t("workshop.staffEmail.list", { url: list }),
    "",
  ].join("\n");
  return { subject: t(`workshop.staffEmail.${notice}Subject`, { name: registrant.name, title }), text };
}

/** Queues the notice to the team and the facilitator in the caller's transaction (counts include the change). */
export async function queueStaffNotice(tx: Db, notice: StaffNotice, registrant: Registrant): Promise<void> {
  const [workshop, settings] = [await loadWorkshop(registrant.workshopId, tx), await getSettingValues(tx)];
  if (!workshop) return;
  const team = contactDetailsFrom(settings).email;
  const teamLang: Language = isLanguage(settings.default_language) ? settings.default_language : "fr";
  const recipients: [string, Language][] = [[team, teamLang]];
  const facilitator = workshop.facilitatorEmail?.trim();
  if (facilitator && facilitator.toLowerCase() !== team.toLowerCase())
    recipients.push([facilitator, isLanguage(workshop.facilitatorLanguage) ? workshop.facilitatorLanguage : teamLang]);
  for (const [to, lang] of recipients)
    await enqueueMail(
      tx,
      { to, ...staffNoticeMail(notice, registrant, workshop, lang) },
      { dedupeKey: `staff:${registrant.id}:${notice}:${to.toLowerCase()}` },
    );
}
