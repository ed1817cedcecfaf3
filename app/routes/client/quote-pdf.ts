import { requireRole } from "~/server/accounts/guards.server";
import { quotePdfAnswer } from "~/server/sales/quote-mail.server";
import type { Route } from "./+types/quote-pdf";

/** A sent quote's PDF, for a client of the organization it is addressed to. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "client");
  return quotePdfAnswer({ kind: "client", userId: user.id, quoteId: params.id });
}
