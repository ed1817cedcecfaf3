/**
 * The forms that take an email never tell whether the address is known: a password reset, the facilitator
 * application and a workshop registration answer byte for byte the same (apart from the address itself) for
 * a known and an unknown address, through React Router's own handler, as a page POST and as a `.data` POST.
 * Their timing matches because they do the same work: each sends one email to the address either way (the
 * owner learns what happened from it).
 */
import { describe, expect, it } from "vitest";
import * as authRoute from "~/routes/account/auth";
import * as joinFacilitatorRoute from "~/routes/public/join-facilitator";
import * as workshopRoute from "~/routes/public/workshop";
import { createFacilitator, createUser, createWorkshop } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { dataUrl, routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";

const { mailDir } = setUpTestDatabase();

let visitor = 0;
type Handle = (request: Request) => Promise<Response>;

/** Everything the visitor receives for one post (status, headers, body), with the address masked. */
async function answer(handle: Handle, target: string, fields: Record<string, string>): Promise<string> {
  const response = await handle(
    new Request(target, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `198.51.100.${++visitor % 250}`,
      },
    }),
  );
  const headers = [...response.headers].filter(([name]) => name !== "date").map(([name, value]) => `${name}: ${value}`);
  const text = [response.status, ...headers, "", await response.text()].join("\n");
  return text.replaceAll(fields.email!, "<email>").replaceAll(encodeURIComponent(fields.email!), "<email>");
}

/** The page POST a browser without JavaScript sends, and the router's `.data` POST. */
const bothWays = (url: string) => [url, dataUrl(url)];

const mailCount = (address: string) => mailsTo(mailDir, address).length;

describe("no answer tells whether an address is known", () => {
  it("password reset: the same answer, and one email either way", async () => {
    const handle = routeHandler(authRoute, "auth");
    const known = await createUser({ email: "known.person@example.org" });
    const unknown = "nobody.here@example.org";
    const url = "http://localhost:3000/auth?mode=reset-password";
    for (const target of bothWays(url)) {
      const forKnown = await answer(handle, target, { intent: "request-reset", email: known.email });
      expect(await answer(handle, target, { intent: "request-reset", email: unknown })).toBe(forKnown);
      expect(forKnown).toContain(target.includes(".data") ? "auth.reset.sent" : "200");
    }
    expect(mailCount(known.email)).toBe(2);
    expect(mailCount(unknown)).toBe(2);
    const [link, noAccount] = [mailsTo(mailDir, known.email)[0]!, mailsTo(mailDir, unknown)[0]!];
    expect(link.subject).toContain("réinitialisez votre mot de passe");
    expect(noAccount.subject).toContain("demande de nouveau mot de passe");
    expect(noAccount.text).toContain("aucun compte ne l'utilise");
  });

  it("facilitator application: the same answer for a new address, a pending application and a facilitator", async () => {
    const handle = routeHandler(joinFacilitatorRoute, "join-facilitator");
    const url = "http://localhost:3000/join-facilitator";
    const application = (email: string) => ({
      fullName: "Awa Diop",
      email,
      expertise: "Prospective",
      experience: "5",
      bio: "J'anime des ateliers.",
    });
    const pending = "pending.applicant@example.org";
    await answer(handle, url, application(pending));
    const member = "already.member@example.org";
    await createFacilitator({ email: member });
    const before = { pending: mailCount(pending), member: mailCount(member) };

    for (const [i, target] of bothWays(url).entries()) {
      const forNew = await answer(handle, target, application(`brand.new.${i}@example.org`));
      expect(await answer(handle, target, application(pending))).toBe(forNew);
      expect(await answer(handle, target, application(member))).toBe(forNew);
      expect(forNew).toMatch(i === 0 ? /^302\n/ : /^202\n/);
    }
    // Each repeat told the owner by email.
    expect(mailCount(pending) - before.pending).toBe(2);
    expect(mailCount(member) - before.member).toBe(2);
  });

  it("workshop registration: the same answer for a registered and a new email, with seats left or full", async () => {
    const handle = routeHandler(workshopRoute, "calendar/:id");
    for (const maxParticipants of [10, 1]) {
      const workshop = await createWorkshop({ maxParticipants });
      const url = `http://localhost:3000/calendar/${workshop.id}`;
      const form = (email: string) => ({ name: "Grace Adjei", email, language: "fr" });
      const registered = `registered.${maxParticipants}@example.org`;
      await answer(handle, url, form(registered));
      const before = mailCount(registered);
      for (const [i, target] of bothWays(url).entries()) {
        const forRegistered = await answer(handle, target, form(registered));
        const forNew = await answer(handle, target, form(`first.time.${maxParticipants}.${i}@example.org`));
        expect(forRegistered).toBe(forNew);
      }
      expect(mailCount(registered) - before).toBe(2);
    }
  });
});
