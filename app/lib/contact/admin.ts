/**
 * The messages inbox's table state in the URL (status, search, sort, page; decision 8), shared by the
 * /admin/messages loader and screen; app/server/contact/messages.server.ts is the SQL half.
 */
import { defineTable } from "../tables";
import { contactMessageFilters } from "./rules";

/** New messages first: they are what staff come for. */
export const contactMessagesTable = defineTable({
  sorts: ["received", "name"],
  defaultSort: "received",
  defaultDir: "desc",
  filters: { status: contactMessageFilters },
});
export type ContactMessagesTableState = ReturnType<typeof contactMessagesTable.parse>;

/** The orders the inbox offers, as links: newest or oldest first, or by sender. */
export const contactMessageOrders = [
  { key: "newest", sort: "received", dir: "desc" },
  { key: "oldest", sort: "received", dir: "asc" },
  { key: "name", sort: "name", dir: "asc" },
] as const;
