/** /admin/messages: only admins read the contact messages and mark them; everyone else is turned away. */
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "~/server/db/schema";
import { createContactMessage, signedInAs } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./messages";
import { requestContext } from "~/server/front/request-context.server";

const database = setUpTestDatabase();
const cookies: Record<string, string> = {};
let messageId: string;

beforeAll(async () => {
  cookies.admin = (await signedInAs("admin", { firstName: "Ada", lastName: "Admin" })).cookie;
  cookies.facilitator = (await signedInAs("facilitator")).cookie;
  cookies.creator = (await signedInAs("content_creator")).cookie;
  messageId = (
    await createContactMessage({ name: "Awa", email: "awa@example.org", message: "Bonjour", subject: "Atelier" })
  ).id;
});

function request(path: string, cookie?: string, form?: Record<string, string>): Request {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (!form) return new Request(`http://localhost${path}`, { headers });
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
  });
}

async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Inbox = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

const args = (req: Request) =>
  ({ request: req, context: requestContext({ lang: "en" as const, cspNonce: "" }), params: {} }) as never;

describe("/admin/messages", () => {
  it("turns away visitors (to /auth) and other roles (to their home), for reading and for marking", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, "/auth?redirectTo=%2Fadmin%2Fmessages"],
      [cookies.facilitator, "/facilitator"],
      [cookies.creator, "/creator"],
    ];
    for (const [cookie, home] of cases) {
      const read = (await run(() => loader(args(request("/admin/messages", cookie))))) as Response;
      expect(read.status).toBe(302);
      expect(read.headers.get("Location")).toBe(home);
      const mark = (await run(() =>
        action(args(request("/admin/messages", cookie, { id: messageId, status: "handled" }))),
      )) as Response;
      expect(mark.status).toBe(302);
      expect(mark.headers.get("Location")).toBe(home);
    }
    const [row] = await database.db.select().from(contactMessages);
    expect(row.status).toBe("new");
  });

  it("lets an admin read the new messages, mark one handled and find it among the handled", async () => {
    const list = (await loader(args(request("/admin/messages", cookies.admin)))) as Inbox;
    expect(list.state.status).toBe("new");
    expect(list.page.rows.map((message) => message.id)).toEqual([messageId]);
    expect(list.counts.new).toBe(1);

    const marked = await action(args(request("/admin/messages", cookies.admin, { id: messageId, status: "handled" })));
    expect(marked).toEqual({ form: "message-status", ok: true });
    const handled = (await loader(args(request("/admin/messages?status=handled", cookies.admin)))) as Inbox;
    expect(handled.page.rows).toMatchObject([{ id: messageId, status: "handled", handlerName: "Ada Admin" }]);
  });

  it("refuses a malformed or unknown message id with 400 and 404", async () => {
    const bad = (await action(
      args(request("/admin/messages", cookies.admin, { id: "1; drop table", status: "handled" })),
    )) as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    const badStatus = (await action(
      args(request("/admin/messages", cookies.admin, { id: messageId, status: "deleted" })),
    )) as { init: { status: number } };
    expect(badStatus.init.status).toBe(400);
    const unknown = (await action(
      args(request("/admin/messages", cookies.admin, { id: "00000000-0000-4000-8000-000000000000", status: "new" })),
    )) as {
      init: { status: number };
    };
    expect(unknown.init.status).toBe(404);
  });

  it("searches, sorts and pages the whole inbox in the URL, past the latest messages", async () => {
    const run = `${process.pid}-${Date.now()}`;
    // Twelve messages of one sender, one a minute, the oldest first: more than a page of ten.
    for (let index = 0; index < 12; index += 1)
      await createContactMessage({
        name: `Sender ${run}`,
        email: `sender-${run}@example.org`,
        subject: `Question ${index}`,
        message: index === 3 ? `Le mot rare ${run}-needle` : "Bonjour",
        createdAt: new Date(Date.UTC(2020, 0, 1, 9, index)),
      });
    const inbox = async (query: string) =>
      (await loader(args(request(`/admin/messages?${query}`, cookies.admin)))) as Inbox;

    const first = await inbox(`status=all&q=${encodeURIComponent(`sender-${run}`)}`);
    expect(first.page).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    // The status tabs count what the search finds.
    expect(first.counts).toEqual({ new: 12, handled: 0 });
    expect(first.page.rows.map((message) => message.subject)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Question ${index}`),
    );
    const second = await inbox(`status=all&q=${encodeURIComponent(`sender-${run}`)}&page=2`);
    expect(second.page.rows.map((message) => message.subject)).toEqual(["Question 1", "Question 0"]);
    const oldest = await inbox(`status=all&q=${encodeURIComponent(`sender-${run}`)}&dir=asc`);
    expect(oldest.page.rows[0]?.subject).toBe("Question 0");
    const found = await inbox(`status=all&q=${encodeURIComponent(`${run}-needle`)}`);
    expect(found.page.rows.map((message) => message.subject)).toEqual(["Question 3"]);
    expect(found.counts).toEqual({ new: 1, handled: 0 });
    // A tampered query still shows a page: unknown values fall back to the defaults.
    const tampered = await inbox("status=spam&sort=drop&dir=up&page=-4");
    expect(tampered.state).toMatchObject({ status: "new", sort: "received", dir: "desc", page: 1 });
  });
});
