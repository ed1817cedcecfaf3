import { requireRole } from "~/server/accounts/guards.server";
import { receiptPdfAnswer } from "~/server/billing/pdf-answers.server";
import type { Route } from "./+types/receipt-pdf";

/** The receipt of one of an invoice's payments, for a client of the organization it is addressed to. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "client");
  return receiptPdfAnswer(params.id, params.paymentId, { kind: "client", userId: user.id });
}
