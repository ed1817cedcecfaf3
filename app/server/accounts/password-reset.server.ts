/**
 * Resetting a forgotten password: asking for the link (one email, whether or not the address has an
 * account), reading the link, and setting the new password, which signs the owner in. Each returns an outcome.
 */
import { and, eq, gt, like, sql } from "drizzle-orm";
import type { z } from "zod";
import type { resetPasswordSchema, resetRequestSchema } from "~/lib/accounts/schema";
import type { Language } from "~/lib/i18n";
import { localizePath } from "~/lib/i18n";
import { db } from "../db/client.server";
import { user as userTable, verification } from "../db/schema";
import { siteLink } from "../i18n.server";
import { logger } from "../logger.server";
import { authFailure, unavailable, type Failed } from "./auth-errors.server";
import { forgiveFailures, limitAttempt, type Limited } from "./auth-limits.server";
import { sendAccountMail, watchAccountMail } from "./auth-mail.server";
import { auth } from "./auth.server";
import { signedIn, type SignedIn } from "./sign-in.server";

export async function requestPasswordReset(
  request: Request,
  { email }: z.output<typeof resetRequestSchema>,
  lang: Language,
): Promise<{ kind: "sent" } | Limited | Failed> {
  const limited = await limitAttempt(request, "request-reset", email);
  if (limited) return limited;
  // The same answer, and the same work (one email), whether or not the address has an account: Better
  // Auth emails the owner a link; an address without an account is told so, with a link to sign up.
  let failure: unknown;
  try {
    const watch = await watchAccountMail(() =>
      auth().api.requestPasswordReset({
        body: { email, redirectTo: `${localizePath("/auth", lang)}?mode=reset-password` },
      }),
    );
    failure = watch.failure;
    // Whether the address has an account is read from the database: the mail count cannot tell when Better
    // Auth's mailer runs in the other copy of the server modules (decision 3).
    const [account] = await db()
      .select({ id: userTable.id })
      .from(userTable)
      .where(sql`lower(${userTable.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (!account && !failure) {
      const signUp = siteLink("/auth", lang, { tab: "sign-up" });
      await sendAccountMail({ kind: "noAccount", url: signUp }, { email, preferredLanguage: lang });
    }
  } catch (error) {
    failure = error;
  }
  if (failure) {
    // Without its email the request did nothing: the visitor is asked to try again later.
    logger.error({ err: failure, context: "request-reset" }, "password reset email not sent");
    return unavailable();
  }
  return { kind: "sent" };
}

/** The account a reset link belongs to, if the link is still valid. */
export async function resetTokenOwner(token: string): Promise<{ id: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .select({ id: userTable.id, email: userTable.email })
    .from(verification)
    .innerJoin(userTable, eq(userTable.id, verification.value))
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Ends every set-a-password link of the account: reset links and invitations are the same kind of row. Once a
 * password is chosen (through a link or on the profile), an older link left in an inbox must not choose another
 * one, sign its holder in and end the owner's sessions.
 */
export async function endPasswordLinks(userId: string): Promise<void> {
  await db()
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")));
}

export type PasswordReset =
  | SignedIn
  | Limited
  | Failed
  | { kind: "invalidLink" }
  /** The password is set, but signing in was refused (e.g. a suspended account): the sign-in form says why. */
  | { kind: "setButRefused"; email: string; refusal: Failed };

/**
 * Sets the new password (ending every session, Better Auth's revokeSessionsOnPasswordReset) and the account's
 * other links, then signs in.
 */
export async function resetPassword(
  request: Request,
  { token, password }: z.output<typeof resetPasswordSchema>,
): Promise<PasswordReset> {
  const limited = await limitAttempt(request, "reset-password");
  if (limited) return limited;
  const owner = await resetTokenOwner(token);
  if (!owner) return { kind: "invalidLink" };
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    return authFailure(error, "reset-password");
  }
  await endPasswordLinks(owner.id);
  await forgiveFailures(request, owner.email, ["sign-in", "verify-code"]);
  try {
    const result = await auth().api.signInEmail({
      body: { email: owner.email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    return signedIn(result);
  } catch (error) {
    return { kind: "setButRefused", email: owner.email, refusal: authFailure(error, "reset-password") };
  }
}
