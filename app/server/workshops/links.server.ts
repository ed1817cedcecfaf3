import crypto from "node:crypto";
import type { Language } from "~/lib/i18n";
import { authSecret } from "../accounts/auth.server";
import { siteLink } from "../i18n.server";

// The absolute links that emails, calendar files and a workshop's structured data carry.

// Cancellation links: HMAC over "cancel-registration:<id>", so no token column is needed and a token
// is good for one registration and one purpose only.

export function cancelToken(registrationId: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`cancel-registration:${registrationId}`).digest("base64url");
}

export function verifyCancelToken(registrationId: string, token: string | null | undefined): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(cancelToken(registrationId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function cancelUrl(registrationId: string, lang: Language): string {
  return siteLink(`/registrations/${registrationId}/cancel`, lang, { token: cancelToken(registrationId) });
}

export function workshopUrl(workshopId: string, lang: Language): string {
  return siteLink(`/calendar/${workshopId}`, lang);
}
