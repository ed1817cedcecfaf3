/** The /admin/messages action: an admin marks a message handled or new again, through the form kit. */
import { data } from "react-router";
import { contactMessageStatusSchema } from "~/lib/contact/schema";
import type { FormFailure } from "~/lib/forms";
import { requireRole } from "~/server/accounts/guards.server";
import { setContactMessageStatus } from "~/server/contact/messages.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";

const fields = ["id", "status"] as const;

export type MessageStatusResult =
  { form: "message-status"; ok: true } | FormFailure<(typeof fields)[number], "message-status">;

export async function markMessageAction({ request, context }: RequestArgs) {
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
