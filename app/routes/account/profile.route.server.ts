/**
 * The /profile action: one handler per form (its intent), each reading its form through the form kit (a
 * picture as a multipart post), calling one account module and turning its outcome into the page's data
 * (a toast, refused fields) or a redirect that carries Better Auth's new session cookie.
 */
import { data, redirectDocument } from "react-router";
import type { z } from "zod";
import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import {
  buttonOnlySchema,
  changePasswordSchema,
  endSessionSchema,
  passwordConfirmSchema,
  profileSchema,
  totpCodeSchema,
} from "~/lib/accounts/schema";
import type { FormError } from "~/lib/forms";
import { resolveLanguage } from "~/lib/i18n";
import {
  BACKUP_CODES_FIELD,
  isProfileIntent,
  profileFields,
  type ProfileField,
  type ProfileIntent,
  type ProfileResult,
  type ProfileToast,
  type TwoFactorSetup,
} from "~/lib/accounts/profile-forms";
import type { AvatarError } from "~/server/accounts/avatars.server";
import { changeOwnPassword, replaceAvatar, resumeTwoFactorSetup } from "~/server/accounts/profile.server";
import { endOtherSessions, endSession, type SessionUser } from "~/server/accounts/session.server";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, updateProfile } from "~/server/accounts/users.server";
import { languageCookie } from "~/server/front/cookies.server";
import { setFlashCookie } from "~/server/forms/flash.server";
import { receiveForm, tooManyRequests } from "~/server/forms/forms.server";
import { redirectWithCookies } from "./auth.route.server";
import { readIntent, type PostedForm } from "../../server/forms/form-intent.server";

const SMALL_FORM_BYTES = 16 * 1024;
// The multipart envelope around a picture: field names, boundaries, the file's name.
const MULTIPART_OVERHEAD = 64 * 1024;

type Answer = ReturnType<typeof data<ProfileResult>> | Response;

const refuse = (form: ProfileResult["form"], formError: FormError, status: number, init: ResponseInit = {}) =>
  data<ProfileResult>({ form, ok: false, errors: {}, values: {}, formError }, { ...init, status });

const refuseField = (
  form: ProfileIntent,
  errors: Partial<Record<ProfileField, string>>,
  extra: { twoFactorSetup?: TwoFactorSetup } = {},
) => data<ProfileResult>({ form, ok: false, values: {}, errors, ...extra }, { status: 400 });

const toast = (form: ProfileIntent, shown: ProfileToast) => data<ProfileResult>({ form, ok: true, toast: shown });

/** Back to /profile with Better Auth's new session cookie and a success toast. */
const redirectWithSession = (authHeaders: Headers | null, shown: ProfileToast) =>
  redirectWithCookies("/profile", authHeaders, [setFlashCookie({ ...shown, variant: "success" })]);

const avatarMessages: Record<AvatarError | "noFile", string> = {
  tooLarge: "profile.errors.fileTooLarge",
  notAnImage: "profile.errors.notAnImage",
  unreadable: "profile.errors.unreadableImage",
  noFile: "profile.errors.noFile",
};
const avatarStatus = { tooLarge: 413, notAnImage: 415, unreadable: 415, noFile: 400 } as const;

function receiveProfileForm<S extends z.ZodType>(
  { replay, maxBytes }: Post,
  intent: ProfileIntent,
  schema: S,
  secret: readonly ProfileField[] = [],
) {
  const fields: readonly ProfileField[] = profileFields[intent];
  const lists = intent === "two-factor-confirm" ? [BACKUP_CODES_FIELD] : [];
  return receiveForm(replay(), { id: intent, schema, fields, secret, lists, maxBytes, honeypot: false });
}

interface Post extends PostedForm {
  request: Request;
  user: SessionUser;
  maxBytes: number;
}

