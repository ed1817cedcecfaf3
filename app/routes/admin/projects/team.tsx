import { UserMinus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { data, Form, Link, useActionData, useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { StatusBadge } from "~/components/admin/status-badge";
import { EditorForm, useFieldErrors } from "~/components/admin/editor-form";
import { RequiredMark, SelectField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getProject, getTeam } from "~/server/clients/projects.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/team";
import { teamAction } from "./projects.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const project = isUuid(params.id) ? await getProject(params.id) : undefined;
  if (!project) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "clients.teamDialog.title"),
    title: project.title,
    ...(await getTeam(project.id)),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return teamAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ProjectTeam({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  const added = result?.form === "team-add" ? result : undefined;
  const removed = result?.form === "team-remove" ? result : undefined;
  const closeTo = `/admin/projects${search}`;
  const error = useFieldErrors(added);
  const { members, facilitators, staff } = loaderData;
  return (
    <RouteDialog
      title={t("clients.teamDialog.title")}
      description={t("clients.teamDialog.lead", { title: loaderData.title })}
      closeTo={closeTo}
      size="lg"
    >
      {removed?.formError && <FormErrorMessage error={removed.formError} className="mb-3" />}
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("clients.teamDialog.empty")}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{member.name}</span>
                  <StatusBadge tone={member.kind === "facilitator" ? "blue" : "grey"}>
                    {t(member.kind === "facilitator" ? "clients.teamDialog.facilitator" : "clients.teamDialog.staff")}
                  </StatusBadge>
                </p>
                <p className="break-words text-muted-foreground">{member.role ?? "—"}</p>
              </div>
              <Form method="post" action={`?intent=remove${search ? `&${search.slice(1)}` : ""}`} preventScrollReset>
                <input type="hidden" name="memberId" value={member.id} />
                <button
                  type="submit"
                  className={buttonVariants({ variant: "ghost", size: "icon" })}
                  title={t("clients.teamDialog.removeNamed", { name: member.name })}
                >
                  <UserMinus aria-hidden="true" />
                  <span className="sr-only">{t("clients.teamDialog.removeNamed", { name: member.name })}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <EditorForm result={added} className="mt-5 space-y-4 border-t pt-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={
              <>
                {t("clients.teamDialog.member")}
                <RequiredMark />
              </>
            }
            name="member"
            required
            defaultValue={added?.values.member ?? ""}
            error={error("member")}
          >
            <option value="">{t("clients.teamDialog.choose")}</option>
            <optgroup label={t("clients.teamDialog.facilitators")}>
              {facilitators.map((candidate) => (
                <option key={candidate.value} value={candidate.value}>
                  {candidate.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("clients.teamDialog.staffGroup")}>
              {staff.map((candidate) => (
                <option key={candidate.value} value={candidate.value}>
                  {candidate.name}
                </option>
              ))}
            </optgroup>
          </SelectField>
          <TextField
            label={
              <>
                {t("clients.teamDialog.role")}
                <RequiredMark />
              </>
            }
            name="role"
            required
            maxLength={100}
            hint={t("clients.teamDialog.roleHint")}
            defaultValue={added?.values.role ?? ""}
            error={error("role")}
          />
        </div>
        <div className="flex flex-wrap-reverse justify-end gap-2">
          <Link to={closeTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {t("clients.teamDialog.done")}
          </Link>
          <SubmitButton busyLabel={t("clients.teamDialog.adding")}>{t("clients.teamDialog.add")}</SubmitButton>
        </div>
      </EditorForm>
    </RouteDialog>
  );
}
