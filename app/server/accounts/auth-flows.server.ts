/**
 * What the /auth page's forms do: each function validates its form with the shared zod schema,
 * applies the rate limits, calls Better Auth through `auth().api.*` and answers with either a redirect
 * that carries Better Auth's Set-Cookie headers, or the data the page shows (errors as locale keys).
 * Better Auth's own HTTP endpoints are not mounted (see http.server.ts); this is the only way in.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { isAPIError } from "better-auth/api";
import {
  codeRequestSchema,
  codeSignInSchema,
  parseForm,
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  twoFactorSchema,
  type FieldErrors,
} from "~/lib/auth-schema";
import { isLanguage, localizePath, type Language } from "~/lib/i18n";
import { isRole, landingPath } from "~/lib/roles";
import { localPath, RETURN_PARAM } from "~/lib/urls";
import { sendAccountMail, watchAccountMail } from "./auth-mail.server";
import { auth } from "./auth.server";
import { recordFailedSignIn } from "../audit/audit.server";
import { db } from "../db/client.server";
import { user as userTable, verification } from "../db/schema";
import { languageCookie } from "../cookies.server";
import { setFlashCookie } from "../flash.server";
import { siteLink } from "../i18n.server";
import { isStorageFailure, STORAGE_RETRY_AFTER_SECONDS } from "../storage-errors.server";
import { logger } from "../logger.server";
import {
  clearRateLimit,
  clientIp,
  hitRateLimit,
  pairKey,
  peekRateLimit,
  slowDown,
  strictest,
  type RateLimit,
} from "../rate-limit.server";

export type AuthIntent =
  | "sign-in"
  | "sign-up"
  | "resend-verification"
  | "request-reset"
  | "reset-password"
  | "send-code"
  | "verify-code"
  | "two-factor";

export interface AuthActionData {
  intent: AuthIntent | null;
  errors?: FieldErrors;
  /** A message about the whole form (locale key), with its interpolation values. */
  formError?: string;
  formErrorValues?: Record<string, string>;
  /** Set when the password was right but the address is not confirmed yet: the page offers to resend the link. */
  unverifiedEmail?: string;
  /** A success message (locale key) shown in place of the form's result. */
  notice?: string;
  noticeValues?: Record<string, string>;
  /** The address a sign-in code was sent to: the page then asks for the code. */
  codeSentTo?: string;
  /** What the visitor typed (never passwords or codes), to fill the form again. */
  values?: Record<string, string>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of each form of /auth (docs/architecture.md, "Rate limits"). Every attempt counts against
 * its address's ceiling, generous because many people may share one public address. Requests that send
 * an email also count per email, so nobody can flood someone's mailbox. Wrong passwords and codes count
 * per account *at one address* (blocked past the limit, answered more slowly before it) and per account
 * from every address (only ever slowed down): a guesser is stopped, and nobody can lock the owner out from
 * elsewhere. The owner still gets in from a blocked network with an emailed code or a password reset.
 */
interface IntentLimits {
  address: RateLimit;
  email?: RateLimit;
  pairFailures?: RateLimit;
  accountFailures?: RateLimit;
}

const guessing = {
  pairFailures: { limit: 5, windowMs: 15 * MINUTE, slowAfter: 2 },
  accountFailures: { limit: Number.POSITIVE_INFINITY, windowMs: 15 * MINUTE, slowAfter: 5 },
} as const;

export const AUTH_LIMITS = {
  "sign-in": { address: { limit: 100, windowMs: 15 * MINUTE }, ...guessing },
  "sign-up": { address: { limit: 30, windowMs: HOUR }, email: { limit: 3, windowMs: HOUR } },
  "resend-verification": { address: { limit: 30, windowMs: HOUR }, email: { limit: 3, windowMs: HOUR } },
  "request-reset": { address: { limit: 30, windowMs: HOUR }, email: { limit: 3, windowMs: HOUR } },
  "reset-password": { address: { limit: 30, windowMs: HOUR } },
  "send-code": { address: { limit: 30, windowMs: HOUR }, email: { limit: 3, windowMs: 15 * MINUTE } },
  "verify-code": { address: { limit: 60, windowMs: 15 * MINUTE }, ...guessing },
  "two-factor": { address: { limit: 30, windowMs: 15 * MINUTE } },
} satisfies Record<AuthIntent, IntentLimits>;

