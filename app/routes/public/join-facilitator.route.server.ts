/** The /join-facilitator action: the form kit reads and checks the application, the facilitators module records it. */
import { data, redirect } from "react-router";
import { applicationFieldNames, type ApplicationField } from "~/lib/facilitators/application-rules";
import { applicationSchema } from "~/lib/facilitators/application-schema";
import type { FormFailure } from "~/lib/forms";
import { localizePath, type Language } from "~/lib/i18n";
import { APPLICATION_RATE_LIMITS, applyAsFacilitator } from "~/server/facilitators/applications.server";
import { setFlashCookie } from "~/server/forms/flash.server";
import { publicFormLimits, receiveForm } from "~/server/forms/forms.server";

export type ApplicationFailure = FormFailure<ApplicationField, "join-facilitator">;

function homeWithToast(lang: Language) {
  return redirect(localizePath("/", lang), {
    headers: {
      "Set-Cookie": setFlashCookie({ title: "joinFacilitator.toast.success", description: "joinFacilitator.toast.successBody", variant: "success" }),
    },
  });
}

/**
 * Goes home with the success toast once the application is handled: recorded, or, for an address with an
 * application waiting or of a facilitator, its owner told by email (the same answer, so the page never says
 * which addresses are known). A bot that fills the honeypot is sent there too, with nothing stored; a
 * failure to store it answers 503 with the failure toast.
 */
export async function joinFacilitatorAction(request: Request, lang: Language) {
  const received = await receiveForm(request, {
    id: "join-facilitator",
    schema: applicationSchema,
    fields: applicationFieldNames,
    honeypot: true,
    limits: publicFormLimits("join-facilitator", APPLICATION_RATE_LIMITS),
    rateLimitedKey: "joinFacilitator.errors.rateLimited",
  });
  if (received.kind === "refused") return data<ApplicationFailure>(received.failure, received.init);
  if (received.kind === "bot") return homeWithToast(lang);
  const outcome = await applyAsFacilitator(received.data, lang);
  if (outcome.status === "failed") {
    return data<ApplicationFailure>(
      { form: "join-facilitator", ok: false, values: received.values, errors: {}, formError: { key: "joinFacilitator.toast.failure" } },
      { status: 503 },
    );
  }
  return homeWithToast(lang);
}
