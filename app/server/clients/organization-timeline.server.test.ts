/**
 * An organization's timeline against a real database: what it merges (activities with or without a deal, contact
 * messages by deal or by address, emails sent), in which order, by which addresses, and its limit.
 */
import { describe, expect, it } from "vitest";
import { activitySchema } from "~/lib/sales/deals";
import { activities, organizationClients, outbox } from "../db/schema";
import {
  createContactMessage,
  createDeal,
  createOrganization,
  createOrganizationContact,
  createUser,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { logActivity } from "../sales/activities.server";
import {
  ORGANIZATION_TIMELINE_SIZE,
  organizationAddresses,
  organizationTimeline,
  type OrganizationTimelineEntry,
} from "./organization-timeline.server";

const database = setUpTestDatabase();
const by = (account: { id: string; email: string }) => ({ actor: account, address: null });
let sequence = 0;

/** An email of the outbox, sent (or in another state) at `at`. */
async function email(recipient: string, at: Date, status = "sent") {
  sequence += 1;
  const [row] = await database.db
    .insert(outbox)
    .values({
      kind: "mail",
      dedupeKey: `timeline-${sequence}`,
      payload: {},
      recipient,
      subject: `Email ${sequence}`,
      status,
      sentAt: status === "sent" ? at : null,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** What a test reads of an entry: its type and the words that tell it apart. */
function seen(entry: OrganizationTimelineEntry): string {
  if (entry.type === "activity") return `activity ${entry.summary}${entry.deal ? ` (${entry.deal.title})` : ""}`;
  if (entry.type === "message") return `message ${entry.subject}${entry.deal ? ` (${entry.deal.title})` : ""}`;
  return `email ${entry.recipient} ${entry.subject}`;
}

const day = (date: string, hour = 12) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);

describe("an organization's timeline", () => {
  it("finds its addresses: its contact people's, its billing email and its client accounts', lower-cased, once each", async () => {
    const organization = await createOrganization({ billingEmail: "Compta@Org.example" });
    await createOrganizationContact({ organizationId: organization.id, email: "awa@org.example" });
    await createOrganizationContact({ organizationId: organization.id, email: "compta@org.example" });
    await createOrganizationContact({ organizationId: organization.id, email: null });
    const client = await createUser({ role: "client", email: "Client.Timeline@Org.example" });
    await database.db.insert(organizationClients).values({ organizationId: organization.id, userId: client.id });
    await createOrganizationContact({ organizationId: (await createOrganization()).id, email: "other@org.example" });
    expect((await organizationAddresses(organization.id)).sort()).toEqual([
      "awa@org.example",
      "client.timeline@org.example",
      "compta@org.example",
    ]);
  });

  it("merges activities, messages and emails sent, newest first, by the day they happened", async () => {
    const author = await createUser({ role: "admin", firstName: "Awa", lastName: "Traoré" });
    const organization = await createOrganization({ billingEmail: "finance@mutuelle.example" });
    await createOrganizationContact({ organizationId: organization.id, email: "sidiki@mutuelle.example" });
    const other = await createOrganization();

    // Messages: one made this organization's deal, one from an address of it (any case), and others that are not its.
    const message = (subject: string, email: string, hour: number) =>
      createContactMessage({ subject, email, createdAt: day("2026-11-10", hour) });
    const dealMessage = await message("By deal", "someone@elsewhere.example", 9);
    await message("By address", "Sidiki@Mutuelle.example", 10);
    await message("Stranger", "stranger@elsewhere.example", 11);
    const othersMessage = await message("Other's deal", "sidiki@other.example", 12);
    const deal = await createDeal({
      organizationId: organization.id,
      title: "Plan 2030",
      contactMessageId: dealMessage.id,
    });
    await createDeal({ organizationId: other.id, title: "Other's", contactMessageId: othersMessage.id });

    // Activities: on the deal, on the organization alone (backdated), and another organization's.
    const note = (summary: string, occurredOn: string) => activitySchema.parse({ kind: "note", occurredOn, summary });
    await logActivity({ dealId: deal.id }, note("On the deal", "2026-11-12"), by(author));
    await logActivity({ organizationId: organization.id }, note("Backdated", "2026-11-09"), by(author));
    await logActivity({ organizationId: other.id }, note("Not ours", "2026-11-12"), by(author));

    // Emails: sent to its billing email (other case), still pending, failed, and to someone else.
    await email("Finance@Mutuelle.example", day("2026-11-11"));
    await email("finance@mutuelle.example", day("2026-11-13"), "pending");
    await email("finance@mutuelle.example", day("2026-11-13"), "failed");
    await email("stranger@elsewhere.example", day("2026-11-11"));

    const { entries, more } = await organizationTimeline(organization.id);
    expect(more).toBe(false);
    expect(entries.map(seen)).toEqual([
      "activity On the deal (Plan 2030)",
      "email Finance@Mutuelle.example Email 1",
      // Same day: the later written first.
      "message By address",
      "message By deal (Plan 2030)",
      "activity Backdated",
    ]);
    const [logged] = entries;
    expect(logged).toMatchObject({ type: "activity", kind: "note", authorName: "Awa Traoré", day: "2026-11-12" });
    // A message made another organization's deal shows there, with that deal.
    expect((await organizationTimeline(other.id)).entries.map(seen)).toEqual([
      "activity Not ours",
      "message Other's deal (Other's)",
    ]);
  });

  it(`shows the latest ${ORGANIZATION_TIMELINE_SIZE} entries and says there are more`, async () => {
    const author = await createUser({ role: "admin" });
    const organization = await createOrganization({ billingEmail: "many@org.example" });
    const sent = [];
    for (let n = 1; n <= 30; n++)
      sent.push(await email("many@org.example", day(`2026-10-${String(n).padStart(2, "0")}`)));
    await database.db.insert(activities).values(
      Array.from({ length: 20 }, (_, n) => ({
        organizationId: organization.id,
        kind: "call" as const,
        occurredOn: `2026-09-${String(n + 1).padStart(2, "0")}`,
        summary: `Call ${n + 1}`,
        authorId: author.id,
      })),
    );
    const exactly = await organizationTimeline(organization.id);
    expect(exactly.entries).toHaveLength(50);
    expect(exactly.more).toBe(false);

    await logActivity(
      { organizationId: organization.id },
      activitySchema.parse({ kind: "meeting", occurredOn: "2026-08-01", summary: "Oldest" }),
      by(author),
    );
    const timeline = await organizationTimeline(organization.id);
    expect(timeline.more).toBe(true);
    expect(timeline.entries).toHaveLength(ORGANIZATION_TIMELINE_SIZE);
    expect(timeline.entries[0]).toMatchObject({ type: "email", id: sent.at(-1)!.id, day: "2026-10-30" });
    expect(timeline.entries.at(-1)).toMatchObject({ type: "activity", summary: "Call 1" });
    expect(timeline.entries.some((entry) => entry.type === "activity" && entry.summary === "Oldest")).toBe(false);
  });
});
