/** The actions of the workshop dialogs (create, edit, delete): the form kit reads, admin.server writes and audits. */
import { data } from "react-router";
import { z } from "zod";
import type { WorkshopEditorValues, WorkshopFailure } from "~/components/workshops/workshop-editor";
import { currencyFrom, type Currency } from "~/lib/format";
import { workshopFieldNames, workshopListNames, workshopSchema, type WorkshopInput } from "~/lib/workshops/admin";
import { isUuid } from "~/lib/ids";
import { versionOf } from "~/lib/versions";
import type { SessionUser } from "~/server/accounts/session.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import type { Workshop } from "~/server/db/schema";
import { getOwnFacilitator } from "~/server/facilitators/own-profile.server";
import { receiveForm } from "~/server/forms/forms.server";
import { getSettingValues } from "~/server/site/settings.server";
import {
  createAdminWorkshop,
  deleteAdminWorkshop,
  getAdminWorkshop,
  updateAdminWorkshop,
  type DeleteBlock,
  type SaveOutcome,
} from "~/server/workshops/admin.server";

/** The list with the params it had when the dialog opened (the dialog's own URL carries them). */
export function listPath(request: Request): string {
  const params = new URL(request.url).searchParams;
  // The workshop a duplicate was made from is the dialog's, not a state of the list.
  params.delete("from");
  const search = params.toString();
  return `/admin/workshops${search ? `?${search}` : ""}`;
}

/** A saved workshop as the edit dialog opens it. */
export function editorValues(workshop: Workshop): WorkshopEditorValues {
  return {
    titleFr: workshop.titleFr ?? "",
    titleEn: workshop.titleEn ?? "",
    descriptionFr: workshop.descriptionFr ?? "",
    descriptionEn: workshop.descriptionEn ?? "",
    date: workshop.date ?? "",
    startTime: workshop.startTime?.slice(0, 5) ?? "",
    endTime: workshop.endTime?.slice(0, 5) ?? "",
    location: workshop.location ?? "",
    locationEn: workshop.locationEn ?? "",
    online: workshop.online ? "on" : "",
    meetingUrl: workshop.meetingUrl ?? "",
    timeZone: workshop.timeZone,
    theme: workshop.theme ?? "",
    level: workshop.level ?? "",
    maxParticipants: String(workshop.maxParticipants),
    price: String(Number(workshop.price)),
    status: workshop.status,
    facilitatorId: workshop.facilitatorId ?? "",
    tags: workshop.tags,
    tagsEn: workshop.tagsEn,
    languages: workshop.languages,
    version: versionOf(workshop.updatedAt),
  };
}

/**
 * 'Duplicate': another workshop's values for a new one, as a draft without a date (the copy is another session);
 * null when `from` names no workshop, and the dialog is blank.
 */
export async function duplicateValues(from: string | null): Promise<WorkshopEditorValues | null> {
  const workshop = from && isUuid(from) ? await getAdminWorkshop(from) : null;
  return workshop ? { ...editorValues(workshop), date: "", status: "draft", version: "" } : null;
}

/** The site's currency: the editor's price takes whole francs in XOF, cents otherwise. */
export async function editorCurrency(): Promise<Currency> {
  return currencyFrom((await getSettingValues()).currency);
}

/** The repeated fields of a valid post, echoed back with a refusal the domain gave after validation. */
function typedLists(input: WorkshopInput) {
  return { tags: input.tags, tagsEn: input.tagsEn, languages: input.languages };
}

function refusal(
  outcome: Exclude<SaveOutcome, { kind: "saved" }>,
  values: WorkshopFailure["values"],
  lists: WorkshopFailure["lists"],
) {
  switch (outcome.kind) {
    case "not_found":
      return refuseForm("workshop", 404, { key: "backOffice.errors.notFound" }, values, lists);
    case "stale": {
      // The saved record replaces what was typed, with the message (app/lib/versions.ts).
      const saved = editorValues(outcome.workshop);
      const { tags, tagsEn, languages, ...fields } = saved;
      return refuseForm("workshop", 409, { key: "backOffice.errors.stale" }, fields, { tags, tagsEn, languages });
    }
    case "refused":
      return data<WorkshopFailure>(
        { form: "workshop", ok: false, values, lists, errors: { [outcome.field]: outcome.key } },
        { status: 409 },
      );
  }
}