function tooMany(intent: AuthIntent, retryAfter: number, values: Record<string, string>, formError: string) {
  return data<AuthActionData>(
    { intent, formError, formErrorValues: { minutes: String(Math.max(1, Math.ceil(retryAfter / 60))) }, values },
    { status: 429, headers: { "Retry-After": String(retryAfter) } },
  );
}

const failureKeys = (intent: AuthIntent, ip: string, address: string) => ({
  pair: `auth:${intent}:pair:${pairKey(ip, address)}`,
  account: `auth:${intent}:account:${address.trim().toLowerCase()}`,
});

/**
 * Counts this attempt against the limits and waits out any slow-down; a refusal is the 429 answer to
 * return. `address` is the email the form names, when it names one.
 */
async function limitAttempt(
  request: Request,
  intent: AuthIntent,
  address?: string,
  values: Record<string, string> = {},
) {
  const limits: IntentLimits = AUTH_LIMITS[intent];
  const ip = clientIp(request);
  const byAddress = await hitRateLimit(`auth:${intent}:address:${ip}`, limits.address);
  if (!byAddress.ok) return tooMany(intent, byAddress.retryAfter, values, "auth.errors.networkBusy");
  if (!address) return null;
  if (limits.email) {
    const byEmail = await hitRateLimit(`auth:${intent}:email:${address.trim().toLowerCase()}`, limits.email);
    if (!byEmail.ok) return tooMany(intent, byEmail.retryAfter, values, "auth.errors.rateLimited");
  }
  if (limits.pairFailures && limits.accountFailures) {
    const keys = failureKeys(intent, ip, address);
    const pair = await peekRateLimit(keys.pair, limits.pairFailures);
    if (!pair.ok) return tooMany(intent, pair.retryAfter, values, "auth.errors.tooManyFailures");
    const verdict = strictest([pair, await peekRateLimit(keys.account, limits.accountFailures)]);
    if (verdict.ok) await slowDown(verdict.delayMs);
  }
  return null;
}

/** The audit row of a failed sign-in; failing to write it (a full disk) does not change the answer. */
async function auditFailedSignIn(request: Request, attempt: Parameters<typeof recordFailedSignIn>[1]) {
  await recordFailedSignIn(request, attempt).catch((error: unknown) =>
    logger.error({ err: error }, "could not record a failed sign-in"),
  );
}

async function recordFailure(request: Request, intent: AuthIntent, address: string) {
  const limits: IntentLimits = AUTH_LIMITS[intent];
  const keys = failureKeys(intent, clientIp(request), address);
  if (limits.pairFailures) await hitRateLimit(keys.pair, limits.pairFailures);
  if (limits.accountFailures) await hitRateLimit(keys.account, limits.accountFailures);
}

/**
 * The owner proved who they are (the right password, a code, a reset link): their address's failures for
 * this account are forgiven. The account's count across addresses stays, so guessers elsewhere stay slow.
 */
async function forgiveFailures(request: Request, address: string, intents: AuthIntent[]) {
  for (const intent of intents) await clearRateLimit(failureKeys(intent, clientIp(request), address).pair);
}

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code;
}

/** Better Auth's error codes → our messages. Anything unexpected is logged and shown as a generic error. */
const messages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
  INVALID_EMAIL: "auth.errors.emailInvalid",
  EMAIL_NOT_VERIFIED: "auth.errors.emailNotVerified",
  BANNED_USER: "auth.errors.accountSuspended",
  PASSWORD_TOO_SHORT: "auth.errors.passwordTooShort",
  PASSWORD_TOO_LONG: "auth.errors.passwordTooLong",
  INVALID_TOKEN: "auth.reset.invalidLink",
  USER_NOT_FOUND: "auth.reset.invalidLink",
  INVALID_OTP: "auth.errors.codeInvalid",
  OTP_EXPIRED: "auth.errors.codeInvalid",
  TOO_MANY_ATTEMPTS: "auth.errors.codeTooManyAttempts",
  INVALID_CODE: "auth.errors.twoFactorInvalid",
  INVALID_BACKUP_CODE: "auth.errors.twoFactorInvalid",
  ACCOUNT_TEMPORARILY_LOCKED: "auth.errors.twoFactorLocked",
  INVALID_TWO_FACTOR_COOKIE: "auth.twoFactor.expired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "auth.twoFactor.expired",
};

