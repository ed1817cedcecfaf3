import { useRef } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, useActionData } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useFocusFirstInvalid } from "~/components/admin/use-focus-first-invalid";
import { SelectField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "~/lib/accounts/rules";
import { metaTags } from "~/lib/meta";
import { roles } from "~/lib/roles";
import { listSearch } from "~/lib/tables";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/dashboard-user-new";
import { createUserAction } from "./dashboard.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return {
    meta: privatePageMeta(context.get(pageLanguage), "adminDashboard.newUser.title"),
    closeTo: `/admin/dashboard${listSearch(request.url)}`,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return createUserAction({ request, context }, context.get(pageLanguage));
}

export const handle = i18nHandle("adminDashboard", "backOffice", "auth");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewUserDialog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const values = result?.values ?? {};
  const error = (field: keyof NonNullable<typeof result>["errors"]) => {
    const key = result?.errors[field];
    return key ? t(key as never) : undefined;
  };
  return (
    <RouteDialog
      title={t("adminDashboard.newUser.title")}
      description={t("adminDashboard.newUser.description")}
      closeTo={loaderData.closeTo}
    >
      <Form ref={form} method="post" noValidate className="space-y-4" key={JSON.stringify(values)}>
        {result?.formError && <FormErrorMessage error={result.formError} />}
        <TextField
          label={t("adminDashboard.newUser.email")}
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={EMAIL_MAX}
          defaultValue={values.email}
          error={error("email")}
        />
        <TextField
          label={t("adminDashboard.newUser.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={error("password")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("adminDashboard.newUser.firstName")}
            name="firstName"
            required
            maxLength={NAME_MAX}
            defaultValue={values.firstName}
            error={error("firstName")}
          />
          <TextField
            label={t("adminDashboard.newUser.lastName")}
            name="lastName"
            required
            maxLength={NAME_MAX}
            defaultValue={values.lastName}
            error={error("lastName")}
          />
        </div>
        <SelectField
          label={t("adminDashboard.newUser.role")}
          name="role"
          defaultValue={values.role ?? "client"}
          error={error("role")}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`common.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end">
          <SubmitButton busyLabel={t("adminDashboard.newUser.submitting")}>
            {t("adminDashboard.newUser.submit")}
          </SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}
