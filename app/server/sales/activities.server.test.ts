/** A deal's timeline and the follow-ups of its owner, against a real database. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealSchema } from "~/lib/sales/deals";
import { activities } from "../db/schema";
import { createDeal, createOrganization, createUser } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { dealTimeline, followUpsOf, logActivity, markFollowUpDone } from "./activities.server";
import { updateDeal } from "./deals.server";

const database = setUpTestDatabase();
const by = (account: { id: string; email: string }) => ({ actor: account, address: null });
const call = (summary: string, followUpOn: string | null = null, occurredOn = "2026-11-20") => ({
  kind: "call" as const,
  occurredOn,
  summary,
  nextStep: followUpOn ? "Envoyer la proposition" : null,
  followUpOn,
});

describe("a deal's timeline", () => {
  it("lists what was logged, newest first, with who logged it, under the deal's organization", async () => {
    const author = await createUser({ role: "admin", firstName: "Awa", lastName: "Traoré" });
    const organization = await createOrganization();
    const deal = await createDeal({ organizationId: organization.id });
    expect(await logActivity({ dealId: deal.id }, call("Premier appel", null, "2026-11-01"), by(author))).toBe(true);
    expect(await logActivity({ dealId: deal.id }, { ...call("Réunion"), kind: "meeting" }, by(author))).toBe(true);
    const timeline = await dealTimeline(deal.id);
    expect(timeline.map((entry) => [entry.kind, entry.summary, entry.authorName])).toEqual([
      ["meeting", "Réunion", "Awa Traoré"],
      ["call", "Premier appel", "Awa Traoré"],
    ]);
    const rows = await database.db.select().from(activities).where(eq(activities.dealId, deal.id));
    expect(new Set(rows.map((row) => row.organizationId))).toEqual(new Set([organization.id]));
    expect(await logActivity({ dealId: "00000000-0000-4000-8000-000000000000" }, call("Perdu"), by(author))).toBe(
      false,
    );
  });

  it("follows the deal to another organization", async () => {
    const author = await createUser({ role: "admin" });
    const first = await createOrganization();
    const second = await createOrganization();
    const deal = await createDeal({ organizationId: first.id });
    await logActivity({ dealId: deal.id }, call("Appel"), by(author));
    const moved = await updateDeal(
      deal.id,
      dealSchema.parse({ title: deal.title, organizationId: second.id }),
      deal.updatedAt,
      by(author),
    );
    expect(moved.kind).toBe("saved");
    const [row] = await database.db.select().from(activities).where(eq(activities.dealId, deal.id));
    expect(row!.organizationId).toBe(second.id);
  });
});

describe("follow-ups", () => {
  it("are the deal owner's, or their author's on a deal nobody owns, soonest first, until done", async () => {
    const owner = await createUser({ role: "admin" });
    const colleague = await createUser({ role: "admin" });
    const organization = await createOrganization();
    const owned = await createDeal({ organizationId: organization.id, ownerId: owner.id, title: "Owned" });
    const unowned = await createDeal({ organizationId: organization.id, title: "Unowned" });
    await logActivity({ dealId: owned.id }, call("Later", "2026-12-20"), by(colleague));
    await logActivity({ dealId: owned.id }, call("Sooner", "2026-12-01"), by(colleague));
    await logActivity({ dealId: owned.id }, call("No follow-up"), by(colleague));
    await logActivity({ dealId: unowned.id }, call("Colleague's", "2026-12-05"), by(colleague));

    const mine = await followUpsOf(owner.id);
    expect(mine.total).toBe(2);
    expect(mine.items.map((item) => [item.dealTitle, item.followUpOn])).toEqual([
      ["Owned", "2026-12-01"],
      ["Owned", "2026-12-20"],
    ]);
    expect((await followUpsOf(colleague.id)).items.map((item) => item.dealTitle)).toEqual(["Unowned"]);
    expect((await followUpsOf(owner.id, 1)).items).toHaveLength(1);

    const sooner = mine.items[0]!;
    // Only through its own deal, and once.
    expect(await markFollowUpDone({ dealId: unowned.id }, sooner.id, by(owner))).toBe(false);
    expect(await markFollowUpDone({ dealId: owned.id }, sooner.id, by(owner))).toBe(true);
    expect(await markFollowUpDone({ dealId: owned.id }, sooner.id, by(owner))).toBe(false);
    expect((await followUpsOf(owner.id)).items.map((item) => item.followUpOn)).toEqual(["2026-12-20"]);
    const [done] = await dealTimeline(owned.id).then((entries) => entries.filter((entry) => entry.id === sooner.id));
    expect(done!.followUpDoneAt).toBeInstanceOf(Date);
  });
});

describe("an activity logged on an organization without a deal", () => {
  it("waits on its author's overview, linked to the organization, and is marked done through the organization", async () => {
    const author = await createUser({ role: "admin" });
    const owner = await createUser({ role: "admin" });
    const organization = await createOrganization({ name: "Coopérative Wend-Panga" });
    const other = await createOrganization();
    expect(await logActivity({ organizationId: organization.id }, call("Sans affaire", "2026-12-03"), by(author))).toBe(
      true,
    );
    const owned = await createDeal({ organizationId: organization.id, ownerId: owner.id, title: "Owned" });
    await logActivity({ dealId: owned.id }, call("Sur l'affaire", "2026-12-04"), by(author));
    expect(await logActivity({ organizationId: "00000000-0000-4000-8000-000000000000" }, call("X"), by(author))).toBe(
      false,
    );

    const mine = await followUpsOf(author.id);
    expect(mine.items).toEqual([
      expect.objectContaining({
        dealId: null,
        dealTitle: null,
        organizationId: organization.id,
        organizationName: "Coopérative Wend-Panga",
        followUpOn: "2026-12-03",
      }),
    ]);
    expect((await followUpsOf(owner.id)).items).toEqual([
      expect.objectContaining({ dealTitle: "Owned", organizationName: "Coopérative Wend-Panga" }),
    ]);
    const [row] = await database.db.select().from(activities).where(eq(activities.id, mine.items[0]!.id));
    expect(row).toMatchObject({ dealId: null, organizationId: organization.id, authorId: author.id });

    // Through its organization only; a deal's follow-up is its organization's too.
    const onDeal = (await followUpsOf(owner.id)).items[0]!;
    expect(await markFollowUpDone({ organizationId: other.id }, row!.id, by(author))).toBe(false);
    expect(await markFollowUpDone({ dealId: owned.id }, row!.id, by(author))).toBe(false);
    expect(await markFollowUpDone({ organizationId: organization.id }, row!.id, by(author))).toBe(true);
    expect(await markFollowUpDone({ organizationId: organization.id }, onDeal.id, by(author))).toBe(true);
    expect((await followUpsOf(author.id)).total + (await followUpsOf(owner.id)).total).toBe(0);
  });
});
