/** Site Settings (/creator/settings): the list, and the save of one setting. */
import { data } from "react-router";
import type { FormFailure } from "~/lib/forms";
import type { Language } from "~/lib/i18n";
import { settingFields, settingFormSchema } from "~/lib/settings/schema";
import { versionOf } from "~/lib/versions";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import { listSettings, updateSetting } from "~/server/site/settings.server";
import type { RequestArgs } from "~/server/front/request-context.server";

export async function loadSettings({ request, context }: RequestArgs, lang: Language) {
  const user = await requireRole({ request, context }, "content_creator");
  const settings = await listSettings({ withAdminOnly: user.role === "admin" });
  return {
    meta: privatePageMeta(lang, "pages.creatorSettings.title"),
    settings: settings.map((setting) => ({ ...setting, version: versionOf(setting.updatedAt) })),
    now: new Date().toISOString(),
  };
}

export async function saveSettingAction({ request, context }: RequestArgs) {
  const user = await requireRole({ request, context }, "content_creator", { action: true });
  const received = await receiveForm(request, { id: "setting", schema: settingFormSchema, fields: settingFields });
  if (received.kind === "refused") return data(received.failure, received.init);
  const { id, value, version } = received.data;
  const outcome = await updateSetting(id, value, version, auditSource(request, user), {
    withAdminOnly: user.role === "admin",
  });
  switch (outcome.kind) {
    case "updated":
      return redirectWithToast("/creator/settings", {
        title: "cms.settings.toast.updated",
        description: "cms.settings.toast.updatedBody",
        variant: "success",
      });
    case "invalid":
      return data<FormFailure<(typeof settingFields)[number], "setting">>(
        { form: "setting", ok: false, errors: { value: outcome.error }, values: received.values },
        { status: 400 },
      );
    case "stale":
      return refuseForm("setting", 409, { key: "backOffice.errors.stale" }, received.values);
    case "notFound":
      return refuseForm("setting", 404, { key: "cms.settings.errors.unknown" }, received.values);
  }
}
