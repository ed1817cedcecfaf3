import type { Language } from "~/lib/i18n";
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

export function workshopUrl(workshopId: string, lang: Language): string {
  return siteLink(`/calendar/${workshopId}`, lang);
}
