/**
 * The demo quotes: one of each status a visitor would look for (a draft, one awaiting the demo client's answer, one
 * accepted that won its deal, one expired), numbered in the quotes' series in the order of their dates, their
 * parties frozen as sending leaves them. Written directly (the demo's dates are in the past), in the seed's
 * transaction.
 */
import { sql } from "drizzle-orm";
import { organizationClient } from "../../../lib/billing/document";
import { computeTotals } from "../../../lib/billing/money";
import { billingRulesFrom } from "../../../lib/billing/settings";
import type { Currency } from "../../../lib/format";
import { quoteNumber, type QuoteStatus } from "../../../lib/sales/quotes";
import type { Db } from "../client.server";
import { documentSeries, quoteLines, quotes, siteSettings, type Deal, type Organization } from "../schema";
import { daysFromToday, hoursBefore } from "./records.server";

interface DemoQuote {
  /** The title of the demo deal it prices (demo-deals.ts). */
  deal: string;
  status: QuoteStatus;
  /** Days ago it was sent; null for the draft. */
  sentDaysAgo: number | null;
  validDays: number;
  subject: string;
  lines: { description: string; quantity: string; unitPrice: string }[];
  answer?: { name: string; comment: string; daysAgo: number };
}

const demoQuotes: DemoQuote[] = [
  {
    deal: "Stratégie d'innovation 2026",
    status: "accepted",
    sentDaysAgo: 30,
    validDays: 30,
    subject: "Accompagnement de la stratégie d'innovation 2026",
    lines: [
      { description: "Diagnostic et entretiens avec la direction", quantity: "4", unitPrice: "750000" },
      { description: "Atelier de co-construction de la stratégie (2 jours)", quantity: "2", unitPrice: "1500000" },
      { description: "Feuille de route et restitution", quantity: "1", unitPrice: "2000000" },
    ],
    answer: { name: "Mariam Sawadogo", comment: "Bon pour accord. Démarrage souhaité en janvier.", daysAgo: 12 },
  },
  {
    deal: "Cartographie systémique de la filière karité",
    status: "sent",
    sentDaysAgo: 45,
    validDays: 30,
    subject: "Cartographie systémique de la filière karité",
    lines: [
      { description: "Enquête de terrain auprès des coopératives", quantity: "5", unitPrice: "600000" },
      { description: "Atelier de cartographie avec les acteurs de la filière", quantity: "1", unitPrice: "3500000" },
    ],
  },
  {
    deal: "Atelier de prospective 2035",
    status: "sent",
    sentDaysAgo: 3,
    validDays: 30,
    subject: "Atelier de prospective 2035 pour le comité de direction",
    lines: [
      { description: "Atelier de prospective (2 jours, 15 participants)", quantity: "2", unitPrice: "1800000" },
      { description: "Préparation, entretiens et synthèse", quantity: "1", unitPrice: "900000" },
    ],
  },
  {
    deal: "Programme d'accélération, cohorte 3",
    status: "draft",
    sentDaysAgo: null,
    validDays: 30,
    subject: "Programme d'accélération, cohorte 3",
    lines: [
      { description: "Programme d'accélération (12 startups, 10 semaines)", quantity: "1", unitPrice: "12000000" },
    ],
  },
];

export async function insertDemoQuotes(
  tx: Db,
  now: Date,
  dealOf: (title: string) => Deal,
  organizationOf: (id: string) => Organization,
  currency: Currency,
  adminId: string | null,
): Promise<void> {
  const settings = await tx
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
    .from(siteSettings);
  const rules = billingRulesFrom(Object.fromEntries(settings.map((row) => [row.key, row.value])));
  const numbers = new Map<number, number>();
  // Oldest first, so the numbers follow the dates; the draft last.
  const ordered = [...demoQuotes].sort((a, b) => (b.sentDaysAgo ?? -1) - (a.sentDaysAgo ?? -1));
  for (const demo of ordered) {
    const deal = dealOf(demo.deal);
    const organization = organizationOf(deal.organizationId);
    const client = organizationClient(organization);
    const lines = demo.lines.map((line) => ({ ...line, vatRate: client.vatExempt ? null : rules.vatRate }));
    const totals = computeTotals(lines, currency);
    const sentOn = demo.sentDaysAgo === null ? null : daysFromToday(-demo.sentDaysAgo, now);
    const year = sentOn ? Number(sentOn.slice(0, 4)) : null;
    const sequence = year ? (numbers.get(year) ?? 0) + 1 : null;
    if (year && sequence) numbers.set(year, sequence);
    const answeredAt = demo.answer ? hoursBefore(now, demo.answer.daysAgo * 24) : null;
    const [row] = await tx
      .insert(quotes)
      .values({
        status: demo.status,
        number: year && sequence ? quoteNumber(year, sequence) : null,
        seriesYear: year,
        seriesNumber: sequence,
        organizationId: organization.id,
        clientName: organization.name,
        dealId: deal.id,
        // As a quote priced from its deal sells the deal's service.
        service: deal.service,
        language: "fr",
        currency,
        subject: demo.subject,
        issueDate: sentOn,
        validUntil: daysFromToday((demo.sentDaysAgo === null ? 0 : -demo.sentDaysAgo) + demo.validDays, now),
        seller: sentOn ? rules.seller : null,
        client: sentOn ? client : null,
        totals,
        totalHt: totals.totalHt,
        totalTtc: totals.totalTtc,
        respondedAt: answeredAt,
        responderName: demo.answer?.name ?? null,
        responseComment: demo.answer?.comment ?? null,
        createdBy: adminId,
        createdAt: hoursBefore(now, ((demo.sentDaysAgo ?? 0) + 1) * 24),
        updatedAt: answeredAt ?? hoursBefore(now, (demo.sentDaysAgo ?? 0) * 24),
      })
      .returning();
    await tx.insert(quoteLines).values(lines.map((line, position) => ({ ...line, quoteId: row!.id, position })));
  }
  for (const [year, lastNumber] of numbers)
    await tx
      .insert(documentSeries)
      .values({ kind: "quote", year, lastNumber })
      .onConflictDoUpdate({
        target: [documentSeries.kind, documentSeries.year],
        set: { lastNumber: sql`greatest(${documentSeries.lastNumber}, ${lastNumber})` },
      });
}
