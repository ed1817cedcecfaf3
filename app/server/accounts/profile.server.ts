/**
 * What the owner of an account changes on /profile beyond a single call (users.server.ts has those): the
 * password, rate limited; the picture; and a two-factor setup in progress, shown again. Each returns an outcome.
 */
import type { TwoFactorSetup } from "~/lib/accounts/profile-forms";
import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import { logger } from "../logger.server";
import { hitRateLimit } from "../rate-limit.server";
import { rethrowStorageFailure } from "../front/storage-errors.server";
import { saveAvatar, type AvatarError } from "./avatars.server";
import type { SessionUser } from "./session.server";
import { changePassword, setUserImage, twoFactorSetupView } from "./users.server";

/** Guessing the current password from a stolen session is slowed down: so many tries per account. */
const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

export type PasswordChange =
  /** Better Auth gives this browser a new session (the others end): its cookie is in `headers`. */
  | { kind: "changed"; headers: Headers | null }
  | { kind: "limited"; retryAfter: number }
  | { kind: "refused"; field: "currentPassword" | null; key: string };

export async function changeOwnPassword(
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const limited = await hitRateLimit(`profile:change-password:${user.id}`, CHANGE_PASSWORD_LIMIT);
  if (!limited.ok) return { kind: "limited", retryAfter: limited.retryAfter };
  const changed = await changePassword(request, user, input);
  return changed.ok
    ? { kind: "changed", headers: changed.headers }
    : { kind: "refused", field: changed.field, key: changed.message };
}

export type AvatarChange =
  | { kind: "saved" }
  | { kind: "refused"; error: AvatarError | "noFile" }
  /** The picture is stored but the account could not point at it. */
  | { kind: "failed" };

export async function replaceAvatar(
  request: Request,
  user: SessionUser,
  file: FormDataEntryValue | null,
): Promise<AvatarChange> {
  if (!(file instanceof File) || file.size === 0) return { kind: "refused", error: "noFile" };
  if (file.size > AVATAR_MAX_BYTES) return { kind: "refused", error: "tooLarge" };
  const saved = await saveAvatar(user.id, new Uint8Array(await file.arrayBuffer()));
  if (!saved.ok) return { kind: "refused", error: saved.error };
  try {
    await setUserImage(request, saved.url);
  } catch (error) {
    rethrowStorageFailure(error);
    logger.error({ err: error, userId: user.id }, "saving the avatar URL failed");
    return { kind: "failed" };
  }
  return { kind: "saved" };
}

/**
 * The setup in progress, posted back with the confirmation code so a mistyped code does not lose the
 * QR code and backup codes. Only shown back to the user who posted it; the secret that counts stays in
 * Better Auth's table, so nothing here is trusted for anything else.
 */
export async function resumeTwoFactorSetup(
  totpURI: string | undefined,
  backupCodes: readonly string[] = [],
): Promise<TwoFactorSetup | undefined> {
  if (!totpURI?.startsWith("otpauth://totp/") || totpURI.length > 512) return undefined;
  return twoFactorSetupView(
    totpURI,
    backupCodes.slice(0, 20).map((code) => code.slice(0, 64)),
  );
}
