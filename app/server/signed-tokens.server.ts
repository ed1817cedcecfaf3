/**
 * The tokens of the links we email (cancel a registration, confirm or end a workshop alert): an HMAC-SHA256 of
 * "<purpose>:<value>" with the auth secret, base64url. Nothing is stored: the link carries its proof, and the
 * purpose in the signed bytes keeps a token of one kind from passing for another. Those bytes are what links
 * already in inboxes were signed over, so they must not change. The same signature keys what must be found again
 * without being kept in the clear (the address that ended its workshop alerts).
 */
import crypto from "node:crypto";
import { authSecret } from "./accounts/auth.server";

export type TokenPurpose =
  | "cancel-registration"
  | "ticket"
  | "feedback"
  | "workshop-alert-confirm"
  | "workshop-alert-unsubscribe"
  | "workshop-alert-address"
  | "quote-answer";

/** A signature is 43 characters; anything much longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 100;

export function signToken(purpose: TokenPurpose, value: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`${purpose}:${value}`).digest("base64url");
}

/** Whether `token` is the signature of `value` for `purpose`, compared in constant time. */
export function verifyToken(purpose: TokenPurpose, value: string, token: string | null | undefined): boolean {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const expected = Buffer.from(signToken(purpose, value));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
