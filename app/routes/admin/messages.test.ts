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
    const list = (await loader(args(request("/admin/messages", cookies.admin)))) as {
      filter: string;
      messages: { id: string }[];
      counts: { new: number };
    };
    expect(list.filter).toBe("new");
    expect(list.messages.map((message) => message.id)).toEqual([messageId]);
    expect(list.counts.new).toBe(1);

    const marked = await action(args(request("/admin/messages", cookies.admin, { id: messageId, status: "handled" })));
    expect(marked).toEqual({ form: "message-status", ok: true });
    const handled = (await loader(args(request("/admin/messages?status=handled", cookies.admin)))) as {
      messages: { id: string; handlerName: string | null; status: string }[];
    };
    expect(handled.messages).toMatchObject([{ id: messageId, status: "handled", handlerName: "Ada Admin" }]);
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
});
