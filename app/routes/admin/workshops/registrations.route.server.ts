/**
 * A workshop's registrations page, for admins: the lists, how it went, and running the day — add a registrant, move
 * one to another session, cancel one, write to all of them. Each form posts to `?intent=<name>`, so the form kit
 * reads the body once, with that form's schema.
 */
import { data } from "react-router";
import { z } from "zod";
import type { FieldErrors, FormFailure } from "~/lib/forms";
import {
  moveFields,
  moveSchema,
  messageFields,
  messageSchema,
  type RegistrantIntent,
} from "~/lib/workshops/registrant-forms";
import { registrationSchema } from "~/lib/workshops/registration-schema";
import { staffBookingFields, staffBookingSchema } from "~/lib/workshops/bookings";
import { getOrganization } from "~/server/clients/organizations.server";
import { bookSeats } from "~/server/workshops/bookings.server";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource, type AuditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";
import { cancelAndNotify } from "~/server/workshops/cancellation.server";
import { messageRegistrants } from "~/server/workshops/registrant-message.server";
import { addRegistrant, moveAndNotify } from "~/server/workshops/staff-registrations.server";

export type RegistrationsPageResult = FormFailure<string, RegistrantIntent>;

const cancelSchema = z.object({ registrationId: z.uuid("workshop.admin.registrationErrors.notFound") });
const addFields = ["name", "email", "organization", "phone", "language"] as const;

const notFound = { status: 404, key: "workshop.admin.registrationErrors.notFound" } as const;
const cancelRefusals = {
  not_found: notFound,
  already_cancelled: { status: 409, key: "workshop.admin.registrationErrors.alreadyCancelled" },
  past: { status: 409, key: "workshop.admin.registrationErrors.past" },
  workshop_cancelled: { status: 409, key: "workshop.admin.registrationErrors.workshopCancelled" },
} as const;
const moveRefusals = {
  not_found: notFound,
  already_cancelled: cancelRefusals.already_cancelled,
  checked_in: { status: 409, key: "workshop.admin.move.errors.checkedIn" },
  past: { status: 409, key: "workshop.admin.move.errors.past" },
  target_invalid: { status: 400, key: "workshop.admin.move.errors.chooseSession" },
  target_full: { status: 409, key: "workshop.admin.move.errors.full" },
  duplicate: { status: 409, key: "workshop.admin.move.errors.duplicate" },
  booked: { status: 409, key: "workshop.admin.move.errors.booked" },
} as const;

type Page = { workshopId: string; path: string; source: AuditSource; request: Request };

async function add({ workshopId, path, source, request }: Page) {
  const received = await receiveForm(request, { id: "add", schema: registrationSchema, fields: addFields });
  if (received.kind === "refused") return data<RegistrationsPageResult>(received.failure, received.init);
  const outcome = await addRegistrant(workshopId, received.data, source);
  const name = received.data.name;
  switch (outcome.kind) {
    case "confirmed":
      return redirectWithToast(path, { title: "workshop.admin.add.toastConfirmed", values: { name } });
    case "waitlisted":
      return redirectWithToast(path, {
        title: "workshop.admin.add.toastWaitlisted",
        values: { name, position: String(outcome.position) },
      });
    case "duplicate": {
      const errors: FieldErrors<(typeof addFields)[number]> = { email: "workshop.admin.add.errors.duplicate" };
      return data<RegistrationsPageResult>(
        { form: "add", ok: false, values: received.values, errors },
        { status: 409 },
      );
    }
    case "closed":
      return refuseForm("add", 409, { key: `workshop.register.errors.${outcome.reason}` }, received.values);
    case "not_found":
      return refuseForm("add", 404, { key: "backOffice.errors.notFound" }, received.values);
  }
}

/** Staff book seats on an organization's behalf: as its client would, without the client's email. */
async function book({ workshopId, path, source, request }: Page) {
  const received = await receiveForm(request, { id: "book", schema: staffBookingSchema, fields: staffBookingFields });
  if (received.kind === "refused") return data<RegistrationsPageResult>(received.failure, received.init);
  const { organizationId, ...input } = received.data;
  const organization = await getOrganization(organizationId);
  if (!organization) {
    const errors: FieldErrors<(typeof staffBookingFields)[number]> = { organizationId: "bookings.errors.organization" };
    return data<RegistrationsPageResult>({ form: "book", ok: false, values: received.values, errors }, { status: 404 });
  }
  const booker = { organization: { id: organization.id, name: organization.name }, client: null, source };
  const outcome = await bookSeats(booker, { ...input, workshopId });
  switch (outcome.kind) {
    case "booked":
      return redirectWithToast(path, {
        title: "workshop.admin.bookings.book.toast",
        values: { count: String(outcome.confirmed + outcome.waitlisted), organization: organization.name },
        description: outcome.waitlisted > 0 ? "bookings.toast.bookedWaitlist" : undefined,
      });
    case "short":
      return refuseForm(
        "book",
        409,
        { key: "bookings.errors.short", values: { count: String(outcome.free) } },
        received.values,
      );
    case "closed":
      return refuseForm("book", 409, { key: "bookings.errors.closed" }, received.values);
    case "not_found":
    case "no_organization":
      return refuseForm("book", 404, { key: "backOffice.errors.notFound" }, received.values);
  }
}

