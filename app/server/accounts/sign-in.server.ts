/**
 * Signing in, by password, by an emailed code, and the second factor after either: each validated form
 * goes through the rate limits to Better Auth (`auth().api.*`), and comes back as an outcome. A session
 * (or a two-factor challenge) is Better Auth's Set-Cookie headers, which the route passes on.
 * Better Auth's own HTTP endpoints are not mounted (decision 6): this is the only way in.
 */
import type { z } from "zod";
import type { codeRequestSchema, codeSignInSchema, signInSchema, twoFactorSchema } from "~/lib/accounts/schema";
import { isLanguage, type Language } from "~/lib/i18n";
import { isRole, type Role } from "~/lib/roles";
import { authFailure, errorCode, type Failed } from "./auth-errors.server";
import { auditFailedSignIn, forgiveFailures, limitAttempt, recordFailure, type Limited } from "./auth-limits.server";
import { auth } from "./auth.server";

/** Better Auth opened a session, or (`twoFactor`) asks for the second factor first. */
export interface SignedIn {
  kind: "signedIn";
  /** Better Auth's Set-Cookie headers: the session, or the two-factor challenge. */
  headers: Headers | null;
  twoFactor: boolean;
  role: Role;
  /** The account's language, when it has one. */
  language: Language | null;
}

interface BetterAuthSignIn {
  headers: Headers | null;
  response: { twoFactorRedirect?: boolean; user?: { role?: unknown; preferredLanguage?: unknown } };
}

/** What Better Auth answered a right password or code (a role that cannot be read counts as client). */
export function signedIn(result: BetterAuthSignIn): SignedIn {
  const { role, preferredLanguage } = result.response.user ?? {};
  return {
    kind: "signedIn",
    headers: result.headers,
    twoFactor: Boolean(result.response.twoFactorRedirect),
    role: isRole(role) ? role : "client",
    language: isLanguage(preferredLanguage) ? preferredLanguage : null,
  };
}

export type PasswordSignIn = SignedIn | Limited | Failed | { kind: "unverified"; email: string };

export async function signInWithPassword(
  request: Request,
  { email, password }: z.output<typeof signInSchema>,
): Promise<PasswordSignIn> {
  const limited = await limitAttempt(request, "sign-in", email);
  if (limited) return limited;
  try {
    const result = await auth().api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgiveFailures(request, email, ["sign-in"]);
    return signedIn(result);
  } catch (error) {
    const code = errorCode(error);
    // Only said after the right password, so it never tells a stranger that the address has an account.
    if (code === "EMAIL_NOT_VERIFIED") return { kind: "unverified", email };
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      await recordFailure(request, "sign-in", email);
      await auditFailedSignIn(request, { email, method: "password" });
    }
    return authFailure(error, "sign-in");
  }
}

export async function sendSignInCode(
  request: Request,
  { email }: z.output<typeof codeRequestSchema>,
): Promise<{ kind: "sent" } | Limited | Failed> {
  const limited = await limitAttempt(request, "send-code", email);
  if (limited) return limited;
  try {
    // Unknown addresses get the same answer and no email (disableSignUp in auth.server.ts).
    await auth().api.sendVerificationOTP({ body: { email, type: "sign-in" } });
  } catch (error) {
    return authFailure(error, "send-code");
  }
  return { kind: "sent" };
}

export async function signInWithCode(
  request: Request,
  { email, code }: z.output<typeof codeSignInSchema>,
): Promise<SignedIn | Limited | Failed> {
  const limited = await limitAttempt(request, "verify-code", email);
  if (limited) return limited;
  try {
    const result = await auth().api.signInEmailOTP({
      body: { email, otp: code },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgiveFailures(request, email, ["verify-code"]);
    return signedIn(result as BetterAuthSignIn);
  } catch (error) {
    await recordFailure(request, "verify-code", email);
    await auditFailedSignIn(request, { email, method: "code" });
    return authFailure(error, "verify-code");
  }
}

export async function verifySecondFactor(
  request: Request,
  { code, method, trustDevice }: z.output<typeof twoFactorSchema>,
): Promise<SignedIn | Limited | Failed> {
  const limited = await limitAttempt(request, "two-factor");
  if (limited) return limited;
  try {
    const body = { code, trustDevice };
    const result =
      method === "backup"
        ? await auth().api.verifyBackupCode({ body, headers: request.headers, returnHeaders: true })
        : await auth().api.verifyTOTP({ body, headers: request.headers, returnHeaders: true });
    return signedIn(result as BetterAuthSignIn);
  } catch (error) {
    await auditFailedSignIn(request, { email: null, method: "two-factor" });
    return authFailure(error, "two-factor");
  }
}

/** Whether this browser is between its password and its second factor (Better Auth's two_factor cookie). */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("Cookie") ?? "");
}