function messageFor(error: unknown, context: string): string {
  if (isStorageFailure(error)) {
    logger.error({ err: error, context }, "storage failed during an account action");
    return "common.forms.unavailable";
  }
  const code = errorCode(error);
  const message = code ? messages[code] : undefined;
  if (!message) logger.error({ err: error, context }, "unexpected auth error");
  return message ?? "auth.errors.generic";
}

/** The answer's status: Better Auth's 4xx, 503 (with Retry-After) when storage failed, else 400. */
function failureInit(error: unknown): ResponseInit {
  if (isStorageFailure(error)) return { status: 503, headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } };
  if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) return { status: error.statusCode };
  return { status: 400 };
}

/** A redirect that passes Better Auth's cookies (session, two-factor challenge) on to the browser. */
function redirectWithCookies(to: string, authHeaders: Headers | null | undefined, extraCookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

interface SignedIn {
  twoFactorRedirect?: boolean;
  user?: { role?: unknown; preferredLanguage?: unknown };
}

/**
 * The page to go back to after signing in, from the sign-in forms' hidden `redirectTo` field: a path on
 * this site only (the language toggle's rules, `localPath`), or null.
 */
export function returnTarget(value: FormDataEntryValue | string | null): string | null {
  return typeof value === "string" && value.length <= 2048 ? localPath(value, "") || null : null;
}

/**
 * Where a fresh sign-in goes: the two-factor step (which keeps `returnTo`), else back to `returnTo` when the
 * role may open it, else the role's home.
 */
function afterSignIn(
  result: { headers: Headers | null; response: SignedIn },
  lang: Language,
  {
    extraCookies = [],
    returnTo = null,
    speaks,
  }: { extraCookies?: string[]; returnTo?: string | null; speaks?: Language } = {},
) {
  if (result.response.twoFactorRedirect) {
    const query = new URLSearchParams({ mode: "two-factor" });
    if (returnTo) query.set(RETURN_PARAM, returnTo);
    return redirectWithCookies(`${localizePath("/auth", lang)}?${query}`, result.headers, extraCookies);
  }
  const { role, preferredLanguage } = result.response.user ?? {};
  // The signed-in pages (one address each) and their toasts follow the language cookie: from now on it is
  // the account's language, the one it signed up in or last switched to.
  const language = speaks ?? (isLanguage(preferredLanguage) ? preferredLanguage : lang);
  return redirectWithCookies(landingPath(isRole(role) ? role : "client", returnTo), result.headers, [
    ...extraCookies,
    languageCookie(language),
  ]);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 254) : "";
};

export async function signInWithPassword(request: Request, form: FormData, lang: Language) {
  const intent = "sign-in";
  const values = { email: text(form, "email") };
  const parsed = parseForm(signInSchema, form, ["email", "password"]);
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors, values }, { status: 400 });
  const { email, password } = parsed.data;
  const limited = await limitAttempt(request, intent, email, values);
  if (limited) return limited;
  try {
    const result = await auth().api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgiveFailures(request, email, [intent]);
    return afterSignIn(result, lang, { returnTo: returnTarget(form.get(RETURN_PARAM)) });
  } catch (error) {
    const code = errorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") {
      // Only said after the right password, so it never tells a stranger that the address has an account.
      return data<AuthActionData>(
        { intent, formError: "auth.errors.emailNotVerified", unverifiedEmail: email, values },
        { status: 403 },
      );
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      await recordFailure(request, intent, email);
      await auditFailedSignIn(request, { email, method: "password" });
    }
    return data<AuthActionData>({ intent, formError: messageFor(error, intent), values }, failureInit(error));
  }
}