async function move({ workshopId, path, source, request }: Page) {
  const received = await receiveForm(request, { id: "move", schema: moveSchema, fields: moveFields });
  if (received.kind === "refused") return data<RegistrationsPageResult>(received.failure, received.init);
  const { registrationId, toWorkshopId } = received.data;
  const outcome = await moveAndNotify(registrationId, { fromWorkshopId: workshopId, toWorkshopId, source });
  if (outcome.kind !== "moved") {
    const refusal = moveRefusals[outcome.kind];
    return refuseForm("move", refusal.status, { key: refusal.key }, received.values);
  }
  return redirectWithToast(path, {
    title: "workshop.admin.move.toast",
    values: { name: outcome.registration.name ?? "" },
    description: outcome.promoted.length > 0 ? "workshop.admin.registrationToast.promoted" : undefined,
  });
}

/**
 * Staff cancel one registration of this workshop (one of another workshop is not found): the person is emailed in
 * their language, the first on the waitlist takes the seat as with any cancellation, and the audit log keeps it.
 */
async function cancel({ workshopId, path, source, request }: Page) {
  const received = await receiveForm(request, { id: "cancel", schema: cancelSchema, fields: ["registrationId"] });
  if (received.kind === "refused") return data<RegistrationsPageResult>(received.failure, received.init);
  const outcome = await cancelAndNotify(received.data.registrationId, { byStaff: { workshopId, source } });
  if (outcome.kind !== "cancelled") {
    const refusal = cancelRefusals[outcome.kind];
    return refuseForm("cancel", refusal.status, { key: refusal.key });
  }
  return redirectWithToast(path, {
    title: "workshop.admin.registrationToast.cancelled",
    description: outcome.promoted.length > 0 ? "workshop.admin.registrationToast.promoted" : undefined,
  });
}

async function message({ workshopId, path, source, request }: Page) {
  const received = await receiveForm(request, { id: "message", schema: messageSchema, fields: messageFields });
  if (received.kind === "refused") return data<RegistrationsPageResult>(received.failure, received.init);
  const outcome = await messageRegistrants(workshopId, received.data, source);
  switch (outcome.kind) {
    case "sent":
      return redirectWithToast(path, {
        title: "workshop.admin.message.toast",
        values: { count: String(outcome.count) },
      });
    case "not_found":
      return refuseForm("message", 404, { key: "backOffice.errors.notFound" }, received.values);
    case "no_recipients":
      return refuseForm("message", 409, { key: "workshop.admin.message.errors.noRecipients" }, received.values);
    case "missing_versions": {
      const errors: FieldErrors<(typeof messageFields)[number]> = {};
      for (const lang of outcome.languages) {
        const suffix = lang === "fr" ? "Fr" : "En";
        const key = `workshop.admin.message.errors.${lang}Needed`;
        if (!received.values[`subject${suffix}`]?.trim()) errors[`subject${suffix}`] = key;
        if (!received.values[`body${suffix}`]?.trim()) errors[`body${suffix}`] = key;
      }
      const [first] = outcome.languages;
      return data<RegistrationsPageResult>(
        {
          form: "message",
          ok: false,
          values: received.values,
          errors,
          formError: {
            key: `workshop.admin.message.errors.${first}Readers`,
            values: { count: String(outcome.readers[first!]) },
          },
        },
        { status: 400 },
      );
    }
  }
}

export async function registrationsPageAction(args: RequestArgs, workshopId: string) {
  const admin = await requireRole(args, "admin", { action: true });
  const url = new URL(args.request.url);
  const page = { workshopId, path: url.pathname, source: auditSource(args.request, admin), request: args.request };
  switch (url.searchParams.get("intent")) {
    case "add":
      return add(page);
    case "book":
      return book(page);
    case "move":
      return move(page);
    case "cancel":
      return cancel(page);
    case "message":
      return message(page);
    default:
      return refuseForm("cancel", 400, { key: "backOffice.errors.version" });
  }
}
