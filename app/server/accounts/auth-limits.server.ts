/**
 * The rate limits of the /auth forms (docs/architecture.md, "Rate limits"), and the audit row of a
 * refused sign-in. A refusal is an outcome the sign-in modules pass on; the route answers it with a 429.
 */
import type { AuthIntent } from "~/lib/accounts/forms";
import { recordFailedSignIn } from "../audit/audit.server";
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every attempt counts against its address's ceiling, generous because many people may share one public
 * address. Requests that send an email also count per email, so nobody can flood someone's mailbox. Wrong
 * passwords and codes count per account *at one address* (blocked past the limit, answered more slowly
 * before it) and per account from every address (only ever slowed down): a guesser is stopped, and nobody
 * can lock the owner out from elsewhere. The owner still gets in from a blocked network with an emailed
 * code or a password reset.
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

/** A limit refused the attempt: the message (a locale key) says which, `retryAfter` when to try again (seconds). */
export interface Limited {
  kind: "limited";
  key: string;
  retryAfter: number;
}

const limited = (key: string, retryAfter: number): Limited => ({ kind: "limited", key, retryAfter });

const failureKeys = (intent: AuthIntent, ip: string, address: string) => ({
  pair: `auth:${intent}:pair:${pairKey(ip, address)}`,
  account: `auth:${intent}:account:${address.trim().toLowerCase()}`,
});

/**
 * Counts this attempt against the limits and waits out any slow-down; null when it may go on.
 * `address` is the email the form names, when it names one.
 */
export async function limitAttempt(request: Request, intent: AuthIntent, address?: string): Promise<Limited | null> {
  const limits: IntentLimits = AUTH_LIMITS[intent];
  const ip = clientIp(request);
  const byAddress = await hitRateLimit(`auth:${intent}:address:${ip}`, limits.address);
  if (!byAddress.ok) return limited("auth.errors.networkBusy", byAddress.retryAfter);
  if (!address) return null;
  if (limits.email) {
    const byEmail = await hitRateLimit(`auth:${intent}:email:${address.trim().toLowerCase()}`, limits.email);
    if (!byEmail.ok) return limited("auth.errors.rateLimited", byEmail.retryAfter);
  }
  if (limits.pairFailures && limits.accountFailures) {
    const keys = failureKeys(intent, ip, address);
    const pair = await peekRateLimit(keys.pair, limits.pairFailures);
    if (!pair.ok) return limited("auth.errors.tooManyFailures", pair.retryAfter);
    const verdict = strictest([pair, await peekRateLimit(keys.account, limits.accountFailures)]);
    if (verdict.ok) await slowDown(verdict.delayMs);
  }
  return null;
}

/** A wrong password or code, counted against the pair (address, account) and the account. */
export async function recordFailure(request: Request, intent: AuthIntent, address: string) {
  const limits: IntentLimits = AUTH_LIMITS[intent];
  const keys = failureKeys(intent, clientIp(request), address);
  if (limits.pairFailures) await hitRateLimit(keys.pair, limits.pairFailures);
  if (limits.accountFailures) await hitRateLimit(keys.account, limits.accountFailures);
}

/**
 * The owner proved who they are (the right password, a code, a reset link): their address's failures for
 * this account are forgiven. The account's count across addresses stays, so guessers elsewhere stay slow.
 */
export async function forgiveFailures(request: Request, address: string, intents: AuthIntent[]) {
  for (const intent of intents) await clearRateLimit(failureKeys(intent, clientIp(request), address).pair);
}

/** The audit row of a failed sign-in; failing to write it (a full disk) does not change the answer. */
export async function auditFailedSignIn(request: Request, attempt: Parameters<typeof recordFailedSignIn>[1]) {
  await recordFailedSignIn(request, attempt).catch((error: unknown) =>
    logger.error({ err: error }, "could not record a failed sign-in"),
  );
}
