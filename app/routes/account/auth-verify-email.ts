import { isEnglishPath } from "~/lib/i18n";
import { openVerificationLink } from "~/server/accounts/auth-flows.server";
import type { Route } from "./+types/auth-verify-email";

/**
 * The link of a confirmation email (/auth/verify-email?token=…, /en/… for English). It confirms the
 * address and signs the new account in, then lands on the role's home through /auth; a link that
 * changes an account's address lands on /profile. The language is the link's, whatever the cookie says.
 */
export function loader({ request }: Route.LoaderArgs) {
  return openVerificationLink(request, isEnglishPath(new URL(request.url).pathname) ? "en" : "fr");
}
