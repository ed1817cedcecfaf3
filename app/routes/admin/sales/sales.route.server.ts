/** The actions of the sales screens: create, edit and delete a deal, move it between stages, create what a won deal needs. */
import { data } from "react-router";
import type { FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import {
  activityFields,
  activitySchema,
  dealBoard,
  dealConversionFields,
  dealConversionSchema,
  dealEditSchema,
  dealFields,
  dealMoveFields,
  dealMoveSchema,
  dealSchema,
  followUpDoneSchema,
  type DealStage,
} from "~/lib/sales/deals";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource, type AuditActor, type AuditSource } from "~/server/audit/audit.server";
import { listUrl, redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { logActivity, markFollowUpDone, type ActivityScope } from "~/server/sales/activities.server";
import type { RequestArgs } from "~/server/front/request-context.server";
import {
  convertWonDeal,
  createDeal,
  deleteDeal,
  moveDeal,
  updateDeal,
  type DealOutcome,
} from "~/server/sales/deals.server";
import { siteCurrency } from "~/server/site/settings.server";

type DealField = (typeof dealFields)[number] | "version";
export type DealResult = FormFailure<DealField, "deal">;
export type MoveResult = FormFailure<(typeof dealMoveFields)[number], "move">;
export type ConvertResult = FormFailure<(typeof dealConversionFields)[number], "convert">;
export type ActivityResult = FormFailure<(typeof activityFields)[number], "log">;
export type FollowUpResult = FormFailure<"activityId", "done">;
type DealPageResult = MoveResult | ConvertResult | TimelineResult;
export type TimelineResult = ActivityResult | FollowUpResult;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };

/** A refusal the server found after the form was read (an organization or owner gone, a stale save). */
function refuseDeal(outcome: Exclude<DealOutcome, { kind: "saved" }>, values: DealResult["values"]) {
  if (outcome.kind === "notFound") return refuseForm("deal", 404, notFound, values);
  if (outcome.kind === "stale") return refuseForm("deal", 409, { key: "backOffice.errors.stale" }, values);
  const field = outcome.kind === "organizationGone" ? "organizationId" : "ownerId";
  const failure: DealResult = {
    form: "deal",
    ok: false,
    values,
    errors: { [field]: `sales.errors.${outcome.kind}` },
  };
  return data(failure, { status: 400 });
}

export async function createDealAction({ request, context }: RequestArgs) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "deal",
    schema: dealSchema,
    fields: dealFields,
    invalidKey: "sales.toast.createFailed",
  });
  if (received.kind === "refused") return data<DealResult>(received.failure, received.init);
  const outcome = await createDeal(received.data, await siteCurrency(), source);
  if (outcome.kind !== "saved") return refuseDeal(outcome, received.values);
  return redirectWithToast(listUrl("/admin/sales", request), { title: success, description: "sales.toast.created" });
}

export async function updateDealAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "deal",
    schema: dealEditSchema,
    fields: [...dealFields, "version"],
  });
  if (received.kind === "refused") return data<DealResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome = isUuid(id) ? await updateDeal(id, input, version, source) : ({ kind: "notFound" } as const);
  if (outcome.kind !== "saved") return refuseDeal(outcome, received.values);
  return redirectWithToast(`/admin/sales/${id}`, { title: success, description: "sales.toast.updated" });
}

export async function deleteDealAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(id) ? await deleteDeal(id, source) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("deal", 404, notFound);
  return redirectWithToast("/admin/sales", {
    title: success,
    description: "sales.toast.deleted",
    values: { title: outcome.title },
  });
}

/**
 * A timeline's two forms, on a deal's page and on an organization's: an activity logged in `scope` (`log`) and a
 * follow-up of that scope marked done (`done`); then back to `page`, with `loggedToast` after a log.
 */
