/**
 * What the /profile page's forms do: each answer is either data for the page
 * (a toast to show, errors as locale keys) or a redirect carrying Better Auth's new session cookie.
 */
import { data, redirect, redirectDocument } from "react-router";
import { resolveLanguage } from "~/lib/i18n";
import { AVATAR_MAX_BYTES } from "~/lib/auth-rules";
import {
  changePasswordSchema,
  parseForm,
  passwordConfirmSchema,
  profileSchema,
  totpCodeSchema,
  type FieldErrors,
} from "~/lib/auth-schema";
import { saveAvatar, type AvatarError } from "./avatars.server";
import { languageCookie } from "../cookies.server";
import { setFlashCookie } from "../flash.server";
import { readFormBody } from "../forms.server";
import { logger } from "../logger.server";
import { hitRateLimit } from "../rate-limit.server";
import { endOtherSessions, endSession, type SessionUser } from "./session.server";
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  setUserImage,
  startTwoFactor,
  twoFactorSetupView,
  updateProfile,
  type TwoFactorSetup,
} from "./users.server";
import { rethrowStorageFailure } from "../storage-errors.server";

export type ProfileIntent =
  | "update-profile"
  | "change-password"
  | "avatar"
  | "end-other-sessions"
  | "end-session"
  | "two-factor-start"
  | "two-factor-confirm"
  | "two-factor-disable";

export interface ProfileActionData {
  intent: ProfileIntent | null;
  errors?: FieldErrors;
  /** Locale key of what went wrong, shown under the toast's title ('Update failed', 'Upload failed'). */
  formError?: string;
  formErrorValues?: Record<string, string>;
  /** Locale keys of a success toast. */
  toast?: { title: string; description?: string; values?: Record<string, string> };
  values?: Record<string, string>;
  twoFactorSetup?: TwoFactorSetup;
}

const SMALL_FORM_BYTES = 16 * 1024;
// The multipart envelope around a picture: field names, boundaries, the file's name.
const MULTIPART_OVERHEAD = 64 * 1024;

function fail(intent: ProfileIntent | null, formError: string, status: number, extra: Partial<ProfileActionData> = {}) {
  return data<ProfileActionData>({ intent, formError, ...extra }, { status });
}

const avatarMessages: Record<AvatarError, string> = {
  tooLarge: "profile.errors.fileTooLarge",
  notAnImage: "profile.errors.notAnImage",
  unreadable: "profile.errors.unreadableImage",
};

export async function handleProfileAction(
  request: Request,
  user: SessionUser,
): Promise<Response | ReturnType<typeof data<ProfileActionData>>> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const read = await readFormBody(request, multipart ? AVATAR_MAX_BYTES + MULTIPART_OVERHEAD : SMALL_FORM_BYTES);
  if (!read.ok) {
    if (read.status === 413 && multipart) return fail("avatar", "profile.errors.fileTooLarge", 413);
    return fail(multipart ? "avatar" : null, read.error.key, read.status);
  }
  const { form } = read;
  const intent = form.get("intent");
  switch (intent) {
    case "update-profile":
      return updateProfileAction(request, user, form);
    case "change-password":
      return changePasswordAction(request, user, form);
    case "avatar":
      return avatarAction(request, user, form);
    case "end-other-sessions":
      await endOtherSessions(request);
      return data<ProfileActionData>({
        intent,
        toast: { title: "profile.toast.sessionsEndedTitle", description: "profile.toast.sessionsEndedBody" },
      });
    case "end-session": {
      const sessionId = form.get("sessionId");
      if (typeof sessionId !== "string" || !(await endSession(user, sessionId)))
        return fail(intent, "profile.errors.generic", 404);
      return data<ProfileActionData>({ intent, toast: { title: "profile.toast.sessionsEndedTitle" } });
    }
    case "two-factor-start": {
      const parsed = parseForm(passwordConfirmSchema, form, ["password"]);
      if (!parsed.success) return data<ProfileActionData>({ intent, errors: parsed.errors }, { status: 400 });
      const started = await startTwoFactor(request, parsed.data.password);
      if (!started.ok)
        return data<ProfileActionData>({ intent, errors: { password: started.message } }, { status: 400 });
      return data<ProfileActionData>({ intent, twoFactorSetup: started.setup });
    }
    case "two-factor-confirm": {
      const parsed = parseForm(totpCodeSchema, form, ["code"]);
      if (!parsed.success)
        return data<ProfileActionData>(
          { intent, errors: parsed.errors, twoFactorSetup: await setupFrom(form) },
          { status: 400 },
        );
      const confirmed = await confirmTwoFactor(request, parsed.data.code);
      if (!confirmed.ok)
        return data<ProfileActionData>(
          { intent, errors: { code: confirmed.message }, twoFactorSetup: await setupFrom(form) },
          { status: 400 },
        );
      return redirectWithSession("/profile", confirmed.headers, {
        title: "profile.toast.twoFactorOnTitle",
        description: "profile.toast.twoFactorOnBody",
      });
    }
    case "two-factor-disable": {
      const parsed = parseForm(passwordConfirmSchema, form, ["password"]);
      if (!parsed.success) return data<ProfileActionData>({ intent, errors: parsed.errors }, { status: 400 });
      const disabled = await disableTwoFactor(request, parsed.data.password);
      if (!disabled.ok)
        return data<ProfileActionData>({ intent, errors: { password: disabled.message } }, { status: 400 });
      return redirectWithSession("/profile", disabled.headers, { title: "profile.toast.twoFactorOffTitle" });
    }
    default:
      return fail(null, "profile.errors.generic", 400);
  }
}

