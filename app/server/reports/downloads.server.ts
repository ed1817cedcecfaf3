/**
 * Every report's tables as files: CSV (lib/csv.ts) or XLSX (write-excel-file), the same columns and rows, the
 * headers in the page's language. Amounts are numbers in the spreadsheet and exact decimals in the CSV; text from
 * outside (a client's name, a payment's reference) is kept from running as a formula in both.
 */
import writeXlsxFile, { type Cell } from "write-excel-file/node";
import { serviceLabelKey } from "~/lib/billing/invoices";
import { toCsv, withoutFormula, type CsvCell } from "~/lib/csv";
import { accounts, journals, receiptAccount } from "~/lib/reports/accounting";
import {
  firstMonth,
  type AgeingBucket,
  type DownloadFormat,
  type Period,
  type ReportTable,
} from "~/lib/reports/reports";
import type { Translation } from "~/locales/types";
import { serverT } from "../i18n.server";
import { salesJournal, receiptsJournal } from "./journals.server";
import { pipelineReport } from "./pipeline.server";
import { receivableInvoices, receivablesAgeing } from "./receivables.server";
import type { ReportContext } from "./reports.server";
import { revenueReport } from "./revenue.server";
import { workshopReport } from "./workshops.server";

type ColumnKey = keyof Translation["reports"]["columns"];
type ColumnType = "text" | "date" | "amount" | "count";
type Value = string | number | null;

export interface ReportSheet {
  /** The file's base name and the sheet's name. */
  name: string;
  columns: { header: string; type: ColumnType }[];
  rows: Value[][];
}

/** The rows of one of the reports' tables, for the state the page shows. */
export async function reportSheet(
  table: ReportTable,
  state: Period & { bucket: AgeingBucket | "all" },
  context: ReportContext,
): Promise<ReportSheet> {
  const t = serverT(context.lang);
  const column = (key: ColumnKey, type: ColumnType = "text") => ({ header: t(`reports.columns.${key}`), type });
  const first = firstMonth(state);
  const period = `${first}_${state.month}`;
  switch (table) {
    case "revenue-months": {
      const rows = (await revenueReport(first, state.month, state.months, context.currency)).months;
      return {
        name: `revenue-by-month_${period}`,
        columns: [
          column("month"),
          column("invoices", "count"),
          column("creditNotes", "count"),
          column("revenueHt", "amount"),
        ],
        rows: rows.map((row) => [row.month, row.invoices, row.creditNotes, row.amount]),
      };
    }
    case "revenue-clients": {
      const rows = (await revenueReport(first, state.month, state.months, context.currency)).clients;
      return {
        name: `revenue-by-client_${period}`,
        columns: [column("client"), column("documents", "count"), column("revenueHt", "amount")],
        rows: rows.map((row) => [row.name, row.documents, row.amount]),
      };
    }
    case "revenue-services": {
      const rows = (await revenueReport(first, state.month, state.months, context.currency)).services;
      return {
        name: `revenue-by-service_${period}`,
        columns: [column("service"), column("documents", "count"), column("revenueHt", "amount")],
        rows: rows.map((row) => [
          row.service ? t(serviceLabelKey(row.service)) : t("reports.revenue.noService"),
          row.documents,
          row.amount,
        ]),
      };
    }
    case "revenue-facilitators": {
      const rows = (await revenueReport(first, state.month, state.months, context.currency)).facilitators;
      return {
        name: `revenue-by-facilitator_${period}`,
        columns: [column("facilitator"), column("documents", "count"), column("revenueHt", "amount")],
        rows: rows.map((row) => [row.name ?? t("reports.revenue.noFacilitator"), row.documents, row.amount]),
      };
    }
    case "receivables-ageing": {
      const rows = await receivablesAgeing(context.today, context.currency);
      return {
        name: `receivables-ageing_${context.today}`,
        columns: [column("bucket"), column("invoices", "count"), column("balance", "amount")],
        rows: rows.map((row) => [t(`reports.buckets.${row.bucket}`), row.invoices, row.amount]),
      };
    }
    case "receivables-invoices": {
      const { rows } = await receivableInvoices(context.today, context.currency, state.bucket, 1);
      return {
        name: `receivables_${state.bucket}_${context.today}`,
        columns: [
          column("number"),
          column("client"),
          column("issued", "date"),
          column("due", "date"),
          column("daysOverdue", "count"),
          column("totalTtc", "amount"),
          column("balance", "amount"),
        ],
        rows: rows.map((row) => [
          row.number,
          row.clientName,
          row.issueDate,
          row.dueDate,
          Math.max(0, row.daysOverdue),
          row.totalTtc,
          row.balance,
        ]),
      };
    }
    case "workshops": {
      const report = await workshopReport(first, state.month, context.today, context.lang);
      return {
        name: `workshops_${period}`,
        columns: [
          column("workshop"),
          column("date", "date"),
          column("capacity", "count"),
          column("confirmed", "count"),
          column("fillRate", "count"),
          column("waitlist", "count"),
          column("noShows", "count"),
          column("answers", "count"),
          column("averageRating", "count"),
          column("nps", "count"),
        ],
        rows: report.rows.map((row) => [
          row.title,
          row.date,
          row.capacity,
          row.confirmed,
          row.fillRate,
          row.waitlist,
          row.noShows,
          row.answers,
          row.averageRating,
          row.nps,
        ]),
      };
    }
    case "pipeline-stages": {
      const { stages } = await pipelineReport(first, state.month, state.months, context.currency);
      return {
        name: `pipeline-by-stage_${context.today}`,
        columns: [column("stage"), column("deals", "count"), column("value", "amount")],
        rows: stages.map((row) => [t(`reports.stages.${row.stage}`), row.deals, row.value]),
      };
    }
    case "pipeline-months": {
      const { months } = await pipelineReport(first, state.month, state.months, context.currency);
      return {
        name: `pipeline-by-month_${period}`,
        columns: [
          column("month"),
          column("won", "count"),
          column("wonValue", "amount"),
          column("lost", "count"),
          column("lostValue", "amount"),
          column("winRate", "count"),
        ],
        rows: months.map((row) => [row.month, row.won, row.wonValue, row.lost, row.lostValue, row.winRate]),
      };
    }
    case "sales-journal": {
      const rows = await salesJournal(state.month);
      return {
        name: `sales-journal_${state.month}`,
        columns: [
          column("date", "date"),
          column("journal"),
          column("number"),
          column("documentKind"),
          column("client"),
          column("ifu"),
          column("clientAccount"),
          column("revenueAccount"),
          column("vatAccount"),
          column("currency"),
          column("ht", "amount"),
          column("vat", "amount"),
          column("ttc", "amount"),
        ],
        rows: rows.map((row) => [
          row.date,
          journals.sales,
          row.number,
          t(`reports.documentKinds.${row.kind}`),
          row.client,
          row.ifu,
          accounts.clients,
          accounts.services,
          accounts.vatCollected,
          row.currency,
          row.ht,
          row.vat,
          row.ttc,
        ]),
      };
    }
    case "receipts-journal": {
      const rows = await receiptsJournal(state.month);
      return {
        name: `receipts-journal_${state.month}`,
        columns: [
          column("date", "date"),
          column("journal"),
          column("receipt"),
          column("invoice"),
          column("client"),
          column("ifu"),
          column("method"),
          column("reference"),
          column("debitAccount"),
          column("creditAccount"),
          column("currency"),
          column("amount", "amount"),
          column("withheldVat", "amount"),
        ],
        rows: rows.map((row) => {
          const posting = receiptAccount(row.method);
          return [
            row.date,
            posting.journal,
            row.receipt,
            row.invoice,
            row.client,
            row.ifu,
            t(`billing.methods.${row.method}`),
            row.reference,
            posting.account,
            accounts.clients,
            row.currency,
            row.amount,
            row.withheldVat,
          ];
        }),
      };
    }
  }
}

