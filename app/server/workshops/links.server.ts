import type { Language } from "~/lib/i18n";
import { isUuid } from "~/lib/ids";
import { siteLink } from "../i18n.server";
import { signToken, verifyToken } from "../signed-tokens.server";

// The absolute links that emails, calendar files and a workshop's structured data carry.

// Cancellation links are signed, so no token column is needed and a token is good for one registration only.

export function cancelToken(registrationId: string): string {
  return signToken("cancel-registration", registrationId);
}

export function verifyCancelToken(registrationId: string, token: string | null | undefined): boolean {
  return verifyToken("cancel-registration", registrationId, token);
}

export function cancelUrl(registrationId: string, lang: Language): string {
  return siteLink(`/registrations/${registrationId}/cancel`, lang, { token: cancelToken(registrationId) });
}

/**
 * A registration's ticket: `<registration id>.<signature>`, the whole proof in the path (`/tickets/<token>`), so
 * the QR code of the link is all a person shows at the door. Signed for its own purpose: a cancellation token
 * does not open a ticket, nor a ticket cancel.
 */
export function ticketToken(registrationId: string): string {
  return `${registrationId}.${signToken("ticket", registrationId)}`;
}

/** The registration a ticket token names, when its signature holds; null for anything else. */
export function registrationOfTicket(token: string): string | null {
  const [registrationId, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !registrationId || !isUuid(registrationId)) return null;
  return verifyToken("ticket", registrationId, signature) ? registrationId : null;
}

export function ticketPath(registrationId: string): string {
  return `/tickets/${ticketToken(registrationId)}`;
}

export function ticketUrl(registrationId: string, lang: Language): string {
  return siteLink(ticketPath(registrationId), lang);
}

export function workshopUrl(workshopId: string, lang: Language): string {
  return siteLink(`/calendar/${workshopId}`, lang);
}
