/**
 * "My registrations": a signed-in user's own registrations, upcoming and past, with the cancellation link, and
 * the ticket of each confirmed seat still to come.
 */
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { createRegistration, createWorkshop, signedInAs } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { Language } from "~/lib/i18n";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { loader } from "~/routes/account/my-registrations";
import { registrationOfTicket, ticketPath, ticketUrl, verifyCancelToken } from "./links.server";
import { listOwnRegistrations } from "./own-registrations.server";

setUpTestDatabase();

type Page = {
  upcoming: { id: string; title: string; status: string; cancelHref: string | null }[];
  past: { id: string; title: string; cancelHref: string | null }[];
};

describe("/my-registrations", () => {
  it("lists the user's own registrations, upcoming with a cancellation link and past without, for any role", async () => {
    const account = await signedInAs("facilitator");
    const soon = await createWorkshop({ title: "Soon", daysFromNow: 5 });
    const later = await createWorkshop({ title: "Later", daysFromNow: 20 });
    const before = await createWorkshop({ title: "Before", daysFromNow: -10 });
    const mine = await createRegistration({ workshopId: soon.id, email: account.email.toUpperCase(), name: "Me" });
    await createRegistration({ workshopId: later.id, email: account.email, name: "Me", status: "cancelled" });
    await createRegistration({ workshopId: before.id, email: account.email, name: "Me" });
    await createRegistration({ workshopId: soon.id, email: "someone.else@example.org", name: "Other" });

    const browser = new RouteClient();
    browser.cookies.clear();
    for (const pair of account.cookie.split("; ")) {
      const [name, ...value] = pair.split("=");
      browser.cookies.set(name!, value.join("="));
    }
    const page = await browser.get<Page>(loader, "/my-registrations");
    expect(page.status).toBe(200);
    expect(page.data!.upcoming.map((item) => [item.title, item.status])).toEqual([
      ["Soon", "confirmed"],
      ["Later", "cancelled"],
    ]);
    const link = new URL(page.data!.upcoming[0]!.cancelHref!, "http://localhost");
    expect(link.pathname).toBe(`/registrations/${mine.id}/cancel`);
    expect(verifyCancelToken(mine.id, link.searchParams.get("token"))).toBe(true);
    expect(page.data!.upcoming[1]!.cancelHref).toBeNull();
    expect(page.data!.past.map((item) => [item.title, item.cancelHref])).toEqual([["Before", null]]);

    const anonymous = await new RouteClient().get(loader, "/my-registrations");
    expect(anonymous.location).toBe("/auth?redirectTo=%2Fmy-registrations");
  });

  it("shows a ticket only for a confirmed seat of a workshop still to come, its QR code the ticket's link in the page's language", async () => {
    const account = await signedInAs("client");
    const me = { email: account.email, name: "Me" };
    const ticketed = await createRegistration({
      ...me,
      workshopId: (await createWorkshop({ title: "Ticketed", daysFromNow: 3 })).id,
    });
    const today = await createRegistration({
      ...me,
      workshopId: (await createWorkshop({ title: "Today", daysFromNow: 0 })).id,
    });
    await createRegistration({
      ...me,
      workshopId: (await createWorkshop({ title: "Waitlisted", daysFromNow: 4 })).id,
      status: "waitlisted",
    });
    await createRegistration({
      ...me,
      workshopId: (await createWorkshop({ title: "Cancelled", daysFromNow: 5 })).id,
      status: "cancelled",
    });
    await createRegistration({
      ...me,
      workshopId: (await createWorkshop({ title: "Called off", daysFromNow: 6, status: "cancelled" })).id,
    });
    await createRegistration({ ...me, workshopId: (await createWorkshop({ title: "Over", daysFromNow: -2 })).id });

    const qrOf = (id: string, lang: Language) =>
      QRCode.toString(ticketUrl(id, lang), { type: "svg", errorCorrectionLevel: "M", margin: 4 });
    for (const lang of ["fr", "en"] as const) {
      const { upcoming, past } = await listOwnRegistrations(account.email, todayIn(AGENCY_TIME_ZONE), lang);
      const withTicket = upcoming.filter((registration) => registration.ticket);
      expect(withTicket.map((registration) => registration.id).sort()).toEqual([ticketed.id, today.id].sort());
      expect(upcoming).toHaveLength(5);
      expect(past.map((registration) => registration.ticket)).toEqual([null]);
      for (const { id, ticket } of withTicket) {
        expect(ticket!.path).toBe(ticketPath(id));
        expect(registrationOfTicket(ticket!.path.replace(/^\/tickets\//, ""))).toBe(id);
        expect(ticket!.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
        expect(ticket!.qrSvg).toBe(await qrOf(id, lang));
      }
    }

    // The page, in English: the link to the ticket under /en, the QR code of the English link.
    const page = await RouteClient.withCookies(account.cookie).get<{
      upcoming: { id: string; title: string; ticket: { href: string; qrSvg: string } | null }[];
      past: { ticket: unknown }[];
    }>(loader, "/en/my-registrations");
    expect(page.status).toBe(200);
    const shown = page.data!.upcoming.filter((item) => item.ticket);
    expect(shown.map((item) => item.title).sort()).toEqual(["Ticketed", "Today"]);
    const ticket = shown.find((item) => item.id === ticketed.id)!.ticket!;
    expect(ticket.href).toBe(`/en${ticketPath(ticketed.id)}`);
    expect(ticket.qrSvg).toBe(await qrOf(ticketed.id, "en"));
    expect(ticket.qrSvg).not.toBe(await qrOf(ticketed.id, "fr"));
    expect(page.data!.past.every((item) => item.ticket === null)).toBe(true);
  });
});
