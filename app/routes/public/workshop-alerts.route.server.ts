/**
 * The subscription form of the new-workshop alerts (server/workshop-alerts/); its emails' links are
 * workshop-alert-links.server.ts.
 */
import { data } from "react-router";
import { calendarLevels } from "~/lib/workshops/calendar-filters";
import type { Language } from "~/lib/i18n";
import { alertSubscriptionSchema } from "~/lib/workshops/alert-schema";
import { alertFieldNames, alertListNames, type AlertFormResult } from "~/lib/workshops/alert-rules";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { publicFormLimits, receiveForm } from "~/server/forms/forms.server";
import { publicPageMeta } from "~/server/i18n.server";
import { ALERT_RATE_LIMITS, CONFIRMATION_HOURS, requestSubscription } from "~/server/workshop-alerts/alerts.server";
import { listCalendarFilterOptions } from "~/server/workshops/queries.server";

export async function subscriptionPage(request: Request, lang: Language) {
  const options = await listCalendarFilterOptions(todayIn(AGENCY_TIME_ZONE));
  return {
    meta: publicPageMeta(request, lang, "workshopAlerts"),
    // Every level, not only the upcoming workshops': a subscriber waits for workshops yet to come.
    choices: { themes: options.themes, levels: calendarLevels, locations: options.locations },
    hours: CONFIRMATION_HOURS,
  };
}

const limits = publicFormLimits("workshop-alerts", ALERT_RATE_LIMITS);

/** Every valid request gets the same answer and the same email, subscribed or not (no enumeration). */
export async function subscriptionAction(request: Request) {
  const received = await receiveForm(request, {
    id: "workshop-alerts",
    schema: alertSubscriptionSchema,
    fields: alertFieldNames,
    lists: alertListNames,
    honeypot: true,
    limits,
    rateLimitedKey: "workshopAlerts.errors.rateLimited",
  });
  if (received.kind === "refused") return data<AlertFormResult>(received.failure, received.init);
  // A bot is answered as a person is; nothing is sent.
  if (received.kind === "bot") return data<AlertFormResult>({ form: "workshop-alerts", ok: true, email: "" });
  const outcome = await requestSubscription(received.data);
  if (outcome.kind === "failed") {
    return data<AlertFormResult>(
      {
        form: "workshop-alerts",
        ok: false,
        errors: {},
        values: received.values,
        formError: { key: "workshopAlerts.errors.failed" },
      },
      { status: 503 },
    );
  }
  return data<AlertFormResult>({ form: "workshop-alerts", ok: true, email: received.data.email });
}

