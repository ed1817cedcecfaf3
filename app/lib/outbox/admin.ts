/**
 * The Emails screen's table state (the URL half; app/server/outbox/admin.server.ts is the SQL half) and its
 * retry form, shared by the /admin/emails loader, action and screen.
 */
import { z } from "zod";
import { defineTable } from "../tables";

/** What the worker made of a message; `failed` (out of attempts) is what staff come to see. */
export const outboxStatuses = ["failed", "pending", "sent", "skipped"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxTable = defineTable({
  sorts: ["createdAt", "recipient", "attempts"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { status: [...outboxStatuses, "all"] },
  pageSize: 20,
});

/** The 'Retry' button of a failed message. */
export const outboxRetrySchema = z.object({ id: z.uuid("adminEmails.errors.invalid") });
