/** /admin/messages: only admins read the contact messages and mark them; everyone else is turned away. */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/admin-messages-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

import { auth, resetAuth } from "~/server/accounts/auth.server";
import type { Database } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createAccount } from "~/server/accounts/users.server";
import { action, loader } from "./messages";

let database: Database;
const cookies: Record<string, string> = {};
let messageId: string;

async function signedIn(email: string, role: "admin" | "facilitator" | "client" | "content_creator"): Promise<string> {
  await createAccount({ email, password: "messages-pass", firstName: "T", lastName: role, role, emailVerified: true });
  const response = await auth().api.signInEmail({ body: { email, password: "messages-pass" }, asResponse: true });
  expect(response.ok).toBe(true);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  fs.mkdirSync(dataDir, { recursive: true });
  resetAuth();
  database = await openTestDatabase();
  cookies.admin = await signedIn("admin@messages.test", "admin");
  cookies.facilitator = await signedIn("facilitator@messages.test", "facilitator");
  cookies.creator = await signedIn("creator@messages.test", "content_creator");
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name: "Awa", email: "awa@example.org", message: "Bonjour", subject: "Atelier" })
    .returning({ id: contactMessages.id });
  messageId = row.id;
});
afterAll(async () => {
  await database?.close();
  resetAuth();
  fs.rmSync(dataDir, { recursive: true, force: true });
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

const args = (req: Request) => ({ request: req, context: { lang: "en" as const, cspNonce: "" }, params: {} }) as never;

describe("/admin/messages", () => {
  it("turns away visitors (to /auth) and other roles (to their home), for reading and for marking", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, "/auth"],
      [cookies.facilitator, "/facilitator"],
      [cookies.creator, "/creator"],
    ];
    for (const [cookie, home] of cases) {
      const read = (await run(() => loader(args(request("/admin/messages", cookie))))) as Response;
      expect(read.status).toBe(302);
      expect(read.headers.get("Location")).toBe(home);
      const mark = (await run(() => action(args(request("/admin/messages", cookie, { id: messageId, status: "handled" }))))) as Response;
      expect(mark.status).toBe(302);
      expect(mark.headers.get("Location")).toBe(home);
    }
    const [row] = await database.db.select().from(contactMessages);
    expect(row.status).toBe("new");
  });

  it("lets an admin read the new messages, mark one handled and find it among the handled", async () => {
    const list = (await loader(args(request("/admin/messages", cookies.admin)))) as { filter: string; messages: { id: string }[]; counts: { new: number } };
    expect(list.filter).toBe("new");
    expect(list.messages.map((message) => message.id)).toEqual([messageId]);
    expect(list.counts.new).toBe(1);

    const marked = await action(args(request("/admin/messages", cookies.admin, { id: messageId, status: "handled" })));
    expect(marked).toEqual({ ok: true, error: null });
    const handled = (await loader(args(request("/admin/messages?status=handled", cookies.admin)))) as { messages: { id: string; handlerName: string | null; status: string }[] };
    expect(handled.messages).toMatchObject([{ id: messageId, status: "handled", handlerName: "T admin" }]);
  });

  it("refuses a malformed or unknown message id with 400 and 404", async () => {
    const bad = (await action(args(request("/admin/messages", cookies.admin, { id: "1; drop table", status: "handled" })))) as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    const badStatus = (await action(args(request("/admin/messages", cookies.admin, { id: messageId, status: "deleted" })))) as { init: { status: number } };
    expect(badStatus.init.status).toBe(400);
    const unknown = (await action(args(request("/admin/messages", cookies.admin, { id: "00000000-0000-4000-8000-000000000000", status: "new" })))) as {
      init: { status: number };
    };
    expect(unknown.init.status).toBe(404);
  });
});
