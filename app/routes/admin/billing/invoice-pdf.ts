import { requireRole } from "~/server/accounts/guards.server";
import { invoicePdfAnswer } from "~/server/billing/pdf-answers.server";
import type { Route } from "./+types/invoice-pdf";

/** An issued invoice's or credit note's PDF, for staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return invoicePdfAnswer(params.id, { kind: "staff" });
}
