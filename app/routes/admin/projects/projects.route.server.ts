/** The actions of the project dialogs (create, edit, delete, team): the role, the form kit, one server call, the answer. */
import { data } from "react-router";
import {
  projectEditSchema,
  projectFields,
  projectSchema,
  teamMemberSchema,
  teamRemoveSchema,
} from "~/lib/clients/admin";
import type { FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { listUrl, redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import {
  addTeamMember,
  createProject,
  deleteProject,
  removeTeamMember,
  updateProject,
} from "~/server/clients/projects.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

type Field = (typeof projectFields)[number] | "methodTags" | "version";
export type ProjectResult = FormFailure<Field, "project">;
export type TeamResult = FormFailure<"member" | "role" | "memberId", "team-add" | "team-remove">;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };
/** The organization chosen was deleted while the form was open: a refusal of that field. */
function organizationGone(values: ProjectResult["values"], methodTags: string[]) {
  const failure: ProjectResult = {
    form: "project",
    ok: false,
    values,
    errors: { organizationId: "clients.errors.organizationGone" },
    lists: { methodTags },
  };
  return data(failure, { status: 400 });
}

export async function createProjectAction({ request, context }: RequestArgs) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "project",
    schema: projectSchema,
    fields: projectFields,
    lists: ["methodTags"],
    invalidKey: "clients.toast.projectCreateFailed",
  });
  if (received.kind === "refused") return data<ProjectResult>(received.failure, received.init);
  const outcome = await createProject(received.data, source);
  if (outcome.kind === "organizationGone") return organizationGone(received.values, received.data.methodTags);
  return redirectWithToast(listUrl("/admin/projects", request), {
    title: success,
    description: "clients.toast.projectCreated",
  });
}

export async function updateProjectAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "project",
    schema: projectEditSchema,
    fields: [...projectFields, "version"],
    lists: ["methodTags"],
  });
  if (received.kind === "refused") return data<ProjectResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const lists = { methodTags: input.methodTags };
  const outcome = isUuid(id) ? await updateProject(id, input, version, source) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("project", 404, notFound, received.values, lists);
  if (outcome.kind === "stale")
    return refuseForm("project", 409, { key: "backOffice.errors.stale" }, received.values, lists);
  if (outcome.kind === "organizationGone") return organizationGone(received.values, input.methodTags);
  return redirectWithToast(listUrl("/admin/projects", request), {
    title: success,
    description: "clients.toast.projectUpdated",
  });
}

export async function deleteProjectAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(id) ? await deleteProject(id, source) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("project", 404, notFound);
  return redirectWithToast(listUrl("/admin/projects", request), {
    title: success,
    description: "clients.toast.projectDeleted",
    values: { title: outcome.title },
  });
}

/** The team dialog's two forms: add a member (`?intent=add`) and remove one (`?intent=remove`); both stay on the dialog. */
export async function teamAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const here = new URL(request.url);
  const intent = here.searchParams.get("intent");
  here.searchParams.delete("intent");
  const stay = `${here.pathname}${here.search}`;
  if (!isUuid(id)) return refuseForm("team-add", 404, notFound);
  if (intent === "remove") {
    const received = await receiveForm(request, { id: "team-remove", schema: teamRemoveSchema, fields: ["memberId"] });
    if (received.kind === "refused") return data<TeamResult>(received.failure, received.init);
    if (!(await removeTeamMember(id, received.data.memberId, source))) return refuseForm("team-remove", 404, notFound);
    return redirectWithToast(stay, { title: success, description: "clients.toast.memberRemoved" });
  }
  const received = await receiveForm(request, { id: "team-add", schema: teamMemberSchema, fields: ["member", "role"] });
  if (received.kind === "refused") return data<TeamResult>(received.failure, received.init);
  const outcome = await addTeamMember(id, received.data.member, received.data.role, source);
  if (outcome.kind === "added")
    return redirectWithToast(stay, { title: success, description: "clients.toast.memberAdded" });
  if (outcome.kind === "projectNotFound") return refuseForm("team-add", 404, notFound, received.values);
  const key = outcome.kind === "memberGone" ? "clients.errors.memberGone" : "clients.errors.alreadyMember";
  const failure: TeamResult = { form: "team-add", ok: false, values: received.values, errors: { member: key } };
  return data(failure, { status: outcome.kind === "memberGone" ? 404 : 409 });
}
