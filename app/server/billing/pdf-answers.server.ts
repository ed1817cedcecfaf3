/**
 * The answers of the PDF routes: an issued document's file, to staff or to a client of the organization it is
 * addressed to, and a plain 404 to anyone else (the same answer as for a document that does not exist, so a
 * crafted address tells nothing).
 */
import { eq } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { db } from "../db/client.server";
import { organizationClients, type Invoice } from "../db/schema";
import { invoicePdf, receiptPdf } from "./invoice-mail.server";
import { getInvoice } from "./invoices.server";

/** Whose documents a request may read: every one (staff), or one organization's (a client). */
export type DocumentScope = { kind: "staff" } | { kind: "client"; userId: string };

export const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

async function readableInvoice(id: string | undefined, scope: DocumentScope): Promise<Invoice | null> {
  if (!isUuid(id)) return null;
  const invoice = await getInvoice(id);
  if (!invoice || invoice.status === "draft") return null;
  if (scope.kind === "staff") return invoice;
  const [membership] = await db()
    .select({ organizationId: organizationClients.organizationId })
    .from(organizationClients)
    .where(eq(organizationClients.userId, scope.userId));
  return membership && invoice.organizationId === membership.organizationId ? invoice : null;
}

export function pdfResponse(pdf: { file: Buffer; name: string }): Response {
  return new Response(new Uint8Array(pdf.file), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.name}"`,
      // A client's financial document: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}

export async function invoicePdfAnswer(id: string | undefined, scope: DocumentScope): Promise<Response> {
  const invoice = await readableInvoice(id, scope);
  const pdf = invoice ? await invoicePdf(invoice) : null;
  return pdf ? pdfResponse(pdf) : notFound();
}

export async function receiptPdfAnswer(
  id: string | undefined,
  paymentId: string | undefined,
  scope: DocumentScope,
): Promise<Response> {
  const invoice = await readableInvoice(id, scope);
  const pdf = invoice && isUuid(paymentId) ? await receiptPdf(invoice, paymentId) : null;
  return pdf ? pdfResponse(pdf) : notFound();
}
