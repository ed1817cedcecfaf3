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
 * A link that carries a registration's proof in its path, `<registration id>.<signature>`, so its QR code (a
 * ticket's) is all a person shows at the door. Signed for one purpose each: a cancellation token does not open a
 * ticket, nor a ticket a feedback form.
 */
function registrationToken(purpose: "ticket" | "feedback", registrationId: string): string {
  return `${registrationId}.${signToken(purpose, registrationId)}`;
}

/** The registration a token names, when its signature holds for `purpose`; null for anything else. */
function registrationOfToken(purpose: "ticket" | "feedback", token: string): string | null {
  const [registrationId, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !registrationId || !isUuid(registrationId)) return null;
  return verifyToken(purpose, registrationId, signature) ? registrationId : null;
}

export function ticketToken(registrationId: string): string {
  return registrationToken("ticket", registrationId);
}

export function registrationOfTicket(token: string): string | null {
  return registrationOfToken("ticket", token);
}

export function ticketPath(registrationId: string): string {
  return `/tickets/${ticketToken(registrationId)}`;
}

export function ticketUrl(registrationId: string, lang: Language): string {
  return siteLink(ticketPath(registrationId), lang);
}

/** The feedback form's link, emailed the day after the workshop (no sign-in: the link is the proof). */
export function feedbackToken(registrationId: string): string {
  return registrationToken("feedback", registrationId);
}

export function registrationOfFeedback(token: string): string | null {
  return registrationOfToken("feedback", token);
}

export function feedbackUrl(registrationId: string, lang: Language): string {
  return siteLink(`/feedback/${feedbackToken(registrationId)}`, lang);
}

export function workshopUrl(workshopId: string, lang: Language): string {
  return siteLink(`/calendar/${workshopId}`, lang);
}
