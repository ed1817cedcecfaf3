import { requireRole } from "~/server/accounts/guards.server";
import { quotePdfAnswer } from "~/server/sales/quote-mail.server";
import type { Route } from "./+types/quote-pdf";

/** A sent quote's PDF, for staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return quotePdfAnswer({ kind: "staff", quoteId: params.id });
}