/**
 * The setup in progress, posted back with the confirmation code so a mistyped code does not lose the
 * QR code and backup codes. Only shown back to the user who posted it; the secret that counts stays in
 * Better Auth's table, so nothing here is trusted for anything else.
 */
async function setupFrom(form: FormData): Promise<TwoFactorSetup | undefined> {
  const totpURI = form.get("totpURI");
  const backupCodes = form.getAll("backupCodes").filter((value): value is string => typeof value === "string");
  if (typeof totpURI !== "string" || !totpURI.startsWith("otpauth://totp/") || totpURI.length > 512) return undefined;
  return twoFactorSetupView(
    totpURI,
    backupCodes.slice(0, 20).map((code) => code.slice(0, 64)),
  );
}

function redirectWithSession(to: string, authHeaders: Headers | null, toast: { title: string; description?: string }) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", setFlashCookie({ ...toast, variant: "success" }));
  return redirect(to, { headers });
}

async function updateProfileAction(request: Request, user: SessionUser, form: FormData) {
  const intent = "update-profile";
  const parsed = parseForm(profileSchema, form, ["firstName", "lastName", "email", "preferredLanguage"]);
  const values = Object.fromEntries(
    ["firstName", "lastName", "email", "preferredLanguage"].map((name) => [
      name,
      String(form.get(name) ?? "").slice(0, 254),
    ]),
  );
  if (!parsed.success) return data<ProfileActionData>({ intent, errors: parsed.errors, values }, { status: 400 });
  const result = await updateProfile(request, user, parsed.data);
  if (!result.ok) return data<ProfileActionData>({ intent, formError: result.message, values }, { status: 400 });
  if (parsed.data.preferredLanguage !== resolveLanguage(request)) {
    // The pages switch language with the account: a full page load, as with the language toggle (the
    // browser holds one language's strings), and the toast in the new language.
    const toast = result.emailChangeSentTo
      ? { title: "profile.toast.emailChangeTitle", description: "profile.toast.emailChangeBody" }
      : { title: "profile.toast.updatedTitle", description: "profile.toast.updatedBody" };
    const headers = new Headers();
    headers.append("Set-Cookie", languageCookie(parsed.data.preferredLanguage));
    headers.append(
      "Set-Cookie",
      setFlashCookie({
        ...toast,
        values: result.emailChangeSentTo ? { email: result.emailChangeSentTo } : undefined,
        variant: "success",
      }),
    );
    return redirectDocument("/profile", { headers });
  }
  if (result.emailChangeSentTo) {
    return data<ProfileActionData>({
      intent,
      toast: {
        title: "profile.toast.emailChangeTitle",
        description: "profile.toast.emailChangeBody",
        values: { email: result.emailChangeSentTo },
      },
    });
  }
  return data<ProfileActionData>({
    intent,
    toast: { title: "profile.toast.updatedTitle", description: "profile.toast.updatedBody" },
  });
}

/** Guessing the current password from a stolen session is slowed down: so many tries per account. */
const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

async function changePasswordAction(request: Request, user: SessionUser, form: FormData) {
  const intent = "change-password";
  const parsed = parseForm(changePasswordSchema, form, ["currentPassword", "newPassword"]);
  if (!parsed.success) return data<ProfileActionData>({ intent, errors: parsed.errors }, { status: 400 });
  const limited = await hitRateLimit(`profile:change-password:${user.id}`, CHANGE_PASSWORD_LIMIT);
  if (!limited.ok)
    return data<ProfileActionData>(
      { intent, formError: "auth.errors.rateLimited", formErrorValues: retryMinutes(limited.retryAfter) },
      { status: 429, headers: { "Retry-After": String(limited.retryAfter) } },
    );
  const changed = await changePassword(request, user, parsed.data);
  if (!changed.ok)
    return changed.field
      ? data<ProfileActionData>({ intent, errors: { [changed.field]: changed.message } }, { status: 400 })
      : fail(intent, changed.message, 400);
  return redirectWithSession("/profile", changed.headers, {
    title: "profile.toast.passwordChangedTitle",
    description: "profile.toast.passwordChangedBody",
  });
}

const retryMinutes = (seconds: number) => ({ minutes: String(Math.max(1, Math.ceil(seconds / 60))) });

async function avatarAction(request: Request, user: SessionUser, form: FormData) {
  const intent = "avatar";
  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return fail(intent, "profile.errors.noFile", 400);
  if (file.size > AVATAR_MAX_BYTES) return fail(intent, "profile.errors.fileTooLarge", 413);
  const saved = await saveAvatar(user.id, new Uint8Array(await file.arrayBuffer()));
  if (!saved.ok) return fail(intent, avatarMessages[saved.error], saved.error === "tooLarge" ? 413 : 415);
  try {
    await setUserImage(request, saved.url);
  } catch (error) {
    rethrowStorageFailure(error);
    logger.error({ err: error, userId: user.id }, "saving the avatar URL failed");
    return fail(intent, "profile.errors.generic", 500);
  }
  return data<ProfileActionData>({
    intent,
    toast: { title: "profile.toast.pictureTitle", description: "profile.toast.pictureBody" },
  });
}
