/** The actions of the contact-person dialogs of an organization's page: add, edit (stale-save rule) and delete. */
import { data } from "react-router";
import { contactEditSchema, contactFields, contactSchema } from "~/lib/clients/contacts";
import type { FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { createContact, deleteContact, updateContact } from "~/server/clients/organization-contacts.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

export type ContactResult = FormFailure<(typeof contactFields)[number] | "version", "contact">;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };

export async function createContactAction({ request, context }: RequestArgs, organizationId: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, { id: "contact", schema: contactSchema, fields: contactFields });
  if (received.kind === "refused") return data<ContactResult>(received.failure, received.init);
  const outcome = isUuid(organizationId) ? await createContact(organizationId, received.data, source) : null;
  if (outcome?.kind !== "saved") return refuseForm("contact", 404, notFound, received.values);
  return redirectWithToast(`/admin/clients/${organizationId}`, {
    title: success,
    description: "clients.toast.contactCreated",
  });
}

export async function updateContactAction(
  { request, context }: RequestArgs,
  organizationId: string | undefined,
  id: string | undefined,
) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "contact",
    schema: contactEditSchema,
    fields: [...contactFields, "version"],
  });
  if (received.kind === "refused") return data<ContactResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome =
    isUuid(organizationId) && isUuid(id)
      ? await updateContact(organizationId, id, input, version, source)
      : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("contact", 404, notFound, received.values);
  if (outcome.kind === "stale") return refuseForm("contact", 409, { key: "backOffice.errors.stale" }, received.values);
  return redirectWithToast(`/admin/clients/${organizationId}`, {
    title: success,
    description: "clients.toast.contactUpdated",
  });
}

export async function deleteContactAction(
  { request, context }: RequestArgs,
  organizationId: string | undefined,
  id: string | undefined,
) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(organizationId) && isUuid(id) ? await deleteContact(organizationId, id, source) : null;
  if (outcome?.kind !== "deleted") return refuseForm("contact", 404, notFound);
  return redirectWithToast(`/admin/clients/${organizationId}`, {
    title: success,
    description: "clients.toast.contactDeleted",
    values: { name: outcome.name },
  });
}