export async function signUp(request: Request, form: FormData, lang: Language) {
  const intent = "sign-up";
  const values = { email: text(form, "email"), firstName: text(form, "firstName"), lastName: text(form, "lastName") };
  const parsed = parseForm(signUpSchema, form, ["firstName", "lastName", "email", "password"]);
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors, values }, { status: 400 });
  const { firstName, lastName, email, password } = parsed.data;
  const limited = await limitAttempt(request, intent, email, values);
  if (limited) return limited;
  try {
    // The same answer whether or not the address already has an account (see auth.server.ts).
    await auth().api.signUpEmail({
      body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, preferredLanguage: lang },
      headers: request.headers,
    });
  } catch (error) {
    return data<AuthActionData>({ intent, formError: messageFor(error, intent), values }, failureInit(error));
  }
  return redirect(`${localizePath("/auth", lang)}?mode=check-email`, {
    headers: {
      "Set-Cookie": setFlashCookie({
        title: "auth.toast.checkEmailTitle",
        description: "auth.toast.checkEmailBody",
        variant: "success",
      }),
    },
  });
}

export async function resendVerification(request: Request, form: FormData) {
  const intent = "resend-verification";
  const parsed = parseForm(resetRequestSchema, form, ["email"]);
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors }, { status: 400 });
  const { email } = parsed.data;
  const limited = await limitAttempt(request, intent, email);
  if (limited) return limited;
  try {
    // Sends only to an unconfirmed address, and takes as long either way (Better Auth).
    await auth().api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    return data<AuthActionData>({ intent, formError: messageFor(error, intent) }, failureInit(error));
  }
  return data<AuthActionData>({ intent, notice: "auth.unverified.resent", values: { email } });
}

export async function requestPasswordReset(request: Request, form: FormData, lang: Language) {
  const intent = "request-reset";
  const values = { email: text(form, "email") };
  const parsed = parseForm(resetRequestSchema, form, ["email"]);
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors, values }, { status: 400 });
  const { email } = parsed.data;
  const limited = await limitAttempt(request, intent, email, values);
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
    logger.error({ err: failure, context: intent }, "password reset email not sent");
    return data<AuthActionData>(
      { intent, formError: "common.forms.unavailable", values },
      { status: 503, headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } },
    );
  }
  return data<AuthActionData>({ intent, notice: "auth.reset.sent", values });
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

/** Sets the new password (ending every session, Better Auth's revokeSessionsOnPasswordReset), then signs in. */
export async function resetPassword(request: Request, form: FormData, lang: Language) {
  const intent = "reset-password";
  const parsed = parseForm(resetPasswordSchema, form, ["token", "password"]);
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors }, { status: 400 });
  const limited = await limitAttempt(request, intent);
  if (limited) return limited;
  const { token, password } = parsed.data;
  const owner = await resetTokenOwner(token);
  if (!owner) return data<AuthActionData>({ intent, formError: "auth.reset.invalidLink" }, { status: 400 });
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    return data<AuthActionData>({ intent, formError: messageFor(error, intent) }, failureInit(error));
  }
  await forgiveFailures(request, owner.email, ["sign-in", "verify-code"]);
  const flash = setFlashCookie({
    title: "auth.toast.resetDoneTitle",
    description: "auth.toast.resetDoneBody",
    variant: "success",
  });
  try {
    const result = await auth().api.signInEmail({
      body: { email: owner.email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    // The reset ran in the language of the page it was asked from (its email and link too): so does its end.
    return afterSignIn(result, lang, { extraCookies: [flash], speaks: lang });
  } catch (error) {
    // The password is set; if signing in is refused (e.g. a suspended account), the sign-in form says why.
    return data<AuthActionData>(
      { intent: "sign-in", formError: messageFor(error, intent), values: { email: owner.email } },
      failureInit(error),
    );
  }
}

export async function sendSignInCode(request: Request, form: FormData) {
  const intent = "send-code";
  const values = { email: text(form, "email") };
  const parsed = parseForm(codeRequestSchema, form, ["email"]);
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors, values }, { status: 400 });
  const { email } = parsed.data;
  const limited = await limitAttempt(request, intent, email, values);
  if (limited) return limited;
  try {
    // Unknown addresses get the same answer and no email (disableSignUp in auth.server.ts).
    await auth().api.sendVerificationOTP({ body: { email, type: "sign-in" } });
  } catch (error) {
    return data<AuthActionData>({ intent, formError: messageFor(error, intent), values }, failureInit(error));
  }
  return data<AuthActionData>({ intent, codeSentTo: email, notice: "auth.code.sent", noticeValues: { email }, values });
}