export async function timelineAction(
  request: Request,
  intent: "log" | "done",
  scope: ActivityScope,
  source: AuditSource & { actor: AuditActor },
  page: string,
  loggedToast: string,
) {
  if (intent === "log") {
    const received = await receiveForm(request, { id: "log", schema: activitySchema, fields: activityFields });
    if (received.kind === "refused") return data<TimelineResult>(received.failure, received.init);
    if (!(await logActivity(scope, received.data, source))) return refuseForm("log", 404, notFound, received.values);
    return redirectWithToast(page, { title: success, description: loggedToast });
  }
  const received = await receiveForm(request, { id: "done", schema: followUpDoneSchema, fields: ["activityId"] });
  if (received.kind === "refused") return data<TimelineResult>(received.failure, received.init);
  if (!(await markFollowUpDone(scope, received.data.activityId, source))) return refuseForm("done", 404, notFound);
  return redirectWithToast(page, { title: success, description: "sales.toast.followUpDone" });
}

/**
 * Where a move made from the board (`back=board`) returns: the board as it was, its search and owner view read
 * from the action's URL. A won deal goes to its page, where its contract and project are offered.
 */
function afterMove(url: URL, id: string, stage: DealStage): string {
  if (url.searchParams.get("back") === "board" && stage !== "won")
    return `/admin/sales${dealBoard.search(dealBoard.parse(url.searchParams))}`;
  return `/admin/sales/${id}`;
}

/**
 * The deal page's forms, the move also posted from the board's cards; each posts to `?intent=<name>`, so the form
 * kit reads the body once, with that form's schema: a move (`move`), for a won deal its contract and project
 * (`convert`), an activity logged on the timeline (`log`) and a follow-up marked done (`done`). A move to Lost
 * without its reason, from the board, goes to the deal's page, where it is asked.
 */
export async function dealPageAction({ request, context }: RequestArgs, id: string | undefined) {
  const actor = await requireRole({ request, context }, "admin", { action: true });
  const source = auditSource(request, actor);
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent");
  if (!isUuid(id)) return refuseForm("move", 404, notFound);
  if (intent === "log" || intent === "done")
    return timelineAction(
      request,
      intent,
      { dealId: id },
      { ...source, actor },
      `/admin/sales/${id}`,
      "sales.toast.logged",
    );
  if (intent === "convert") {
    const received = await receiveForm(request, {
      id: "convert",
      schema: dealConversionSchema,
      fields: dealConversionFields,
    });
    if (received.kind === "refused") return data<DealPageResult>(received.failure, received.init);
    const outcome = await convertWonDeal(id, received.data, source);
    if (outcome.kind === "notFound") return refuseForm("convert", 404, notFound);
    if (outcome.kind === "notWon" || outcome.kind === "nothingToCreate")
      return refuseForm("convert", 409, { key: `sales.errors.${outcome.kind}` });
    const made = outcome.contract && outcome.project ? "both" : outcome.contract ? "contract" : "project";
    return redirectWithToast(`/admin/sales/${id}`, { title: success, description: `sales.toast.${made}Created` });
  }
  const received = await receiveForm(request, { id: "move", schema: dealMoveSchema, fields: dealMoveFields });
  if (received.kind === "refused") return data<DealPageResult>(received.failure, received.init);
  const outcome = await moveDeal(id, received.data, source);
  if (outcome.kind === "notFound") return refuseForm("move", 404, notFound, received.values);
  if (outcome.kind === "reasonRequired") {
    if (url.searchParams.get("back") === "board")
      return redirectWithToast(`/admin/sales/${id}?move=lost`, {
        variant: "error",
        title: "backOffice.toast.error",
        description: "sales.toast.reasonNeeded",
        values: { title: outcome.title },
      });
    const failure: DealPageResult = {
      form: "move",
      ok: false,
      values: received.values,
      errors: { lostReason: "sales.errors.lostReason" },
    };
    return data(failure, { status: 400 });
  }
  return redirectWithToast(afterMove(url, id, outcome.stage), {
    title: success,
    description: `sales.toast.movedTo.${outcome.stage}`,
    values: { title: outcome.title },
  });
}
