/**
 * An organization's timeline, newest first: what staff logged about it (with or without a deal), the contact
 * messages it sent (made one of its deals, or written from one of its addresses), and the emails sent to it.
 *
 * Its addresses are its contact people's, its billing email and its client accounts', lower-cased. Each of the three
 * sources reads at most one entry more than the page shows, in the order the page merges them in, so the page is
 * exact and knows whether there is more; the emails are found through the index on lower(recipient).
 */
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { LoggedActivity } from "~/lib/sales/deals";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { db } from "../db/client.server";
import { activities, contactMessages, deals, organizationContacts, organizations, outbox, user } from "../db/schema";
import { timelineColumns } from "../sales/activities.server";
import { memberEmails } from "./client-dashboard.server";

/** The most entries the organization's page shows. */
export const ORGANIZATION_TIMELINE_SIZE = 50;

interface Dated {
  id: string;
  /** The agency's day it happened on ('YYYY-MM-DD'): an activity's own day, else the day of `at`. */
  day: string;
  /** When it was written: orders the entries of one day. */
  at: Date;
}

/** The deal an entry belongs to, when it belongs to one of the organization's deals. */
export interface TimelineDeal {
  id: string;
  title: string;
}

export type OrganizationTimelineEntry =
  | (Dated & Omit<LoggedActivity, "occurredOn"> & { type: "activity"; deal: TimelineDeal | null })
  | (Dated & { type: "message"; name: string; email: string; subject: string | null; deal: TimelineDeal | null })
  | (Dated & { type: "email"; recipient: string; subject: string | null });

export interface OrganizationTimeline {
  entries: OrganizationTimelineEntry[];
  /** Whether older entries were left out. */
  more: boolean;
}

/** The organization's addresses, lower-cased, each once. */
export async function organizationAddresses(organizationId: string): Promise<string[]> {
  const rows = await union(
    db()
      .select({ email: sql<string>`lower(${organizationContacts.email})` })
      .from(organizationContacts)
      .where(and(eq(organizationContacts.organizationId, organizationId), isNotNull(organizationContacts.email))),
    db()
      .select({ email: sql<string>`lower(${organizations.billingEmail})` })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), isNotNull(organizations.billingEmail))),
    memberEmails(organizationId),
  );
  return rows.map((row) => row.email);
}

const dealOf = (id: string | null, title: string | null): TimelineDeal | null =>
  id && title !== null ? { id, title } : null;

export async function organizationTimeline(
  organizationId: string,
  size = ORGANIZATION_TIMELINE_SIZE,
): Promise<OrganizationTimeline> {
  // One more than the page shows: whether there is more.
  const limit = size + 1;
  const [addresses, logged] = await Promise.all([
    organizationAddresses(organizationId),
    db()
      .select({ ...timelineColumns, dealId: deals.id, dealTitle: deals.title })
      .from(activities)
      .leftJoin(user, eq(user.id, activities.authorId))
      .leftJoin(deals, eq(deals.id, activities.dealId))
      .where(eq(activities.organizationId, organizationId))
      .orderBy(desc(activities.occurredOn), desc(activities.createdAt), desc(activities.id))
      .limit(limit),
  ]);
  const fromAddresses = (column: typeof contactMessages.email | typeof outbox.recipient) =>
    addresses.length > 0 ? inArray(sql`lower(${column})`, addresses) : undefined;
  const [messages, emails] = await Promise.all([
    db()
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        createdAt: contactMessages.createdAt,
        dealId: deals.id,
        dealTitle: deals.title,
      })
      .from(contactMessages)
      // Only a deal of this organization: a message made another's deal shows here by its address alone.
      .leftJoin(deals, and(eq(deals.contactMessageId, contactMessages.id), eq(deals.organizationId, organizationId)))
      .where(or(isNotNull(deals.id), fromAddresses(contactMessages.email)))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit),
    addresses.length === 0
      ? []
      : db()
          .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject, sentAt: outbox.sentAt })
          .from(outbox)
          .where(and(fromAddresses(outbox.recipient), eq(outbox.status, "sent"), isNotNull(outbox.sentAt)))
          .orderBy(desc(outbox.sentAt), desc(outbox.id))
          .limit(limit),
  ]);

  const dayOf = (at: Date) => todayIn(AGENCY_TIME_ZONE, at);
  const entries: OrganizationTimelineEntry[] = [
    ...logged.map(({ occurredOn, createdAt, dealId, dealTitle, ...activity }) => ({
      ...activity,
      type: "activity" as const,
      day: occurredOn,
      at: createdAt,
      deal: dealOf(dealId, dealTitle),
    })),
    ...messages.map(({ createdAt, dealId, dealTitle, ...message }) => ({
      ...message,
      type: "message" as const,
      day: dayOf(createdAt),
      at: createdAt,
      deal: dealOf(dealId, dealTitle),
    })),
    ...emails.map(({ id, recipient, subject, sentAt }) => ({
      id,
      type: "email" as const,
      recipient: recipient ?? "",
      subject,
      day: dayOf(sentAt!),
      at: sentAt!,
    })),
  ];
  entries.sort(newestFirst);
  return { entries: entries.slice(0, size), more: entries.length > size };
}

/** Later day first, then later written; the id keeps the order stable. */
function newestFirst(a: Dated, b: Dated): number {
  if (a.day !== b.day) return a.day < b.day ? 1 : -1;
  const at = b.at.getTime() - a.at.getTime();
  if (at !== 0) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
