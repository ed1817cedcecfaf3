/**
 * The actions of an organization's page: its billing details, its health score, its client accounts (link,
 * invite, remove), and its timeline (an activity logged without a deal, a follow-up marked done).
 * Each form posts to `?intent=<name>`, so the form kit reads the body once, with that form's schema.
 */
import { data } from "react-router";
import type { z } from "zod";
import {
  billingFields,
  billingSchema,
  clientInviteSchema,
  clientLinkSchema,
  clientUnlinkSchema,
  healthFields,
  healthSchema,
} from "~/lib/clients/admin";
import type { FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource, type AuditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { inviteClient, linkClient, unlinkClient } from "~/server/clients/client-accounts.server";
import { setBillingDetails, setHealth, type EditOutcome } from "~/server/clients/organizations.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";
import { timelineAction } from "../sales/sales.route.server";

export const organizationIntents = ["billing", "health", "link", "invite", "unlink", "log", "done"] as const;
export type OrganizationIntent = (typeof organizationIntents)[number];

export type OrganizationPageResult = FormFailure<string, OrganizationIntent>;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };

const savedToasts = { billing: "clients.toast.billingSaved", health: "clients.toast.healthSaved" } as const;

/**
 * A form of the page that sets some of the organization's fields (its billing details, its health): read with its
 * schema, saved only if the organization is still at the version the form was opened on.
 */
async function saveAtVersion<S extends z.ZodType<{ version: Date }>, F extends string>(
  request: Request,
  id: string,
  form: keyof typeof savedToasts,
  schema: S,
  fields: readonly F[],
  save: (id: string, input: Omit<z.output<S>, "version">, version: Date, source: AuditSource) => Promise<EditOutcome>,
  source: AuditSource,
) {
  const received = await receiveForm(request, { id: form, schema, fields: [...fields, "version"] });
  if (received.kind === "refused") return data<OrganizationPageResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome = await save(id, input, version, source);
  if (outcome.kind === "notFound") return refuseForm(form, 404, notFound, received.values);
  if (outcome.kind === "stale") return refuseForm(form, 409, { key: "backOffice.errors.stale" }, received.values);
  return redirectWithToast(`/admin/clients/${id}`, { title: success, description: savedToasts[form] });
}

export async function organizationPageAction({ request, context }: RequestArgs, id: string | undefined) {
  const actor = await requireRole({ request, context }, "admin", { action: true });
  const source = auditSource(request, actor);
  const intent = new URL(request.url).searchParams.get("intent");
  if (!isUuid(id)) return refuseForm("health", 404, notFound);
  const page = `/admin/clients/${id}`;
  const toast = (description: string, values?: Record<string, string>) =>
    redirectWithToast(page, { title: success, description, values });

  switch (intent) {
    case "billing":
      return saveAtVersion(request, id, "billing", billingSchema, billingFields, setBillingDetails, source);
    case "health":
      return saveAtVersion(request, id, "health", healthSchema, healthFields, setHealth, source);
    case "link": {
      const received = await receiveForm(request, { id: "link", schema: clientLinkSchema, fields: ["email"] });
      if (received.kind === "refused") return data<OrganizationPageResult>(received.failure, received.init);
      const outcome = await linkClient(id, received.data.email, source);
      if (outcome.kind === "linked") return toast("clients.toast.clientLinked", { email: outcome.email });
      if (outcome.kind === "organizationNotFound") return refuseForm("link", 404, notFound, received.values);
      const error =
        outcome.kind === "otherOrganization"
          ? { key: "clients.errors.otherOrganization", values: { organization: outcome.organization } }
          : { key: `clients.errors.${outcome.kind}` };
      return data<OrganizationPageResult>(
        { form: "link", ok: false, values: received.values, errors: {}, formError: error },
        { status: outcome.kind === "noAccount" ? 404 : 409 },
      );
    }
    case "invite": {
      const received = await receiveForm(request, {
        id: "invite",
        schema: clientInviteSchema,
        fields: ["email", "firstName", "lastName", "language"],
      });
      if (received.kind === "refused") return data<OrganizationPageResult>(received.failure, received.init);
      const outcome = await inviteClient(id, received.data, source);
      if (outcome.kind === "invited") return toast("clients.toast.clientInvited", { email: outcome.email });
      if (outcome.kind === "organizationNotFound") return refuseForm("invite", 404, notFound, received.values);
      const error = { key: "clients.errors.accountExists" };
      return data<OrganizationPageResult>(
        { form: "invite", ok: false, values: received.values, errors: {}, formError: error },
        { status: 409 },
      );
    }
    case "unlink": {
      const received = await receiveForm(request, { id: "unlink", schema: clientUnlinkSchema, fields: ["userId"] });
      if (received.kind === "refused") return data<OrganizationPageResult>(received.failure, received.init);
      if (!(await unlinkClient(id, received.data.userId, source)))
        return refuseForm("unlink", 404, { key: "clients.errors.clientNotLinked" });
      return toast("clients.toast.clientRemoved");
    }
    case "log":
    case "done":
      return timelineAction(
        request,
        intent,
        { organizationId: id },
        { ...source, actor },
        page,
        "clients.toast.logged",
      );
    default:
      return refuseForm("health", 400, { key: "clients.errors.invalid" });
  }
}
