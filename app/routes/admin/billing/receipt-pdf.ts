import { requireRole } from "~/server/accounts/guards.server";
import { receiptPdfAnswer } from "~/server/billing/pdf-answers.server";
import type { Route } from "./+types/receipt-pdf";

/** The receipt of one of an invoice's payments, for staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return receiptPdfAnswer(params.id, params.paymentId, { kind: "staff" });
}
