/** "My registrations": a signed-in user's own registrations, upcoming and past, with the cancellation link. */
import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { createRegistration, createWorkshop, signedInAs } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { loader } from "~/routes/account/my-registrations";
import { verifyCancelToken } from "./links.server";

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
});
