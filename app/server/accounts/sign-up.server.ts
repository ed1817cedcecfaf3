/**
 * Creating an account and confirming its address: the sign-up, sending its link again, and opening the
 * link (which also confirms a new address for an existing account, and tells the old one). Each returns an outcome.
 */
import type { z } from "zod";
import type { resetRequestSchema, signUpSchema } from "~/lib/accounts/schema";
import type { Language } from "~/lib/i18n";
import { eq } from "drizzle-orm";
import { db } from "../db/client.server";
import { user } from "../db/schema";
import { siteLink } from "../i18n.server";
import { logger } from "../logger.server";
import { authFailure, type Failed } from "./auth-errors.server";
import { limitAttempt, type Limited } from "./auth-limits.server";
import { mailLanguage, sendAccountMail } from "./auth-mail.server";
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
  const change = emailChangeOf(token);
  const changesEmail = change !== null;
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
  // Better Auth has checked the link's signature: what it says about the change can be trusted now.
  if (change && confirmed === "newAddress") await tellOldAddress(change);
  return { kind: "opened", location, headers: response.headers, confirmed };
}

interface EmailChange {
  userId: string;
  from: string;
  to: string;
}

/** What an address-change link changes (Better Auth's JWT payload, unverified), or null for another link. */
function emailChangeOf(token: string): EmailChange | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      email?: unknown;
      updateTo?: unknown;
      userId?: unknown;
    };
    const { email, updateTo, userId } = payload;
    return typeof email === "string" && typeof updateTo === "string" && typeof userId === "string"
      ? { userId, from: email, to: updateTo }
      : null;
  } catch {
    return null;
  }
}

/**
 * The address an account just left is told so, in the account's language, with the way to reach the agency: if
 * someone else changed it, its owner hears of it there. Only once the account really moved (a link opened again
 * changes nothing and sends nothing).
 */
async function tellOldAddress({ userId, from, to }: EmailChange): Promise<void> {
  const [account] = await db()
    .select({ email: user.email, firstName: user.firstName, preferredLanguage: user.preferredLanguage })
    .from(user)
    .where(eq(user.id, userId));
  if (account?.email !== to) return;
  const contact = siteLink("/contact", mailLanguage(account));
  try {
    await sendAccountMail({ kind: "emailChanged", url: contact }, { ...account, email: from });
  } catch (error) {
    // The address is changed; the notice is queued in the outbox, and a failure to queue it is kept in the log.
    logger.error({ err: error, userId }, "email-changed notice not queued");
  }
}
