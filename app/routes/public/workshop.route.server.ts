/** The workshop page's registration action: the form kit reads and checks the form, the workshops module registers. */
import { data } from "react-router";
import type { FormError } from "~/lib/forms";
import { registrationFieldNames, type RegistrationField, type RegistrationFormResult } from "~/lib/workshops/registration-rules";
import { registrationSchema } from "~/lib/workshops/registration-schema";
import { publicFormLimits, receiveForm } from "~/server/forms/forms.server";
import { registerAndNotify, REGISTRATION_RATE_LIMITS } from "~/server/workshops/registration.server";

/** Every refusal is a 4xx with a locale key, and nothing is stored; a bot that fills the honeypot is refused too. */
export async function registerAction(request: Request, workshopId: string) {
  const received = await receiveForm(request, {
    id: "register",
    schema: registrationSchema,
    fields: registrationFieldNames,
    honeypot: true,
    limits: publicFormLimits("register", REGISTRATION_RATE_LIMITS),
    rateLimitedKey: "workshop.register.errors.rateLimited",
    invalidKey: "workshop.register.errors.summary",
  });
  if (received.kind === "refused") return data<RegistrationFormResult>(received.failure, received.init);
  const values = received.kind === "valid" ? received.values : {};
  const refuse = (status: number, formError: FormError, errors: Partial<Record<RegistrationField, string>> = {}) =>
    data<RegistrationFormResult>({ form: "register", ok: false, errors, formError, values }, { status });
  if (received.kind === "bot") return refuse(400, { key: "workshop.register.errors.rejected" });

  const outcome = await registerAndNotify(workshopId, received.data);
  const { name, email } = received.data;
  switch (outcome.kind) {
    case "failed":
      return refuse(503, { key: "workshop.register.errors.failed" });
    case "not_found":
      return refuse(404, { key: "workshop.register.errors.closed" });
    case "closed":
      return refuse(409, { key: `workshop.register.errors.${outcome.reason}` });
    case "duplicate": {
      // The answer a new registration would have had: the page never says that an email is registered
      // (its owner gets an email about it instead).
      const { wouldBe } = outcome;
      return wouldBe.status === "confirmed"
        ? data<RegistrationFormResult>({ form: "register", ok: true, status: "confirmed", name, email })
        : data<RegistrationFormResult>({ form: "register", ok: true, status: "waitlisted", name, email, position: wouldBe.position });
    }
    case "confirmed":
      return data<RegistrationFormResult>({ form: "register", ok: true, status: "confirmed", name, email });
    case "waitlisted": {
      return data<RegistrationFormResult>({ form: "register", ok: true, status: "waitlisted", name, email, position: outcome.position });
    }
  }
}
