/**
 * The links of the workshop alerts' emails: the confirmation and the unsubscribe link. GET only shows what a
 * click would do (mail scanners open links); the button's POST does it. The unsubscribe URL also takes the
 * mail client's one-click POST (RFC 8058).
 */
import { data } from "react-router";
import { z } from "zod";
import type { AlertLinkState } from "~/lib/workshops/alert-rules";
import type { Language } from "~/lib/i18n";
import { receiveForm } from "~/server/forms/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import {
  ALERT_RATE_LIMITS,
  checkConfirmation,
  CONFIRMATION_HOURS,
  confirmSubscription,
  unsubscribe,
  verifyUnsubscribeToken,
} from "~/server/workshop-alerts/alerts.server";

const NO_STORE = { "Cache-Control": "private, no-store" };


const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** A link's button: a form without fields, so the kit checks only its body and the rate limit. */
function receiveClick(request: Request, id: string) {
  return receiveForm(request, {
    id,
    schema: z.object({}),
    fields: [],
    limits: [{ name: `${id}:address`, limit: ALERT_RATE_LIMITS.link }],
    rateLimitedKey: "workshopAlerts.errors.rateLimited",
  });
}

function confirmMeta(lang: Language) {
  // Personal pages: never indexed.
  return privatePageMeta(lang, "workshopAlerts.confirm.title");
}

export async function confirmationPage(request: Request, lang: Language) {
  const reading = await checkConfirmation(tokenOf(request));
  const meta = confirmMeta(lang);
  if (reading.kind !== "valid") {
    const page: AlertLinkState = reading.kind === "expired" ? { state: "expired", hours: CONFIRMATION_HOURS } : { state: "invalid" };
    return data({ meta, page }, { status: reading.kind === "expired" ? 410 : 403 });
  }
  return data({ meta, page: { state: "confirm", email: reading.input.email } as AlertLinkState }, { headers: NO_STORE });
}

export async function confirmationAction(request: Request, lang: Language) {
  const meta = confirmMeta(lang);
  const received = await receiveClick(request, "workshop-alerts-confirm");
  if (received.kind === "refused") {
    const formError = received.failure.formError ?? { key: "common.forms.invalid" };
    return data({ meta, page: { state: "refused", formError } as AlertLinkState }, received.init);
  }
  const outcome = await confirmSubscription(tokenOf(request));
  switch (outcome.kind) {
    case "confirmed":
      return data({ meta, page: { state: "confirmed", email: outcome.email } as AlertLinkState }, { headers: NO_STORE });
    case "expired":
      return data({ meta, page: { state: "expired", hours: CONFIRMATION_HOURS } as AlertLinkState }, { status: 410 });
    case "invalid":
      return data({ meta, page: { state: "invalid" } as AlertLinkState }, { status: 403 });
  }
}

function unsubscribeMeta(lang: Language) {
  return privatePageMeta(lang, "workshopAlerts.unsubscribe.title");
}

export function unsubscribePage(request: Request, id: string, lang: Language) {
  const meta = unsubscribeMeta(lang);
  // The token is an HMAC of the id: checked without reading the database, so it tells nothing about the id.
  if (!verifyUnsubscribeToken(id, tokenOf(request))) return data({ meta, page: { state: "invalid" } as AlertLinkState }, { status: 403 });
  return data({ meta, page: { state: "unsubscribe" } as AlertLinkState }, { headers: NO_STORE });
}

export async function unsubscribeAction(request: Request, id: string, lang: Language) {
  const meta = unsubscribeMeta(lang);
  const received = await receiveClick(request, "workshop-alerts-unsubscribe");
  if (received.kind === "refused") {
    const formError = received.failure.formError ?? { key: "common.forms.invalid" };
    return data({ meta, page: { state: "refused", formError } as AlertLinkState }, received.init);
  }
  const outcome = await unsubscribe(id, tokenOf(request));
  if (outcome.kind === "invalid") return data({ meta, page: { state: "invalid" } as AlertLinkState }, { status: 403 });
  return data({ meta, page: { state: "unsubscribed" } as AlertLinkState }, { headers: NO_STORE });
}
