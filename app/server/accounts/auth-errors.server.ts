/** What a refusal of Better Auth (or of the storage under it) means for the person: a message and a status. */
import { isAPIError } from "better-auth/api";
import { logger } from "../logger.server";
import { isStorageFailure, STORAGE_RETRY_AFTER_SECONDS } from "../front/storage-errors.server";

/** An account action failed: the message (a locale key), the status to answer, and Retry-After when storage failed. */
export interface Failed {
  kind: "failed";
  key: string;
  status: number;
  retryAfter?: number;
}

/** Better Auth's error code, when the error is one of its refusals. */
export function errorCode(error: unknown): string | undefined {
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

/** Storage that is down answers 503 with Retry-After; Better Auth's 4xx keep their status; anything else is a 400. */
export function authFailure(error: unknown, context: string): Failed {
  if (isStorageFailure(error)) {
    logger.error({ err: error, context }, "storage failed during an account action");
    return unavailable();
  }
  const code = errorCode(error);
  const message = code ? messages[code] : undefined;
  if (!message) logger.error({ err: error, context }, "unexpected auth error");
  const status = isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { kind: "failed", key: message ?? "auth.errors.generic", status };
}

/** The request could not be carried out for now: the person is asked to try again later. */
export function unavailable(): Failed {
  return { kind: "failed", key: "common.forms.unavailable", status: 503, retryAfter: STORAGE_RETRY_AFTER_SECONDS };
}
