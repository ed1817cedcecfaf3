/** A workshop's registrations page, for admins: the lists, how it went, and cancelling one registration. */
import { data } from "react-router";
import { z } from "zod";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";
import { cancelAndNotify } from "~/server/workshops/cancellation.server";

const cancelSchema = z.object({ registrationId: z.uuid("workshop.admin.registrationErrors.notFound") });

const refusals = {
  not_found: { status: 404, key: "workshop.admin.registrationErrors.notFound" },
  already_cancelled: { status: 409, key: "workshop.admin.registrationErrors.alreadyCancelled" },
  past: { status: 409, key: "workshop.admin.registrationErrors.past" },
  workshop_cancelled: { status: 409, key: "workshop.admin.registrationErrors.workshopCancelled" },
} as const;

/**
 * Staff cancel one registration of this workshop (one of another workshop is not found): the person is emailed in
 * their language, the first on the waitlist takes the seat as with any cancellation, and the audit log keeps it.
 */
export async function cancelRegistrationAction(args: RequestArgs, workshopId: string) {
  const admin = await requireRole(args, "admin", { action: true });
  const received = await receiveForm(args.request, {
    id: "cancel-registration",
    schema: cancelSchema,
    fields: ["registrationId"],
  });
  if (received.kind === "refused") return data(received.failure, received.init);
  const outcome = await cancelAndNotify(received.data.registrationId, {
    byStaff: { workshopId, source: auditSource(args.request, admin) },
  });
  if (outcome.kind !== "cancelled") {
    const refusal = refusals[outcome.kind];
    return refuseForm("cancel-registration", refusal.status, { key: refusal.key });
  }
  return redirectWithToast(new URL(args.request.url).pathname, {
    title: "workshop.admin.registrationToast.cancelled",
    description: outcome.promoted.length > 0 ? "workshop.admin.registrationToast.promoted" : undefined,
  });
}