const handlers: Record<ProfileIntent, (post: Post) => Promise<Answer>> = {
  "update-profile": async (post) => {
    const { request, user } = post;
    const received = await receiveProfileForm(post, "update-profile", profileSchema);
    if (received.kind === "refused") return data<ProfileResult>(received.failure, received.init);
    const result = await updateProfile(request, user, received.data);
    if (!result.ok)
      return data<ProfileResult>(
        { form: "update-profile", ok: false, errors: {}, values: received.values, formError: { key: result.message } },
        { status: 400 },
      );
    const shown = result.emailChangeSentTo
      ? {
          title: "profile.toast.emailChangeTitle",
          description: "profile.toast.emailChangeBody",
          values: { email: result.emailChangeSentTo },
        }
      : { title: "profile.toast.updatedTitle", description: "profile.toast.updatedBody" };
    if (received.data.preferredLanguage === resolveLanguage(request)) return toast("update-profile", shown);
    // The pages switch language with the account: a full page load, as with the language toggle (the
    // browser holds one language's strings), and the toast in the new language.
    const headers = new Headers();
    headers.append("Set-Cookie", languageCookie(received.data.preferredLanguage));
    headers.append("Set-Cookie", setFlashCookie({ ...shown, variant: "success" }));
    return redirectDocument("/profile", { headers });
  },

  "change-password": async (post) => {
    const { request, user } = post;
    const secret = ["currentPassword", "newPassword"] as const;
    const received = await receiveProfileForm(post, "change-password", changePasswordSchema, secret);
    if (received.kind === "refused") return data<ProfileResult>(received.failure, received.init);
    const changed = await changeOwnPassword(request, user, received.data);
    if (changed.kind === "limited") {
      const answer = tooManyRequests("auth.errors.rateLimited", changed.retryAfter);
      return refuse("change-password", answer.error, 429, answer.init);
    }
    if (changed.kind === "refused")
      return changed.field
        ? refuseField("change-password", { [changed.field]: changed.key })
        : refuse("change-password", { key: changed.key }, 400);
    return redirectWithSession(changed.headers, {
      title: "profile.toast.passwordChangedTitle",
      description: "profile.toast.passwordChangedBody",
    });
  },

  avatar: async (post) => {
    const { request, user, form } = post;
    const changed = await replaceAvatar(request, user, form.get("avatar"));
    if (changed.kind === "refused")
      return refuse("avatar", { key: avatarMessages[changed.error] }, avatarStatus[changed.error]);
    if (changed.kind === "failed") return refuse("avatar", { key: "profile.errors.generic" }, 500);
    return toast("avatar", { title: "profile.toast.pictureTitle", description: "profile.toast.pictureBody" });
  },

  "end-other-sessions": async (post) => {
    const { request } = post;
    const received = await receiveProfileForm(post, "end-other-sessions", buttonOnlySchema);
    if (received.kind === "refused") return data<ProfileResult>(received.failure, received.init);
    await endOtherSessions(request);
    return toast("end-other-sessions", {
      title: "profile.toast.sessionsEndedTitle",
      description: "profile.toast.sessionsEndedBody",
    });
  },

  "end-session": async (post) => {
    const { user } = post;
    const received = await receiveProfileForm(post, "end-session", endSessionSchema);
    if (received.kind === "refused") return data<ProfileResult>(received.failure, received.init);
    if (!(await endSession(user, received.data.sessionId)))
      return refuse("end-session", { key: "profile.errors.generic" }, 404);
    return toast("end-session", { title: "profile.toast.sessionsEndedTitle" });
  },

  "two-factor-start": async (post) => {
    const { request } = post;
    const received = await receiveProfileForm(post, "two-factor-start", passwordConfirmSchema, ["password"]);
    if (received.kind === "refused") return data<ProfileResult>(received.failure, received.init);
    const started = await startTwoFactor(request, received.data.password);
    if (!started.ok) return refuseField("two-factor-start", { password: started.message });
    return data<ProfileResult>({ form: "two-factor-start", ok: true, twoFactorSetup: started.setup });
  },

  "two-factor-confirm": async (post) => {
    const { request } = post;
    const received = await receiveProfileForm(post, "two-factor-confirm", totpCodeSchema, ["code"]);
    if (received.kind === "refused") {
      const { values, lists } = received.failure;
      const twoFactorSetup = await resumeTwoFactorSetup(values.totpURI, lists?.[BACKUP_CODES_FIELD]);
      return data<ProfileResult>({ ...received.failure, twoFactorSetup }, received.init);
    }
    const confirmed = await confirmTwoFactor(request, received.data.code);
    if (!confirmed.ok) {
      const backupCodes = received.form.getAll(BACKUP_CODES_FIELD).filter((code) => typeof code === "string");
      const twoFactorSetup = await resumeTwoFactorSetup(received.values.totpURI, backupCodes);
      return refuseField("two-factor-confirm", { code: confirmed.message }, { twoFactorSetup });
    }
    return redirectWithSession(confirmed.headers, {
      title: "profile.toast.twoFactorOnTitle",
      description: "profile.toast.twoFactorOnBody",
    });
  },

  "two-factor-disable": async (post) => {
    const { request } = post;
    const received = await receiveProfileForm(post, "two-factor-disable", passwordConfirmSchema, ["password"]);
    if (received.kind === "refused") return data<ProfileResult>(received.failure, received.init);
    const disabled = await disableTwoFactor(request, received.data.password);
    if (!disabled.ok) return refuseField("two-factor-disable", { password: disabled.message });
    return redirectWithSession(disabled.headers, { title: "profile.toast.twoFactorOffTitle" });
  },
};

export async function profileAction(request: Request, user: SessionUser): Promise<Answer> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const maxBytes = multipart ? AVATAR_MAX_BYTES + MULTIPART_OVERHEAD : SMALL_FORM_BYTES;
  const read = await readIntent(request, maxBytes);
  if (!read.ok) {
    if (read.status === 413 && multipart) return refuse("avatar", { key: "profile.errors.fileTooLarge" }, 413);
    return refuse(multipart ? "avatar" : "profile", read.error, read.status);
  }
  if (!isProfileIntent(read.intent)) return refuse("profile", { key: "profile.errors.generic" }, 400);
  return handlers[read.intent]({ ...read, request, user, maxBytes });
}
