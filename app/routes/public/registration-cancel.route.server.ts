/**
 * The cancellation link of registration emails: what the page shows (GET) and the cancellation (POST).
 * The token is an HMAC of the registration id, so a wrong or altered link is refused (403) before
 * anything is looked up.
 */
import { data } from "react-router";
import { z } from "zod";
import { formatWorkshopWhen } from "~/lib/format";
import type { FormError } from "~/lib/forms";
import { localizePath, type Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { receiveForm } from "~/server/forms/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import { cancelAndNotify, getCancellationView } from "~/server/workshops/cancellation.server";
import { verifyCancelToken } from "~/server/workshops/links.server";
import { REGISTRATION_RATE_LIMITS } from "~/server/workshops/registration.server";

export type CancelPageState =
  | { state: "confirm"; name: string; title: string; when: string | null; workshopHref: string; waitlisted: boolean }
  | { state: "done"; name: string; title: string; workshopHref: string; promoted: boolean }
  | { state: "already"; title: string; workshopHref: string }
  | { state: "past" | "workshop_cancelled"; title: string; workshopHref: string }
  | { state: "invalid" | "not_found" }
  /** The post itself was refused (not a form, too many attempts): the message says why. */
  | { state: "refused"; formError: FormError };

function pageMeta(lang: Language) {
  // A personal page: never indexed (privatePageMeta adds noindex).
  return privatePageMeta(lang, "workshop.cancel.title");
}

async function resolve(request: Request, id: string, lang: Language) {
  const token = new URL(request.url).searchParams.get("token");
  if (!verifyCancelToken(id, token)) return { status: 403, page: { state: "invalid" } as CancelPageState };
  const view = await getCancellationView(id);
  if (!view) return { status: 404, page: { state: "not_found" } as CancelPageState };
  return { status: 200, view, workshopHref: localizePath(`/calendar/${view.workshop.id}`, lang) };
}

/** GET only shows what would be cancelled: mail scanners and link previews open links, and must not cancel anything. */
export async function cancellationPage(request: Request, id: string, lang: Language) {
  const meta = pageMeta(lang);
  const resolved = await resolve(request, id, lang);
  if (!("view" in resolved) || !resolved.view) return data({ meta, page: resolved.page! }, { status: resolved.status });
  const { view, workshopHref } = resolved;
  const title = localizedString(view.workshop.title, lang);
  let page: CancelPageState;
  if (view.registration.status === "cancelled") page = { state: "already", title, workshopHref };
  else if (view.blocked) page = { state: view.blocked, title, workshopHref };
  else {
    const when = formatWorkshopWhen(view.workshop, lang, "long");
    page = { state: "confirm", name: view.registration.name ?? "", title, when, workshopHref, waitlisted: view.registration.status === "waitlisted" };
  }
  return data({ meta, page }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The confirmation button's POST: a form without fields, so the kit checks only its body and the rate limit. */
export async function cancelFromLink(request: Request, id: string, lang: Language) {
  const meta = pageMeta(lang);
  const received = await receiveForm(request, {
    id: "cancel-registration",
    schema: z.object({}),
    fields: [],
    limits: [{ name: "cancel:ip", limit: REGISTRATION_RATE_LIMITS.cancel }],
    rateLimitedKey: "workshop.cancel.rateLimited",
  });
  if (received.kind === "refused") {
    const formError = received.failure.formError ?? { key: "common.forms.invalid" };
    return data({ meta, page: { state: "refused", formError } as CancelPageState }, received.init);
  }
  const resolved = await resolve(request, id, lang);
  if (!("view" in resolved) || !resolved.view) return data({ meta, page: resolved.page! }, { status: resolved.status });
  const { view, workshopHref } = resolved;
  const title = localizedString(view.workshop.title, lang);
  const outcome = await cancelAndNotify(id);
  switch (outcome.kind) {
    case "cancelled":
      return data({ meta, page: { state: "done", name: view.registration.name ?? "", title, workshopHref, promoted: outcome.promoted.length > 0 } as CancelPageState });
    case "already_cancelled":
      return data({ meta, page: { state: "already", title, workshopHref } as CancelPageState }, { status: 409 });
    case "past":
    case "workshop_cancelled":
      return data({ meta, page: { state: outcome.kind, title, workshopHref } as CancelPageState }, { status: 409 });
    case "not_found":
      return data({ meta, page: { state: "not_found" } as CancelPageState }, { status: 404 });
  }
}
