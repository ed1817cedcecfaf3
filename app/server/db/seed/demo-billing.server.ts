/**
 * Writes the demo invoices (demo-invoices.ts) as the billing module leaves real ones: issued invoices numbered in
 * their yearly series in the order of their dates, their seller and client frozen, payments and credit notes with
 * their amounts and statuses, and a history. Written directly (the demo's dates are in the past), in the seed's
 * transaction.
 */
import { eq, sql } from "drizzle-orm";
import {
  organizationClient,
  personClient,
  type ClientDetails,
  type SellerDetails,
} from "../../../lib/billing/document";
import { balanceDue, documentNumber, settledStatus } from "../../../lib/billing/invoices";
import { computeTotals, fromHundredths, toHundredths } from "../../../lib/billing/money";
import { billingRulesFrom } from "../../../lib/billing/settings";
import { addDays } from "../../../lib/weeks";
import type { Db } from "../client.server";
import {
  documentSeries,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoices,
  siteSettings,
  type Invoice,
  type Organization,
} from "../schema";

import { demoInvoices, type DemoInvoice, type DemoLine } from "./demo-invoices";
import { verificationCode } from "../../billing/invoices.server";
import { daysFromToday } from "./records.server";

function clientOf(invoice: DemoInvoice, organization: Organization | null): ClientDetails {
  return organization ? organizationClient(organization) : personClient(invoice.person!);
}

/** Numbers documents per kind and year, in the order they are written, and records the series at the end. */
class Series {
  private readonly last = new Map<string, number>();
  next(kind: Invoice["kind"], day: string): { year: number; sequence: number; number: string } {
    const year = Number(day.slice(0, 4));
    const key = `${kind}:${year}`;
    const sequence = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, sequence);
    return { year, sequence, number: documentNumber(kind, year, sequence) };
  }
  async save(tx: Db): Promise<void> {
    for (const [key, lastNumber] of this.last) {
      const [kind, year] = key.split(":") as [string, string];
      await tx
        .insert(documentSeries)
        .values({ kind, year: Number(year), lastNumber })
        .onConflictDoUpdate({
          target: [documentSeries.kind, documentSeries.year],
          set: { lastNumber: sql`greatest(${documentSeries.lastNumber}, ${lastNumber})` },
        });
    }
  }
}

