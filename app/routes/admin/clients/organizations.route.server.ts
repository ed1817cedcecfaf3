/** The actions of the organization dialogs (create, edit, delete): the role, the form kit, one server call, the answer. */
import { data } from "react-router";
import { organizationEditSchema, organizationFields, organizationSchema } from "~/lib/clients/admin";
import type { FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { listUrl, redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { createOrganization, deleteOrganization, updateOrganization } from "~/server/clients/organizations.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

type Field = (typeof organizationFields)[number] | "tags" | "version";
export type OrganizationResult = FormFailure<Field, "organization">;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };

export async function createOrganizationAction({ request, context }: RequestArgs) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "organization",
    schema: organizationSchema,
    fields: organizationFields,
    lists: ["tags"],
    invalidKey: "clients.toast.createFailed",
  });
  if (received.kind === "refused") return data<OrganizationResult>(received.failure, received.init);
  await createOrganization(received.data, source);
  return redirectWithToast(listUrl("/admin/clients", request), {
    title: success,
    description: "clients.toast.created",
  });
}

export async function updateOrganizationAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "organization",
    schema: organizationEditSchema,
    fields: [...organizationFields, "version"],
    lists: ["tags"],
  });
  if (received.kind === "refused") return data<OrganizationResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome = isUuid(id) ? await updateOrganization(id, input, version, source) : { kind: "notFound" as const };
  const lists = { tags: input.tags };
  if (outcome.kind === "notFound") return refuseForm("organization", 404, notFound, received.values, lists);
  if (outcome.kind === "stale")
    return refuseForm("organization", 409, { key: "backOffice.errors.stale" }, received.values, lists);
  return redirectWithToast(listUrl("/admin/clients", request), {
    title: success,
    description: "clients.toast.updated",
  });
}

export async function deleteOrganizationAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(id) ? await deleteOrganization(id, source) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("organization", 404, notFound);
  if (outcome.kind === "blocked") {
    return refuseForm("organization", 409, {
      key: "clients.delete.blocked",
      values: {
        name: outcome.name,
        projects: String(outcome.projects),
        contracts: String(outcome.activeContracts),
        invoices: String(outcome.invoices),
        quotes: String(outcome.quotes),
      },
    });
  }
  return redirectWithToast(listUrl("/admin/clients", request), {
    title: success,
    description: "clients.toast.deleted",
    values: { name: outcome.name },
  });
}