/** The editor's post read by the form kit, with the price checked against the site's currency. */
async function receiveWorkshop(request: Request) {
  return receiveForm(request, {
    id: "workshop",
    schema: workshopSchema(await editorCurrency()),
    fields: workshopFieldNames,
    lists: workshopListNames,
  });
}

/** Create (no id) or edit (id): 400 with the messages, 404, 409 (stale, capacity, not ended), or back to the list. */
export async function saveWorkshopAction(request: Request, user: SessionUser, id: string | null) {
  const received = await receiveWorkshop(request);
  if (received.kind === "refused") return data<WorkshopFailure>(received.failure, received.init);
  const source = auditSource(request, user);
  const actor = { actor: source.actor!, address: source.address };
  let outcome: SaveOutcome;
  if (id === null) outcome = await createAdminWorkshop(received.data, actor);
  else {
    const version = received.data.version ? new Date(received.data.version) : null;
    if (!version)
      return refuseForm(
        "workshop",
        409,
        { key: "backOffice.errors.version" },
        received.values,
        typedLists(received.data),
      );
    outcome = await updateAdminWorkshop(id, version, received.data, actor);
  }
  if (outcome.kind !== "saved") return refusal(outcome, received.values, typedLists(received.data));
  if (outcome.cancelledFor)
    return redirectWithToast(listPath(request), {
      title: "workshop.editor.toast.cancelled",
      values: { count: String(outcome.cancelledFor.length) },
      variant: "success",
    });
  return redirectWithToast(listPath(request), {
    title: id === null ? "workshop.editor.toast.created" : "workshop.editor.toast.updated",
    variant: "success",
  });
}

/** The message of each reason a delete is refused, in the dialog before posting and after a refused post. */
export const deleteBlockKey = {
  not_draft: "workshop.editor.errors.notDraft",
  has_registrations: "workshop.editor.errors.hasRegistrations",
} as const satisfies Record<DeleteBlock, string>;

/**
 * A facilitator's 'Create Workshop': the same form, saved as a draft assigned to their own record whatever the
 * post says about status or facilitator (an admin publishes it). Refused with 404 for an account not linked
 * to a facilitator record.
 */
export async function saveOwnDraftAction(request: Request, user: SessionUser) {
  const received = await receiveWorkshop(request);
  if (received.kind === "refused") return data<WorkshopFailure>(received.failure, received.init);
  const lists = typedLists(received.data);
  const facilitator = await getOwnFacilitator(user.id);
  if (!facilitator) return refuseForm("workshop", 404, { key: "workshop.own.notLinked" }, received.values, lists);
  const source = auditSource(request, user);
  const outcome = await createAdminWorkshop(
    { ...received.data, status: "draft", facilitatorId: facilitator.id },
    { actor: source.actor!, address: source.address },
  );
  if (outcome.kind !== "saved") return refusal(outcome, received.values, lists);
  return redirectWithToast("/facilitator", { title: "workshop.own.toast.created", variant: "success" });
}

const workshopDeleteSchema = z.object({});

/** Delete: only a draft without registrations (409 with the reason otherwise). */
export async function deleteWorkshopAction(request: Request, user: SessionUser, id: string) {
  const received = await receiveForm(request, { id: "workshop-delete", schema: workshopDeleteSchema, fields: [] });
  if (received.kind === "refused") return data(received.failure, received.init);
  const source = auditSource(request, user);
  const outcome = await deleteAdminWorkshop(id, { actor: source.actor!, address: source.address });
  if (outcome.kind === "not_found") return refuseForm("workshop-delete", 404, { key: "backOffice.errors.notFound" });
  if (outcome.kind === "refused") return refuseForm("workshop-delete", 409, { key: deleteBlockKey[outcome.reason] });
  return redirectWithToast(listPath(request), { title: "workshop.editor.toast.deleted", variant: "success" });
}
