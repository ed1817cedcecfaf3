import { z } from "zod";
import {
  addMonths,
  downloadFormats,
  parsePeriod,
  receivablesTable,
  reportTables,
  WORKSHOP_MONTHS_AHEAD,
} from "~/lib/reports/reports";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { reportSheet, sheetResponse } from "~/server/reports/downloads.server";
import { reportContext } from "~/server/reports/reports.server";
import type { Route } from "./+types/download";

const fileSchema = z.object({ table: z.enum(reportTables), format: z.enum(downloadFormats) });

/** One of the reports' tables as CSV or XLSX, for admins only; the period and bucket as the page had them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const params = new URL(request.url).searchParams;
  const file = fileSchema.safeParse({ table: params.get("table"), format: params.get("format") });
  if (!file.success)
    return new Response("Unknown report or format", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const report = await reportContext(context.get(pageLanguage));
  const latest =
    file.data.table === "workshops" ? addMonths(report.currentMonth, WORKSHOP_MONTHS_AHEAD) : report.currentMonth;
  const state = { ...parsePeriod(params, report.currentMonth, latest), bucket: receivablesTable.parse(params).bucket };
  return sheetResponse(await reportSheet(file.data.table, state, report), file.data.format);
}