/** Writes a document as a draft with its lines, then issues it when it has a date (lines are only written to drafts). */
async function writeDocument(
  tx: Db,
  values: typeof invoices.$inferInsert,
  lines: (DemoLine & { creditsLineId?: string })[],
  issue: {
    number: ReturnType<Series["next"]>;
    day: string;
    dueDate: string | null;
    seller: SellerDetails;
    client: ClientDetails;
  } | null,
  at: Date,
): Promise<Invoice> {
  const [draft] = await tx
    .insert(invoices)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  await tx.insert(invoiceLines).values(lines.map((line, position) => ({ ...line, invoiceId: draft!.id, position })));
  if (!issue) return draft!;
  const [issued] = await tx
    .update(invoices)
    .set({
      status: "issued",
      number: issue.number.number,
      seriesYear: issue.number.year,
      seriesNumber: issue.number.sequence,
      issueDate: issue.day,
      dueDate: issue.dueDate,
      seller: issue.seller,
      client: issue.client,
      verifyCode: verificationCode(),
    })
    .where(eq(invoices.id, draft!.id))
    .returning();
  return issued!;
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export async function insertDemoInvoices(
  tx: Db,
  now: Date,
  organizationOf: (key: string) => Organization,
  workshopId: (key: string) => string,
  adminName: string | null,
): Promise<void> {
  const settings = await tx
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
    .from(siteSettings);
  const rules = billingRulesFrom(Object.fromEntries(settings.map((row) => [row.key, row.value])));
  const series = new Series();
  const event = (invoiceId: string, kind: string, at: Date, detail: Record<string, string> = {}) =>
    tx.insert(invoiceEvents).values({ invoiceId, kind, actorName: adminName, detail, createdAt: at });

  // Oldest first, so the numbers follow the dates; drafts last.
  const ordered = [...demoInvoices].sort((a, b) => (b.issuedDaysAgo ?? -1) - (a.issuedDaysAgo ?? -1));
  for (const demo of ordered) {
    const organization = demo.organization ? organizationOf(demo.organization) : null;
    const client = clientOf(demo, organization);
    const lines = demo.lines.map((line) => ({ ...line, vatRate: client.vatExempt ? null : line.vatRate }));
    const totals = computeTotals(lines, "XOF");
    const day = demo.issuedDaysAgo === null ? null : daysFromToday(-demo.issuedDaysAgo, now);
    const createdAt = day ? noon(addDays(day, -1)) : now;
    const invoice = await writeDocument(
      tx,
      {
        organizationId: organization?.id ?? null,
        personName: demo.person?.name ?? null,
        personEmail: demo.person?.email ?? null,
        personAddress: demo.person?.address ?? null,
        clientName: client.name,
        language: demo.language,
        currency: "XOF",
        subject: demo.subject,
        service: demo.service ?? null,
        workshopId: demo.workshop ? workshopId(demo.workshop) : null,
        purchaseOrder: demo.purchaseOrder ?? null,
        totals,
        totalHt: totals.totalHt,
        totalTtc: totals.totalTtc,
      },
      lines,
      day
        ? {
            number: series.next("invoice", day),
            day,
            dueDate: addDays(day, rules.paymentTermsDays),
            seller: rules.seller,
            client,
          }
        : null,
      createdAt,
    );
    await event(invoice.id, "created", createdAt);
    if (!day) continue;
    await event(invoice.id, "issued", noon(day), { number: invoice.number! });
    if (client.email) await event(invoice.id, "emailed", noon(day), { to: client.email, number: invoice.number! });

    let paid = 0n;
    let settledAt = noon(day);
    for (const [index, payment] of (demo.payments ?? []).entries()) {
      const paidOn = daysFromToday(-payment.daysAgo, now);
      const withheld = toHundredths(payment.withheldVat ?? "0");
      const amount =
        payment.amount === "balance"
          ? balanceDue({ totalTtc: invoice.totalTtc, amountPaid: fromHundredths(paid), amountCredited: "0" }) - withheld
          : toHundredths(payment.amount);
      await tx.insert(invoicePayments).values({
        invoiceId: invoice.id,
        rank: index + 1,
        paidOn,
        amount: fromHundredths(amount),
        method: payment.method,
        reference: payment.reference,
        withheldVat: fromHundredths(withheld),
        withholdingCertificate: payment.withholdingCertificate ?? null,
        createdAt: noon(paidOn),
      });
      paid += amount + withheld;
      settledAt = noon(paidOn);
      await event(invoice.id, "payment", noon(paidOn), {
        amount: fromHundredths(amount, 0),
        withheldVat: fromHundredths(withheld, 0),
        method: payment.method,
        rank: String(index + 1),
      });
    }
    let credited = 0n;
    if (demo.creditedDaysAgo !== undefined) {
      const creditDay = daysFromToday(-demo.creditedDaysAgo, now);
      const stored = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
      const note = await writeDocument(
        tx,
        {
          kind: "credit_note",
          correctsId: invoice.id,
          organizationId: invoice.organizationId,
          clientName: invoice.clientName,
          language: invoice.language,
          currency: "XOF",
          subject: demo.creditReason ?? demo.subject,
          service: invoice.service,
          workshopId: invoice.workshopId,
          totals,
          totalHt: totals.totalHt,
          totalTtc: totals.totalTtc,
        },
        stored.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
          creditsLineId: line.id,
        })),
        { number: series.next("credit_note", creditDay), day: creditDay, dueDate: null, seller: rules.seller, client },
        noon(creditDay),
      );
      credited = toHundredths(totals.totalTtc);
      settledAt = noon(creditDay);
      await event(note.id, "issued", noon(creditDay), { number: note.number! });
      await event(invoice.id, "credited", noon(creditDay), { number: note.number!, amount: totals.totalTtc });
    }
    const status = settledStatus(invoice.totalTtc, paid, credited);
    await tx
      .update(invoices)
      .set({ amountPaid: fromHundredths(paid), amountCredited: fromHundredths(credited), status })
      .where(eq(invoices.id, invoice.id));
    if (status !== "issued") await event(invoice.id, "status", settledAt, { from: "issued", to: status });
  }
  await series.save(tx);
}
