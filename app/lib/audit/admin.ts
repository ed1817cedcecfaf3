/**
 * The audit log's vocabulary and its table's state (the URL half; app/server/audit/ is the SQL half),
 * shared by the /admin/audit loader and its screen.
 */
import { defineTable } from "../tables";

/** The kinds of record an entry can be about; each has a label in the `adminAudit` locale area. */
export const auditEntities = [
  "user",
  "organization",
  "contract",
  "project",
  "workshop",
  "registration",
  "facilitator",
  "content",
  "setting",
  "message",
  "email",
  "invoice",
  "payment",
  "certificate",
  "feedback",
  "booking",
  "deal",
  "activity",
  "quote",
  "contact",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** What happened; each has a label in the `adminAudit` locale area. */
export const auditActions = [
  "create",
  "update",
  "delete",
  "sign-in",
  "sign-in-failed",
  "role-change",
  "ban",
  "unban",
  "sessions-ended",
  "password-reset-sent",
  "retry",
  "issue",
  "send",
  "revoke",
  "restore",
  "approve",
  "reject",
  "move",
  "accept",
  "decline",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How far back the list looks: the whole log, today (agency time), the last 7 or 30 days. */
export const auditPeriods = ["all", "today", "7d", "30d"] as const;
export type AuditPeriod = (typeof auditPeriods)[number];

export const auditTable = defineTable({
  sorts: ["createdAt", "actor", "entity", "action"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { entity: ["all", ...auditEntities], period: auditPeriods },
  pageSize: 20,
});
