/** /admin/emails through the real route module: the failed messages staff see, and their retry. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox } from "~/server/db/schema";
import { signedInAs } from "../../../tests/support/factories";
import { itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { mailsTo } from "../../../tests/support/mailbox";
import { RouteClient } from "../../../tests/support/route-client";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as emailsRoute from "./emails";

const database = setUpTestDatabase();
let adminCookie: string;
let client: RouteClient;

/** A message the worker gave up on: what the outbox holds after its last refused attempt. */
async function failedMessage(to: string): Promise<string> {
  const [row] = await database.db
    .insert(outbox)
    .values({
      kind: "mail",
      dedupeKey: `test:${to}`,
      payload: { to, subject: "Inscription confirmée", text: "Bonjour." },
      recipient: to,
      subject: "Inscription confirmée",
      status: "failed",
      attempts: 10,
      lastError: "421 Service not available, try later",
    })
    .returning({ id: outbox.id });
  return row!.id;
}

beforeAll(async () => {
  adminCookie = (await signedInAs("admin")).cookie;
  client = RouteClient.withCookies(adminCookie);
});

type Page = Awaited<ReturnType<typeof emailsRoute.loader>>;

describe("the emails screen", () => {
  it("lists failed messages by default with their recipient, subject, error and attempts", async () => {
    await failedMessage("awa@example.org");
    const answer = await client.get<Page>(emailsRoute.loader as never, "/admin/emails");
    expect(answer.status).toBe(200);
    expect(answer.data!.page.rows).toEqual([
      expect.objectContaining({
        recipient: "awa@example.org",
        subject: "Inscription confirmée",
        status: "failed",
        attempts: 10,
        lastError: "421 Service not available, try later",
      }),
    ]);
    const sent = await client.get<Page>(emailsRoute.loader as never, "/admin/emails?status=sent");
    expect(sent.data!.page.rows).toEqual([]);
  });

  it("retries a failed message: sent at once (mail as files), recorded in the audit log, back to the list", async () => {
    const id = await failedMessage("issa@example.org");
    const answer = await client.post(emailsRoute.action as never, "/admin/emails?status=failed", { id });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/emails?status=failed");
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(mailsTo(database.mailDir, "issa@example.org")).toHaveLength(1);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: "retry", entity: "email" });

    const again = await client.post<{ formError?: { key: string } }>(emailsRoute.action as never, "/admin/emails", {
      id,
    });
    expect(again.status).toBe(409);
    expect(again.data?.formError?.key).toBe("adminEmails.errors.notFailed");
    expect(mailsTo(database.mailDir, "issa@example.org")).toHaveLength(1);
  });
});

describe("retrying, through React Router", () => {
  let id: string;
  beforeAll(async () => {
    id = await failedMessage("moussa@example.org");
  });
  const target = (): FormTarget => ({
    handle: routeHandler(emailsRoute, "admin/emails"),
    url: "http://localhost:3000/admin/emails",
    fields: { id },
    headers: { Cookie: adminCookie },
    written: async () =>
      (await database.db.select().from(outbox).where(eq(outbox.id, id))).filter((row) => row.status !== "failed")
        .length,
  });

  itRefusesBadBodies(target);
});
