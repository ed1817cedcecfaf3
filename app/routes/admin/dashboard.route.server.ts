/** The /admin/dashboard actions: a user's row buttons, and the 'Create New User' dialog. */
import { data } from "react-router";
import type { FormFailure } from "~/lib/forms";
import type { Language } from "~/lib/i18n";
import { listSearch } from "~/lib/tables";
import { newUserFields, newUserSchema, userActionFields, userActionSchema } from "~/lib/accounts/admin";
import { requireRole } from "~/server/accounts/guards.server";
import {
  changeRole,
  createUserAsAdmin,
  endSessions,
  sendPasswordReset,
  setBanned,
  type Source,
} from "~/server/accounts/user-admin.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { serverT } from "~/server/i18n.server";
import type { RequestArgs } from "~/server/front/request-context.server";

export type UserActionResult =
  { form: "user-action"; ok: true } | FormFailure<(typeof userActionFields)[number], "user-action">;

async function adminSource({ request, context }: RequestArgs): Promise<Source> {
  const admin = await requireRole({ request, context }, "admin", { action: true });
  return auditSource(request, admin) as Source;
}

/** A button of a user's row: change role, ban, unban, end sessions, send a password reset. */
export async function userAction({ request, context }: RequestArgs, lang: Language) {
  const source = await adminSource({ request, context });
  const received = await receiveForm(request, {
    id: "user-action",
    schema: userActionSchema,
    fields: userActionFields,
    invalidKey: "adminDashboard.errors.invalid",
  });
  if (received.kind === "refused") return data<UserActionResult>(received.failure, received.init);
  const action = received.data;
  const outcome =
    action.intent === "role"
      ? await changeRole(action.userId, action.role, source)
      : action.intent === "ban" || action.intent === "unban"
        ? await setBanned(action.userId, action.intent === "ban", source)
        : action.intent === "end-sessions"
          ? await endSessions(action.userId, source)
          : await sendPasswordReset(action.userId, source);
  if (outcome.kind !== "done") {
    const status = outcome.kind === "notFound" ? 404 : outcome.kind === "failed" ? 503 : 409;
    const key = {
      notFound: "adminDashboard.errors.notFound",
      self: "adminDashboard.errors.self",
      lastAdmin: "adminDashboard.errors.lastAdmin",
      failed: "adminDashboard.errors.resetFailed",
    }[outcome.kind];
    return data<UserActionResult>(
      { form: "user-action", ok: false, errors: {}, formError: { key }, values: received.values },
      { status },
    );
  }
  const t = serverT(lang);
  const title = {
    role: "adminDashboard.toast.roleChanged",
    ban: "adminDashboard.toast.banned",
    unban: "adminDashboard.toast.unbanned",
    "end-sessions": "adminDashboard.toast.sessionsEnded",
    "reset-password": "adminDashboard.toast.resetSent",
  }[action.intent];
  const role = action.intent === "role" ? t(`common.roles.${action.role}`) : "";
  return redirectWithToast(`/admin/dashboard${listSearch(request.url)}`, {
    title,
    variant: "success",
    values: { email: outcome.email, role },
  });
}

export type NewUserResult = FormFailure<(typeof newUserFields)[number], "new-user">;

/** The 'Create New User' dialog: creates the account with its role, then back to the list with a toast. */
export async function createUserAction({ request, context }: RequestArgs, lang: Language) {
  const source = await adminSource({ request, context });
  const received = await receiveForm(request, {
    id: "new-user",
    schema: newUserSchema,
    fields: newUserFields,
    secret: ["password"],
  });
  if (received.kind === "refused") return data<NewUserResult>(received.failure, received.init);
  const input = received.data;
  const outcome = await createUserAsAdmin(input, source);
  if (outcome.kind === "emailTaken") {
    return data<NewUserResult>(
      { form: "new-user", ok: false, errors: { email: "adminDashboard.errors.emailTaken" }, values: received.values },
      { status: 409 },
    );
  }
  if (outcome.kind === "failed") {
    return refuseForm("new-user", 409, { key: "adminDashboard.errors.createFailed" }, received.values);
  }
  const t = serverT(lang);
  return redirectWithToast(`/admin/dashboard${listSearch(request.url)}`, {
    title: "adminDashboard.toast.created",
    description: "adminDashboard.toast.createdBody",
    variant: "success",
    values: { name: `${input.firstName} ${input.lastName}`, role: t(`common.roles.${input.role}`) },
  });
}
