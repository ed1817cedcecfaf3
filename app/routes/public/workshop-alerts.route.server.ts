/**
 * The subscription form of the new-workshop alerts (server/workshop-alerts/); its emails' links are
 * workshop-alert-links.server.ts.
 */
import { data } from "react-router";
import { calendarLevels, calendarThemes } from "~/lib/workshops/calendar-filters";
import { placeChoiceLabel } from "~/lib/workshops/places";
import type { Language } from "~/lib/i18n";
import { alertSubscriptionSchema } from "~/lib/workshops/alert-schema";
import { alertFieldNames, alertListNames, type AlertFormResult } from "~/lib/workshops/alert-rules";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { publicFormLimits, receiveForm } from "~/server/forms/forms.server";
import { publicPageMeta, serverT } from "~/server/i18n.server";
import { ALERT_RATE_LIMITS, CONFIRMATION_HOURS, requestSubscription } from "~/server/workshop-alerts/alerts.server";
import { listCalendarFilterOptions } from "~/server/workshops/queries.server";

/**
 * The form's choices as [value, name] in the page's language, named here so the page needs no other locale area:
 * every theme and level (a subscriber waits for workshops yet to come), the places of the upcoming workshops.
 */
export async function subscriptionPage(request: Request, lang: Language) {
  const options = await listCalendarFilterOptions(todayIn(AGENCY_TIME_ZONE));
  const t = serverT(lang);
  const online = t("workshop.facts.online");
  return {
    meta: publicPageMeta(request, lang, "workshopAlerts"),
    choices: {
      themes: calendarThemes.map((theme): [string, string] => [theme, t(`workshop.themes.${theme}`)]),
      levels: calendarLevels,
      locations: options.locations.map((place): [string, string] => [place.value, placeChoiceLabel(place, lang, online)]),
    },
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

