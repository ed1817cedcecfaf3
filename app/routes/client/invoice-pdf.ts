import { requireRole } from "~/server/accounts/guards.server";
import { invoicePdfAnswer } from "~/server/billing/pdf-answers.server";
import type { Route } from "./+types/invoice-pdf";

/** An issued invoice's or credit note's PDF, for a client of the organization it is addressed to. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "client");
  return invoicePdfAnswer(params.id, { kind: "client", userId: user.id });
}
