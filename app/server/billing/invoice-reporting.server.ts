/**
 * What an invoice sells, for revenue by service and by facilitator: its service and the workshop it bills (whose
 * facilitator it counts for). Neither is printed, so staff may set them on an issued invoice too; its credit notes
 * follow, so that they take the revenue back out of the same row of the report.
 */
import { and, eq } from "drizzle-orm";
import type { InvoiceService } from "~/lib/billing/invoices";
import { recordAudit, type AuditSource, type Writer } from "../audit/audit.server";
import { db } from "../db/client.server";
import { invoices, workshops } from "../db/schema";

/** Whether the workshop a document is for (when it names one) is gone. */
export async function workshopGone(tx: Writer, id: string | null): Promise<boolean> {
  if (!id) return false;
  const [row] = await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, id));
  return !row;
}

export type ReportingOutcome = { kind: "saved" } | { kind: "notFound" } | { kind: "workshopNotFound" };

/** Sets an invoice's service and workshop, and its credit notes' with them. A credit note itself follows its invoice. */
export function setInvoiceReporting(
  id: string,
  input: { service: InvoiceService | null; workshopId: string | null },
  source: AuditSource,
): Promise<ReportingOutcome> {
  return db().transaction(async (tx): Promise<ReportingOutcome> => {
    const [before] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.kind, "invoice")))
      .for("update");
    if (!before) return { kind: "notFound" };
    if (await workshopGone(tx, input.workshopId)) return { kind: "workshopNotFound" };
    const [after] = await tx
      .update(invoices)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(invoices.id, id))
      .returning();
    await tx.update(invoices).set(input).where(eq(invoices.correctsId, id));
    await recordAudit(tx, { ...source, action: "update", entity: "invoice", entityId: id, before, after: after! });
    return { kind: "saved" };
  });
}
