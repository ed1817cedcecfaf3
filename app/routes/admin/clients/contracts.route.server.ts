/** The actions of the contract dialogs of an organization's page: add, edit (stale-save rule) and end. */
import { data } from "react-router";
import { contractEditSchema, contractFields, contractSchema } from "~/lib/clients/admin";
import type { FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { createContract, endContract, updateContract } from "~/server/clients/contracts.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

export type ContractResult = FormFailure<(typeof contractFields)[number] | "version", "contract">;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };

export async function createContractAction({ request, context }: RequestArgs, organizationId: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, { id: "contract", schema: contractSchema, fields: contractFields });
  if (received.kind === "refused") return data<ContractResult>(received.failure, received.init);
  const outcome = isUuid(organizationId) ? await createContract(organizationId, received.data, source) : null;
  if (!outcome || outcome.kind !== "saved") return refuseForm("contract", 404, notFound, received.values);
  return redirectWithToast(`/admin/clients/${organizationId}`, {
    title: success,
    description: "clients.toast.contractCreated",
  });
}

export async function updateContractAction(
  { request, context }: RequestArgs,
  organizationId: string | undefined,
  id: string | undefined,
) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "contract",
    schema: contractEditSchema,
    fields: [...contractFields, "version"],
  });
  if (received.kind === "refused") return data<ContractResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome =
    isUuid(organizationId) && isUuid(id)
      ? await updateContract(organizationId, id, input, version, source)
      : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("contract", 404, notFound, received.values);
  if (outcome.kind === "stale") return refuseForm("contract", 409, { key: "backOffice.errors.stale" }, received.values);
  return redirectWithToast(`/admin/clients/${organizationId}`, {
    title: success,
    description: "clients.toast.contractUpdated",
  });
}

export async function endContractAction(
  { request, context }: RequestArgs,
  organizationId: string | undefined,
  id: string | undefined,
) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(organizationId) && isUuid(id) ? await endContract(organizationId, id, source) : null;
  if (!outcome || outcome.kind === "notFound") return refuseForm("contract", 404, notFound);
  if (outcome.kind === "alreadyEnded") return refuseForm("contract", 409, { key: "clients.errors.alreadyEnded" });
  return redirectWithToast(`/admin/clients/${organizationId}`, {
    title: success,
    description: "clients.toast.contractEnded",
    values: { title: outcome.title },
  });
}
