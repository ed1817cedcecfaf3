/**
 * Revenue reports: what the agency invoiced, before VAT, less its credit notes, by month, by client, by service and
 * by facilitator (through the workshop a document bills, see billing/invoice-reporting.server.ts). A document
 * counts in the month of its issue date (the agency's calendar day) once it is issued, cancelled ones too (their
 * credit notes take them back out); drafts never count. Only documents in the site's currency are summed: amounts
 * in two currencies never add up.
 */
import { sql } from "drizzle-orm";
import type { InvoiceService } from "~/lib/billing/invoices";
import type { Currency } from "~/lib/format";
import { monthRange, monthsEnding } from "~/lib/reports/reports";
import { db } from "../db/client.server";
import { facilitators, invoices, organizations, workshops } from "../db/schema";
import { rowsOf } from "./sql.server";

export interface MonthRevenue {
  /** 'YYYY-MM'. */
  month: string;
  /** Before VAT, less credit notes: a decimal string. */
  amount: string;
  invoices: number;
  creditNotes: number;
}

export interface ClientRevenue {
  /** The organization, or null for a person named on the invoice. */
  organizationId: string | null;
  name: string;
  amount: string;
  documents: number;
}

export interface ServiceRevenue {
  /** Null for the documents that do not say. */
  service: InvoiceService | null;
  amount: string;
  documents: number;
}

export interface FacilitatorRevenue {
  /** Null for the documents of no workshop, or of a workshop without a facilitator. */
  facilitatorId: string | null;
  name: string | null;
  amount: string;
  documents: number;
}

export interface RevenueReport {
  /** Every month of the period, a month without documents at 0. */
  months: MonthRevenue[];
  /** The period's clients, the largest first (the first `limit` when one is given). */
  clients: ClientRevenue[];
  /** By what the documents sell: each service that has revenue, the largest first. */
  services: ServiceRevenue[];
  /** By the facilitator of the workshop each document bills, the largest first. */
  facilitators: FacilitatorRevenue[];
}

/**
 * Every view of the period's revenue from one reading of its invoices: the sums per month, per client, per service
 * and per facilitator (of the workshop a document bills) are four grouping sets of one aggregate, so the table is
 * scanned once (on the embedded database, each further scan would add the report's time again). An organization
 * and a facilitator are named as they are now, a person as on their invoices.
 */
export async function revenueReport(
  first: string,
  last: string,
  length: number,
  currency: Currency,
  limit?: number,
): Promise<RevenueReport> {
  const { start, end } = monthRange(first, last);
  const result = await db().transaction(async (tx) => {
    // The per-client sums of 10,000 clients need about 3 MB to be hashed; within the embedded database's 2 MB
    // (client.server.ts) they would be sorted on disk instead, at three times the cost. For this statement only.
    await tx.execute(sql`set local work_mem = '8MB'`);
    // Grouped by day and by workshop, not by month and by facilitator: the few hundred days and the workshops are
    // summed again below, which spares every invoice row a date_trunc and a join.
    return tx.execute(sql`
    with sums as (
      select "i"."issue_date" as day, "i"."organization_id" as organization_id,
        case when "i"."organization_id" is null then "i"."client_name" end as person_name,
        "i"."service" as service, "i"."workshop_id" as workshop_id,
        grouping("i"."issue_date") = 0 as by_day,
        grouping("i"."organization_id") = 0 as by_client,
        grouping("i"."service") = 0 as by_service,
        grouping("i"."workshop_id") = 0 as by_workshop,
        sum(case when "i"."kind" = 'credit_note' then -"i"."total_ht" else "i"."total_ht" end) as amount,
        count(*) filter (where "i"."kind" = 'invoice') as invoices,
        count(*) filter (where "i"."kind" = 'credit_note') as credit_notes
      from ${invoices} i
      where "i"."status" <> 'draft' and "i"."issue_date" >= ${start} and "i"."issue_date" < ${end}
        and "i"."currency" = ${currency}
      group by grouping sets (("i"."issue_date"),
        ("i"."organization_id", case when "i"."organization_id" is null then "i"."client_name" end),
        ("i"."service"), ("i"."workshop_id"))),
    months as (
      select to_char(day, 'YYYY-MM') as month, sum(amount) as amount, sum(invoices) as invoices,
        sum(credit_notes) as credit_notes
      from sums where by_day group by 1),
    facilitator_sums as (
      select "w"."facilitator_id" as facilitator_id, sum(amount) as amount,
        sum(invoices + credit_notes) as documents
      from sums left join ${workshops} w on "w"."id" = sums.workshop_id
      where by_workshop group by 1)
    select
      (select coalesce(json_agg(json_build_object('month', month, 'amount', amount::numeric(18, 2)::text,
          'invoices', invoices, 'creditNotes', credit_notes)), '[]'::json) from months) as months,
      (select coalesce(json_agg(json_build_object('organizationId', organization_id, 'name', name,
          'amount', amount::numeric(18, 2)::text, 'documents', invoices + credit_notes) order by amount desc, name), '[]'::json)
        from (select sums.*, coalesce(o.name, sums.person_name) as name from sums
          left join ${organizations} o on o.id = sums.organization_id
          where by_client order by amount desc, name ${limit === undefined ? sql`` : sql`limit ${limit}`}) as ranked) as clients,
      (select coalesce(json_agg(json_build_object('service', service, 'amount', amount::numeric(18, 2)::text,
          'documents', invoices + credit_notes) order by service is null, amount desc, service), '[]'::json)
        from sums where by_service) as services,
      (select coalesce(json_agg(json_build_object('facilitatorId', facilitator_id, 'name', name,
          'amount', amount::numeric(18, 2)::text, 'documents', documents)
          order by facilitator_id is null, amount desc, name), '[]'::json)
        from (select facilitator_sums.*, nullif(trim(f.first_name || ' ' || f.last_name), '') as name
          from facilitator_sums left join ${facilitators} f on f.id = facilitator_sums.facilitator_id) as named)
        as facilitators`);
  });
  const [row] = rowsOf<{ months: unknown; clients: unknown; services: unknown; facilitators: unknown }>(result);
  const json = <T>(value: unknown): T[] => (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as T[];
  const byMonth = new Map(json<MonthRevenue>(row?.months).map((month) => [month.month, month]));
  return {
    months: monthsEnding(last, length).map(
      (key) => byMonth.get(key) ?? { month: key, amount: "0.00", invoices: 0, creditNotes: 0 },
    ),
    clients: json<ClientRevenue>(row?.clients),
    services: json<ServiceRevenue>(row?.services),
    facilitators: json<FacilitatorRevenue>(row?.facilitators),
  };
}
