/**
 * Creating an account and confirming its address: the sign-up, sending its link again, and opening the
 * link (which also confirms a new address for an existing account). Each returns an outcome.
 */
import type { z } from "zod";
import type { resetRequestSchema, signUpSchema } from "~/lib/accounts/schema";
import type { Language } from "~/lib/i18n";
import { logger } from "../logger.server";
import { authFailure, type Failed } from "./auth-errors.server";
import { limitAttempt, type Limited } from "./auth-limits.server";
import { auth } from "./auth.server";

export async function signUp(
  request: Request,
  { firstName, lastName, email, password }: z.output<typeof signUpSchema>,
  lang: Language,
): Promise<{ kind: "signedUp" } | Limited | Failed> {
  const limited = await limitAttempt(request, "sign-up", email);
  if (limited) return limited;
  try {
    // The same answer whether or not the address already has an account (see auth.server.ts).
    await auth().api.signUpEmail({
      body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, preferredLanguage: lang },
      headers: request.headers,
    });
  } catch (error) {
    return authFailure(error, "sign-up");
  }
  return { kind: "signedUp" };
}

export async function resendVerification(
  request: Request,
  { email }: z.output<typeof resetRequestSchema>,
): Promise<{ kind: "sent" } | Limited | Failed> {
  const limited = await limitAttempt(request, "resend-verification", email);
  if (limited) return limited;
  try {
    // Sends only to an unconfirmed address, and takes as long either way (Better Auth).
    await auth().api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    return authFailure(error, "resend-verification");
  }
  return { kind: "sent" };
}

/**
 * Better Auth answered the link: where to go next with its cookies (for a new account, its session), and
 * what was confirmed: the address of a new `account`, an existing account's `newAddress`, or nothing
 * (Better Auth's redirect then carries its error).
 */
export type OpenedLink =
  | { kind: "invalid" }
  | { kind: "opened"; location: string; headers: Headers; confirmed: "account" | "newAddress" | null };

/**
 * Opens an email-confirmation link: Better Auth checks the token, marks the address confirmed (or
 * switches the account to its new address) and, for a new account, signs it in. `authPage` is the
 * /auth page of the link's language, `profilePage` where an address change ends.
 */
export async function openVerificationLink(
  request: Request,
  token: string,
  { authPage, profilePage }: { authPage: string; profilePage: string },
): Promise<OpenedLink> {
  if (!token || token.length > 4096) return { kind: "invalid" };
  const changesEmail = isEmailChangeToken(token);
  const response = await auth().api.verifyEmail({
    query: { token, callbackURL: changesEmail ? profilePage : authPage },
    headers: request.headers,
    asResponse: true,
  });
  const location = response.headers.get("Location");
  if (!location) {
    logger.warn({ status: response.status }, "verification link answered without a redirect");
    return { kind: "invalid" };
  }
  const confirmed = location.includes("error=") ? null : changesEmail ? "newAddress" : "account";
  return { kind: "opened", location, headers: response.headers, confirmed };
}

function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      updateTo?: unknown;
    };
    return typeof payload.updateTo === "string";
  } catch {
    return false;
  }
}
