/** The actions of the facilitator dialogs (add, edit, approve, reject, reset password): the role, the form kit, one server call, the answer. */
import { data } from "react-router";
import { z } from "zod";
import {
  facilitatorFieldNames,
  facilitatorListNames,
  facilitatorSchema,
  type FacilitatorField,
} from "~/lib/facilitators/admin";
import { formLists, type FormFailure, type FormLists } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { listUrl, redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import type { Facilitator } from "~/server/db/schema";
import {
  approveFacilitator,
  createAdminFacilitator,
  rejectFacilitator,
  sendFacilitatorPasswordReset,
  updateAdminFacilitator,
  type AuditSource,
} from "~/server/facilitators/admin.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

export type FacilitatorResult = FormFailure<FacilitatorField, "facilitator">;

const LIST = "/admin/facilitators";

/** A saved facilitator as the edit dialog opens it. */
export function editorValues(facilitator: Facilitator) {
  return {
    values: {
      firstName: facilitator.firstName,
      lastName: facilitator.lastName,
      email: facilitator.email,
      phone: facilitator.phone ?? "",
      location: facilitator.location ?? "",
      hourlyRate: facilitator.hourlyRate === null ? "" : String(Number(facilitator.hourlyRate)),
      yearsExperience: facilitator.yearsExperience === null ? "" : String(facilitator.yearsExperience),
      availability: facilitator.availability,
      language: facilitator.language,
      bioFr: facilitator.bioFr ?? "",
      bioEn: facilitator.bioEn ?? "",
      website: facilitator.website ?? "",
      linkedin: facilitator.linkedin ?? "",
    },
    lists: {
      specialtiesFr: facilitator.specialtiesFr,
      specialtiesEn: facilitator.specialtiesEn,
      certificationsFr: facilitator.certificationsFr,
      certificationsEn: facilitator.certificationsEn,
      languages: facilitator.languages,
    } satisfies FormLists,
    version: versionOf(facilitator.updatedAt),
  };
}

async function admin({ request, context }: RequestArgs): Promise<AuditSource> {
  const user = await requireRole({ request, context }, "admin", { action: true });
  const source = auditSource(request, user);
  return { actor: source.actor!, address: source.address };
}

function receive(request: Request) {
  return receiveForm(request, {
    id: "facilitator",
    schema: facilitatorSchema,
    fields: facilitatorFieldNames,
    lists: facilitatorListNames,
  });
}

function emailTaken(values: FacilitatorResult["values"], lists: FormLists) {
  return data<FacilitatorResult>(
    { form: "facilitator", ok: false, values, lists, errors: { email: "adminFacilitators.errors.emailTaken" } },
    { status: 409 },
  );
}

export async function createFacilitatorAction({ request, context }: RequestArgs) {
  const source = await admin({ request, context });
  const received = await receive(request);
  if (received.kind === "refused") return data<FacilitatorResult>(received.failure, received.init);
  const outcome = await createAdminFacilitator(received.data, source);
  if (outcome.kind === "emailTaken") return emailTaken(received.values, formLists(received.form, facilitatorListNames));
  return redirectWithToast(listUrl(LIST, request), { title: "adminFacilitators.toast.created" });
}

export async function updateFacilitatorAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = await admin({ request, context });
  const received = await receive(request);
  if (received.kind === "refused") return data<FacilitatorResult>(received.failure, received.init);
  const version = received.data.version ? new Date(received.data.version) : null;
  const lists = formLists(received.form, facilitatorListNames);
  if (!version) return refuseForm("facilitator", 409, { key: "backOffice.errors.version" }, received.values, lists);
  const outcome = await updateAdminFacilitator(id, version, received.data, source);
  switch (outcome.kind) {
    case "not_found":
      return refuseForm("facilitator", 404, { key: "backOffice.errors.notFound" }, received.values, lists);
    case "stale":
      return refuseForm("facilitator", 409, { key: "backOffice.errors.stale" }, received.values, lists);
    case "emailTaken":
      return emailTaken(received.values, lists);
    case "saved":
      return redirectWithToast(listUrl(LIST, request), { title: "adminFacilitators.toast.updated" });
  }
}

const confirmSchema = z.object({});

/** A confirmation's post carries nothing; the form kit still checks its size and kind. */
async function confirmed(request: Request, id: string) {
  const received = await receiveForm(request, { id, schema: confirmSchema, fields: [] });
  return received.kind === "refused" ? data(received.failure, received.init) : null;
}

export async function approveFacilitatorAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = await admin({ request, context });
  const refused = await confirmed(request, "facilitator-approve");
  if (refused) return refused;
  const outcome = await approveFacilitator(id, source);
  switch (outcome.kind) {
    case "not_found":
      return refuseForm("facilitator-approve", 404, { key: "backOffice.errors.notFound" });
    case "already":
      return refuseForm("facilitator-approve", 409, { key: "adminFacilitators.errors.alreadyApproved" });
    case "accountTaken":
      return refuseForm("facilitator-approve", 409, { key: "adminFacilitators.errors.accountTaken" });
    case "failed":
      return refuseForm("facilitator-approve", 409, { key: "adminFacilitators.toast.approveFailed" });
    case "approved":
      return redirectWithToast(listUrl(LIST, request), {
        title: "adminFacilitators.toast.approved",
        description:
          outcome.invited === "new"
            ? "adminFacilitators.toast.invitationSent"
            : "adminFacilitators.toast.existingLinked",
      });
  }
}

export async function rejectFacilitatorAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = await admin({ request, context });
  const refused = await confirmed(request, "facilitator-reject");
  if (refused) return refused;
  const outcome = await rejectFacilitator(id, source);
  switch (outcome.kind) {
    case "not_found":
      return refuseForm("facilitator-reject", 404, { key: "adminFacilitators.errors.applicationGone" });
    case "notPending":
      return refuseForm("facilitator-reject", 409, { key: "adminFacilitators.errors.notPending" });
    case "rejected":
      return redirectWithToast(listUrl(LIST, request), {
        title: "adminFacilitators.toast.rejected",
        description: "adminFacilitators.toast.rejectedBody",
      });
  }
}

export async function resetPasswordAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = await admin({ request, context });
  const refused = await confirmed(request, "facilitator-reset");
  if (refused) return refused;
  const outcome = await sendFacilitatorPasswordReset(id, source);
  switch (outcome.kind) {
    case "not_found":
      return refuseForm("facilitator-reset", 404, { key: "backOffice.errors.notFound" });
    case "noAccount":
      return refuseForm("facilitator-reset", 409, { key: "adminFacilitators.errors.noAccount" });
    case "failed":
      return refuseForm("facilitator-reset", 409, { key: "adminFacilitators.toast.resetFailed" });
    case "sent":
      return redirectWithToast(listUrl(LIST, request), { title: "adminFacilitators.toast.resetSent" });
  }
}