function xlsxCell(value: Value, type: ColumnType): Cell {
  if (value === null || value === "") return null;
  if (type === "amount") return { type: Number, value: Number(value), format: "#,##0.00" };
  if (type === "count" && typeof value === "number") return { type: Number, value };
  if (type === "date" && typeof value === "string")
    return { type: Date, value: new Date(`${value}T00:00:00Z`), format: "yyyy-mm-dd" };
  return { type: String, value: withoutFormula(String(value)) };
}

/** The file a download answers with, never kept by a shared cache (client names, amounts). */
export async function sheetResponse(sheet: ReportSheet, format: DownloadFormat): Promise<Response> {
  const headers = {
    "Content-Disposition": `attachment; filename="${sheet.name}.${format}"`,
    "Cache-Control": "private, no-store",
  };
  if (format === "csv")
    return new Response(
      toCsv(
        sheet.columns.map((column) => column.header),
        sheet.rows as CsvCell[][],
      ),
      { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } },
    );
  const data: Cell[][] = [
    sheet.columns.map((column) => ({ value: column.header, fontWeight: "bold" as const })),
    ...sheet.rows.map((row) => row.map((value, index) => xlsxCell(value, sheet.columns[index]!.type))),
  ];
  const buffer = await writeXlsxFile(data, {
    sheet: sheet.name.slice(0, 31),
    stickyRowsCount: 1,
    columns: sheet.columns.map((column) => ({ width: column.type === "text" ? 28 : 14 })),
  }).toBuffer();
  return new Response(new Uint8Array(buffer), {
    headers: { ...headers, "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  });
}