export async function signInWithCode(request: Request, form: FormData, lang: Language) {
  const intent = "verify-code";
  const values = { email: text(form, "email") };
  const parsed = parseForm(codeSignInSchema, form, ["email", "code"]);
  if (!parsed.success)
    return data<AuthActionData>({ intent, errors: parsed.errors, codeSentTo: values.email, values }, { status: 400 });
  const { email, code } = parsed.data;
  const limited = await limitAttempt(request, intent, email, values);
  if (limited) return limited;
  try {
    const result = await auth().api.signInEmailOTP({
      body: { email, otp: code },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgiveFailures(request, email, [intent]);
    return afterSignIn(result as { headers: Headers | null; response: SignedIn }, lang, {
      returnTo: returnTarget(form.get(RETURN_PARAM)),
    });
  } catch (error) {
    await recordFailure(request, intent, email);
    await auditFailedSignIn(request, { email, method: "code" });
    return data<AuthActionData>(
      { intent, formError: messageFor(error, intent), codeSentTo: email, values },
      failureInit(error),
    );
  }
}

export async function verifySecondFactor(request: Request, form: FormData, lang: Language) {
  const intent = "two-factor";
  const parsed = parseForm(twoFactorSchema, form, ["code", "method"], {
    trustDevice: form.get("trustDevice") === "on",
  });
  if (!parsed.success) return data<AuthActionData>({ intent, errors: parsed.errors }, { status: 400 });
  const limited = await limitAttempt(request, intent);
  if (limited) return limited;
  const { code, method, trustDevice } = parsed.data;
  try {
    const body = { code, trustDevice };
    const result =
      method === "backup"
        ? await auth().api.verifyBackupCode({ body, headers: request.headers, returnHeaders: true })
        : await auth().api.verifyTOTP({ body, headers: request.headers, returnHeaders: true });
    return afterSignIn(result as { headers: Headers | null; response: SignedIn }, lang, {
      returnTo: returnTarget(form.get(RETURN_PARAM)),
    });
  } catch (error) {
    await auditFailedSignIn(request, { email: null, method: "two-factor" });
    return data<AuthActionData>({ intent, formError: messageFor(error, intent) }, failureInit(error));
  }
}

/**
 * Opens an email-confirmation link: Better Auth checks the token, marks the address confirmed (or
 * switches the account to its new address) and, for a new account, signs it in.
 */
export async function openVerificationLink(request: Request, lang: Language): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const authPage = localizePath("/auth", lang);
  if (!token || token.length > 4096) return redirect(`${authPage}?error=INVALID_TOKEN`);
  const changesEmail = isEmailChangeToken(token);
  const done = changesEmail ? "/profile" : authPage;
  const response = await auth().api.verifyEmail({
    query: { token, callbackURL: done },
    headers: request.headers,
    asResponse: true,
  });
  const location = response.headers.get("Location");
  if (!location) {
    logger.warn({ status: response.status }, "verification link answered without a redirect");
    return redirect(`${authPage}?error=INVALID_TOKEN`);
  }
  const failed = location.includes("error=");
  const extra =
    changesEmail && !failed
      ? [
          setFlashCookie({
            title: "profile.toast.emailChangedTitle",
            description: "profile.toast.emailChangedBody",
            variant: "success",
          }),
        ]
      : [];
  // A new account's link signs it in: its pages speak the language it signed up in (the link's).
  if (!changesEmail && !failed) extra.push(languageCookie(lang));
  return redirectWithCookies(location, response.headers, extra);
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

/** Whether this browser is between its password and its second factor (Better Auth's two_factor cookie). */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("Cookie") ?? "");
}
