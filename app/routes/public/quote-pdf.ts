import { quotePdfAnswer } from "~/server/sales/quote-mail.server";
import type { Route } from "./+types/quote-pdf";

/** A sent quote's PDF, to whoever holds its signed link. */
export async function loader({ params }: Route.LoaderArgs) {
  return quotePdfAnswer({ kind: "token", token: params.token });
}
