/**
 * The /admin/messages actions, through the form kit: an admin marks a message handled or new again, or makes it a
 * deal (`?intent=deal`).
 */
import { data } from "react-router";
import { z } from "zod";
import { contactMessageStatusSchema } from "~/lib/contact/schema";
import type { FormFailure } from "~/lib/forms";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast } from "~/server/back-office/answers.server";
import { setContactMessageStatus } from "~/server/contact/messages.server";
import { dealFromMessage } from "~/server/sales/deals.server";
import { siteCurrency } from "~/server/site/settings.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

const fields = ["id", "status"] as const;

export type MessageStatusResult =
  { form: "message-status"; ok: true } | FormFailure<(typeof fields)[number], "message-status">;

export type MessageDealResult = FormFailure<"id", "message-deal">;

export async function messagesAction(args: RequestArgs) {
  if (new URL(args.request.url).searchParams.get("intent") === "deal") return dealAction(args);
  return markMessageAction(args);
}

/** The message made a deal (or, made already, its deal): the deal's page. */
async function dealAction({ request, context }: RequestArgs) {
  const admin = await requireRole({ request, context }, "admin", { action: true });
  const received = await receiveForm(request, {
    id: "message-deal",
    schema: z.object({ id: z.uuid() }),
    fields: ["id"],
    invalidKey: "adminMessages.errors.invalid",
  });
  if (received.kind === "refused") return data<MessageDealResult>(received.failure, received.init);
  const outcome = await dealFromMessage(received.data.id, await siteCurrency(), {
    ...auditSource(request, admin),
    actor: admin,
  });
  if (outcome.kind === "notFound") {
    const failure: MessageDealResult = {
      form: "message-deal",
      ok: false,
      errors: {},
      formError: { key: "adminMessages.errors.notFound" },
      values: received.values,
    };
    return data(failure, { status: 404 });
  }
  if (outcome.kind === "exists")
    return redirectWithToast(`/admin/sales/${outcome.id}`, { variant: "info", title: "adminMessages.dealExists" });
  return redirectWithToast(`/admin/sales/${outcome.id}`, {
    title: "backOffice.toast.success",
    description: "sales.toast.fromMessage",
  });
}

async function markMessageAction({ request, context }: RequestArgs) {
  const admin = await requireRole({ request, context }, "admin");
  const received = await receiveForm(request, {
    id: "message-status",
    schema: contactMessageStatusSchema,
    fields,
    invalidKey: "adminMessages.errors.invalid",
  });
  if (received.kind === "refused") return data<MessageStatusResult>(received.failure, received.init);
  const updated = await setContactMessageStatus(received.data.id, received.data.status, admin.id);
  if (!updated) {
    const notFound = { key: "adminMessages.errors.notFound" };
    return data<MessageStatusResult>(
      { form: "message-status", ok: false, errors: {}, formError: notFound, values: received.values },
      { status: 404 },
    );
  }
  return { form: "message-status", ok: true } satisfies MessageStatusResult;
}
