/**
 * The fuzz suite's table: one row per route of app/routes.ts (fuzz.test.ts fails for a route without one,
 * for an action without `action`, and for a query parameter the route reads but its row does not list).
 *
 * A new screen is one line: `"routes/admin/clients": page("/admin/clients", { query: ["page", "q"], action: "admin" })`.
 */
import { adminFacilitatorTable } from "../../app/lib/facilitators/admin";
import { adminWorkshopTable } from "../../app/lib/workshops/admin";
import { auditTable } from "../../app/lib/audit/admin";
import { outboxTable } from "../../app/lib/outbox/admin";
import { contactMessagesTable } from "../../app/lib/contact/admin";
import { organizationsTable, projectsTable } from "../../app/lib/clients/admin";
import { usersTable } from "../../app/lib/accounts/admin";
import {
  creditNoteFields,
  invoiceFields,
  invoicesTable,
  lineLists,
  paymentFields,
} from "../../app/lib/billing/invoices";
import { contentFields } from "../../app/lib/content/schema";
import { presenceFields, walkInFields } from "../../app/lib/workshops/attendance";
import { messageFields, moveFields, registrantIntents } from "../../app/lib/workshops/registrant-forms";
import { bookingFields, seatNameFields, seatReleaseFields, staffBookingFields } from "../../app/lib/workshops/bookings";
import { receivablesTable } from "../../app/lib/reports/reports";
import { dealBoard, dealsTable } from "../../app/lib/sales/deals";
import { quoteInvoiceFields, quoteResponseFields, quotesTable } from "../../app/lib/sales/quotes";
import type { Role } from "../../app/lib/roles";
import type { TableDefinition } from "../../app/lib/tables";

/** Who sends a request: a visitor without a session, or a signed-in demo account of that role. */
export type Session = "anonymous" | Role;

/** Ids of seeded records, for the paths that need one (read from the site before the suite runs). */
export interface SeededIds {
  facilitatorId: string;
  workshopId: string;
}

export interface FuzzRow {
  /** The route's URL; `:id` segments get hostile values too. */
  path: string | ((ids: SeededIds) => string);
  /** The query parameters the loader or the action reads. */
  query?: readonly string[];
  /**
   * States of the page, as query strings, that the query sweep starts from besides the bare page: a
   * parameter may be read only in one of them (the sign-in page reads `token` only in `mode=reset-password`).
   */
  states?: readonly string[];
  /** Whose session the requests carry (the route's role; anonymous for public pages). */
  as?: Session;
  /** The route has an action: posts carry this session; the fields come from the page's own forms. */
  action?: Session;
  /** Where the action answers, when not at `path` (an index route's action is at `?index`). */
  actionPath?: string;
  /** Form fields the page does not show in its first state (the other steps of a multi-step form). */
  fields?: readonly string[];
  /** Values of the form's `intent` the page does not show in its first state. */
  intents?: readonly string[];
}

/** An id no record has: the edit and delete dialogs answer 404 to it, and their actions must refuse it too. */
const NO_SUCH_ID = "00000000-0000-0000-0000-000000000000";

export function page(path: FuzzRow["path"], options: Omit<FuzzRow, "path"> = {}): FuzzRow {
  return { path, ...options };
}

/** The query of a back-office table (app/lib/tables.ts): its search, filters, sort and page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, whatever its sorts and filters
export function tableQuery(table: TableDefinition<string, any>): string[] {
  return ["q", ...Object.keys(table.spec.filters ?? {}), "sort", "dir", "page"];
}

/** What the sales dialogs' actions read (their module is the deal page's): the intent, and the board to go back to. */
const dealActionQuery = ["intent", "back", ...tableQuery(dealBoard)];

const authSteps = {
  query: ["mode", "token", "error", "tab", "method", "redirectTo"],
  states: ["mode=reset-password", "mode=check-email", "mode=code", "mode=two-factor&method=backup", "tab=sign-up"],
  action: "anonymous",
  fields: ["email", "password", "token", "code", "trustDevice", "firstName", "lastName", "confirmPassword"],
  intents: ["resend-verification", "request-reset", "reset-password", "send-code", "verify-code", "two-factor"],
} as const;

/** The public pages, listed for both languages as app/routes.ts lists them. */
function publicRows(lang: "fr" | "en"): Record<string, FuzzRow> {
  const at = (path: string) => (lang === "fr" ? path || "/" : `/en${path}`);
  const rows: Record<string, FuzzRow> = {
    home: page(at(""), { action: "anonymous", actionPath: lang === "fr" ? "/?index" : "/en" }),
    auth: page(at("/auth"), authSteps),
    "auth-verify-email": page(at("/auth/verify-email"), { query: ["token"] }),
    services: page(at("/services")),
    workshops: page(at("/workshops")),
    facilitators: page(at("/facilitators")),
    facilitator: page((ids) => at(`/facilitators/${ids.facilitatorId}`), { query: ["tab"] }),
    calendar: page(at("/calendar"), { query: ["theme", "level", "location", "month", "language"] }),
    workshop: page((ids) => at(`/calendar/${ids.workshopId}`), { action: "anonymous" }),
    "workshop-ics": page((ids) => at(`/calendar/${ids.workshopId}/ics`)),
    "registration-cancel": page(at("/registrations/00000000-0000-0000-0000-000000000000/cancel"), {
      query: ["token"],
      action: "anonymous",
    }),
    contact: page(at("/contact"), { query: ["facilitator", "intent", "topic", "subject"], action: "anonymous" }),
    "join-facilitator": page(at("/join-facilitator"), { action: "anonymous" }),
    "workshop-alerts": page(at("/workshop-alerts"), { action: "anonymous" }),
    "workshop-alerts-confirm": page(at("/workshop-alerts/confirm"), { query: ["token"], action: "anonymous" }),
    "workshop-alerts-unsubscribe": page(at("/workshop-alerts/00000000-0000-0000-0000-000000000000/unsubscribe"), {
      query: ["token"],
      action: "anonymous",
    }),
    "not-found": page(at("/nowhere/at/all")),
    "invoice-verify": page(at("/invoices/verify/NoSuchCode0000000000")),
    // An unknown certificate (and the hostile codes the suite puts in its place): nothing is revoked.
    certificate: page(at("/certificates/0000-0000-0000"), { action: "admin", query: ["intent"] }),
    // A ticket whose token does not verify (and the hostile ones the suite puts in its place): nobody is checked in.
    ticket: page(at(`/tickets/${NO_SUCH_ID}.NoSuchSignature`), { action: "anonymous" }),
    // A feedback link whose token does not verify (and hostile ones): no answer is stored.
    feedback: page(at(`/feedback/${NO_SUCH_ID}.NoSuchSignature`), {
      action: "anonymous",
      fields: ["rating", "recommendation", "worked", "improve", "consent"],
    }),
    // A quote's link whose token does not verify (and hostile ones): no answer is recorded.
    quote: page(at(`/quotes/${NO_SUCH_ID}.NoSuchSignature`), {
      action: "anonymous",
      fields: quoteResponseFields,
      intents: ["accept", "decline"],
    }),
  };
  return Object.fromEntries(Object.entries(rows).map(([name, row]) => [`${lang}/${name}`, row]));
}

export const fuzzRows: Record<string, FuzzRow> = {
  ...publicRows("fr"),
  ...publicRows("en"),
  "routes/account/profile": page("/profile", {
    as: "client",
    action: "client",
    fields: ["sessionId", "totpURI", "backupCodes", "code", "password", "avatar"],
    intents: ["end-session", "two-factor-start", "two-factor-confirm", "two-factor-disable"],
  }),
  "routes/account/my-registrations": page("/my-registrations", { as: "client" }),
  "routes/admin/layout": page("/admin", { as: "admin" }),
  "admin/index": page("/admin", { as: "admin" }),
  "admin/overview": page("/admin/overview", { as: "admin" }),
  "routes/admin/clients/list": page("/admin/clients", { as: "admin", query: tableQuery(organizationsTable) }),
  "routes/admin/clients/new": page("/admin/clients/new", { as: "admin", action: "admin", fields: ["tags"] }),
  // Unknown ids (and the hostile ones the suite puts in their place): the seeded records stay.
  "routes/admin/clients/edit": page(`/admin/clients/${NO_SUCH_ID}/edit`, { as: "admin", action: "admin" }),
  "routes/admin/clients/delete": page(`/admin/clients/${NO_SUCH_ID}/delete`, { as: "admin", action: "admin" }),
  "routes/admin/clients/organization": page(`/admin/clients/${NO_SUCH_ID}`, {
    as: "admin",
    action: "admin",
    query: ["intent"],
    intents: ["billing", "health", "link", "unlink", "invite", "log", "done"],
    fields: [
      ...["legalName", "billingAddress", "ifu", "rccm", "billingEmail", "vatExempt", "vatExemptionRef"],
      ...["healthScore", "healthNote", "email", "firstName", "lastName", "language", "userId", "version"],
      // The timeline's log form and a follow-up's Done button.
      ...["kind", "occurredOn", "summary", "nextStep", "followUpOn", "activityId"],
    ],
  }),
  "routes/admin/clients/contract-new": page(`/admin/clients/${NO_SUCH_ID}/contracts/new`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/clients/contract-edit": page(`/admin/clients/${NO_SUCH_ID}/contracts/${NO_SUCH_ID}/edit`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/clients/contract-end": page(`/admin/clients/${NO_SUCH_ID}/contracts/${NO_SUCH_ID}/end`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/clients/contact-new": page(`/admin/clients/${NO_SUCH_ID}/contacts/new`, {
    as: "admin",
    action: "admin",
    fields: ["name", "role", "email", "phone"],
  }),
  "routes/admin/clients/contact-edit": page(`/admin/clients/${NO_SUCH_ID}/contacts/${NO_SUCH_ID}/edit`, {
    as: "admin",
    action: "admin",
    fields: ["name", "role", "email", "phone", "version"],
  }),
  "routes/admin/clients/contact-delete": page(`/admin/clients/${NO_SUCH_ID}/contacts/${NO_SUCH_ID}/delete`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/organization-search": page("/admin/organizations/search", { as: "admin", query: ["q"] }),
  "routes/admin/projects/list": page("/admin/projects", { as: "admin", query: tableQuery(projectsTable) }),
  "routes/admin/projects/new": page("/admin/projects/new", {
    as: "admin",
    action: "admin",
    query: ["intent"],
    fields: ["tags"],
  }),
  "routes/admin/projects/edit": page(`/admin/projects/${NO_SUCH_ID}/edit`, {
    as: "admin",
    action: "admin",
    query: ["intent"],
  }),
  "routes/admin/projects/delete": page(`/admin/projects/${NO_SUCH_ID}/delete`, {
    as: "admin",
    action: "admin",
    query: ["intent"],
  }),
  "routes/admin/projects/team": page(`/admin/projects/${NO_SUCH_ID}/team`, {
    as: "admin",
    action: "admin",
    query: ["intent"],
    fields: ["member", "memberId", "role"],
  }),
  "routes/admin/workshops/list": page("/admin/workshops", { as: "admin", query: tableQuery(adminWorkshopTable) }),
  "routes/admin/workshops/new": page("/admin/workshops/new", {
    as: "admin",
    // 'Duplicate' opens the dialog filled from another workshop.
    query: ["from"],
    action: "admin",
    fields: ["tags", "tagsEn"],
  }),
  "routes/admin/workshops/edit": page((ids) => `/admin/workshops/${ids.workshopId}/edit`, {
    as: "admin",
    action: "admin",
    fields: ["tags", "tagsEn"],
  }),
  // An unknown id (and the hostile ones the suite puts in its place): the seeded workshops stay.
  "routes/admin/workshops/delete": page("/admin/workshops/00000000-0000-0000-0000-000000000000/delete", {
    as: "admin",
    action: "admin",
  }),
  // Unknown ids (and the hostile ones the suite puts in their place): the seeded workshops' attendance stays.
  "routes/admin/workshops/attendance": page(`/admin/workshops/${NO_SUCH_ID}/attendance`, {
    as: "admin",
    action: "admin",
    query: ["q", "intent"],
    fields: [...presenceFields, ...walkInFields],
  }),
  "routes/facilitator/attendance": page(`/facilitator/workshops/${NO_SUCH_ID}/attendance`, {
    as: "facilitator",
    action: "facilitator",
    query: ["q", "intent"],
    fields: [...presenceFields, ...walkInFields],
  }),
  // Adding, booking for an organization, moving, cancelling and writing to registrants (the panels' fields are in the page, closed).
  "routes/admin/workshops/registrations": page((ids) => `/admin/workshops/${ids.workshopId}/registrations`, {
    as: "admin",
    action: "admin",
    query: ["intent"],
    intents: registrantIntents,
    fields: [
      "registrationId",
      ...moveFields,
      ...messageFields,
      ...staffBookingFields,
      "name",
      "email",
      "organization",
      "phone",
      "language",
    ],
  }),
  "routes/admin/workshops/registrations-csv": page((ids) => `/admin/workshops/${ids.workshopId}/registrations.csv`, {
    as: "admin",
  }),
  "routes/admin/facilitators/list": page("/admin/facilitators", {
    as: "admin",
    query: tableQuery(adminFacilitatorTable),
  }),
  "routes/admin/facilitators/new": page("/admin/facilitators/new", { as: "admin", action: "admin" }),
  "routes/admin/facilitators/view": page((ids) => `/admin/facilitators/${ids.facilitatorId}`, { as: "admin" }),
  "routes/admin/facilitators/edit": page((ids) => `/admin/facilitators/${ids.facilitatorId}/edit`, {
    as: "admin",
    action: "admin",
  }),
  // Unknown ids (and the hostile ones the suite puts in their place): no account, email or deletion follows.
  "routes/admin/facilitators/approve": page(`/admin/facilitators/${NO_SUCH_ID}/approve`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/facilitators/reject": page(`/admin/facilitators/${NO_SUCH_ID}/reject`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/facilitators/reset-password": page(`/admin/facilitators/${NO_SUCH_ID}/reset-password`, {
    as: "admin",
    action: "admin",
  }),
  "routes/admin/cms": page("/admin/cms", { as: "admin", action: "admin", query: ["intent", "show"] }),
  "admin/cms-new": page("/admin/cms/new", { as: "admin", action: "admin" }),
  "admin/cms-edit": page(`/admin/cms/${NO_SUCH_ID}/edit`, { as: "admin", action: "admin", fields: contentFields }),
  "admin/cms-delete": page(`/admin/cms/${NO_SUCH_ID}/delete`, { as: "admin", action: "admin" }),
  "routes/admin/audit": page("/admin/audit", { as: "admin", query: tableQuery(auditTable) }),
  "routes/admin/feedback": page("/admin/feedback", {
    as: "admin",
    query: ["status", "workshop"],
    action: "admin",
    fields: ["feedbackId", "decision"],
  }),
  "routes/admin/emails": page("/admin/emails", { as: "admin", query: tableQuery(outboxTable), action: "admin" }),
  "routes/admin/messages": page("/admin/messages", {
    as: "admin",
    // `intent=deal`: the message made a deal.
    query: [...tableQuery(contactMessagesTable), "intent"],
    action: "admin",
  }),
  "routes/admin/sales/board": page("/admin/sales", { as: "admin", query: tableQuery(dealBoard) }),
  "routes/admin/sales/new": page("/admin/sales/new", { as: "admin", action: "admin", query: dealActionQuery }),
  "routes/admin/sales/table": page("/admin/sales/table", { as: "admin", query: tableQuery(dealsTable) }),
  // A move (the board's cards post here too, with the board's state), a won deal's contract and project, an
  // activity logged on the timeline and a follow-up marked done.
  "routes/admin/sales/deal": page(`/admin/sales/${NO_SUCH_ID}`, {
    as: "admin",
    action: "admin",
    query: [...dealActionQuery, "move"],
    fields: ["stage", "lostReason", "contract", "project", "kind", "occurredOn", "summary", "nextStep", "followUpOn"],
    intents: ["move", "convert", "log", "done"],
  }),
  "routes/admin/sales/edit": page(`/admin/sales/${NO_SUCH_ID}/edit`, {
    as: "admin",
    action: "admin",
    query: dealActionQuery,
  }),
  "routes/admin/sales/delete": page(`/admin/sales/${NO_SUCH_ID}/delete`, {
    as: "admin",
    action: "admin",
    query: dealActionQuery,
  }),
  "routes/admin/sales/quotes": page("/admin/sales/quotes", { as: "admin", query: tableQuery(quotesTable) }),
  // A new quote from a deal or an organization; unknown ids (and hostile ones) elsewhere: the demo's quotes stay.
  "routes/admin/sales/quote-new": page("/admin/sales/quotes/new", {
    as: "admin",
    action: "admin",
    query: ["deal", "organization"],
    fields: [...invoiceFields, ...lineLists, "validUntil", "dealId"],
  }),
  "routes/admin/sales/quote": page(`/admin/sales/quotes/${NO_SUCH_ID}`, {
    as: "admin",
    action: "admin",
    fields: quoteInvoiceFields,
  }),
  "routes/admin/sales/quote-edit": page(`/admin/sales/quotes/${NO_SUCH_ID}/edit`, {
    as: "admin",
    action: "admin",
    fields: [...invoiceFields, ...lineLists, "validUntil", "dealId", "version"],
  }),
  "routes/admin/sales/quote-send": page(`/admin/sales/quotes/${NO_SUCH_ID}/send`, {
    as: "admin",
    action: "admin",
    fields: ["version"],
  }),
  "routes/admin/sales/quote-delete": page(`/admin/sales/quotes/${NO_SUCH_ID}/delete`, { as: "admin", action: "admin" }),
  "routes/admin/sales/quote-pdf": page(`/admin/sales/quotes/${NO_SUCH_ID}/pdf`, { as: "admin" }),
  "routes/client/quote": page(`/client/quotes/${NO_SUCH_ID}`, {
    as: "client",
    action: "client",
    fields: quoteResponseFields,
    intents: ["accept", "decline"],
  }),
  "routes/client/quote-pdf": page(`/client/quotes/${NO_SUCH_ID}/pdf`, { as: "client" }),
  "routes/public/quote-pdf": page(`/quotes/${NO_SUCH_ID}.NoSuchSignature/pdf`),
  "admin/not-found": page("/admin/nowhere/at/all", { as: "admin" }),
  "facilitator/not-found": page("/facilitator/nowhere", { as: "facilitator" }),
  "client/not-found": page("/client/nowhere", { as: "client" }),
  "creator/not-found": page("/creator/nowhere", { as: "content_creator" }),
  "routes/admin/billing/list": page("/admin/billing", { as: "admin", query: tableQuery(invoicesTable) }),
  "routes/admin/billing/new": page("/admin/billing/new", {
    as: "admin",
    action: "admin",
    query: ["organization"],
    fields: [...invoiceFields, ...lineLists],
  }),
  // Unknown ids (and the hostile ones the suite puts in their place): the demo's invoices stay as they are.
  "routes/admin/billing/edit": page(`/admin/billing/${NO_SUCH_ID}/edit`, {
    as: "admin",
    action: "admin",
    fields: [...invoiceFields, ...lineLists, "version"],
  }),
  "routes/admin/billing/invoice": page(`/admin/billing/${NO_SUCH_ID}`, {
    as: "admin",
    action: "admin",
    fields: ["intent", "paymentId", "service", "workshopId"],
    intents: ["remind", "receipt", "reporting"],
  }),
  "routes/admin/billing/issue": page(`/admin/billing/${NO_SUCH_ID}/issue`, {
    as: "admin",
    action: "admin",
    fields: ["version"],
  }),
  "routes/admin/billing/delete": page(`/admin/billing/${NO_SUCH_ID}/delete`, { as: "admin", action: "admin" }),
  "routes/admin/billing/payment": page(`/admin/billing/${NO_SUCH_ID}/payment`, {
    as: "admin",
    action: "admin",
    fields: paymentFields,
  }),
  "routes/admin/billing/credit-note": page(`/admin/billing/${NO_SUCH_ID}/credit-note`, {
    as: "admin",
    action: "admin",
    fields: [...creditNoteFields, "lineIds"],
  }),
  "routes/admin/billing/invoice-pdf": page(`/admin/billing/${NO_SUCH_ID}/pdf`, { as: "admin" }),
  "routes/admin/billing/receipt-pdf": page(`/admin/billing/${NO_SUCH_ID}/payments/${NO_SUCH_ID}/receipt.pdf`, {
    as: "admin",
  }),
  "routes/client/certificates-zip": page(`/client/workshops/${NO_SUCH_ID}/certificates.zip`, { as: "client" }),
  "routes/public/certificate-pdf": page("/certificates/0000-0000-0000/pdf"),
  "routes/client/invoice-pdf": page(`/client/invoices/${NO_SUCH_ID}/pdf`, { as: "client" }),
  "routes/client/receipt-pdf": page(`/client/invoices/${NO_SUCH_ID}/payments/${NO_SUCH_ID}/receipt.pdf`, {
    as: "client",
  }),
  "routes/admin/reports/layout": page("/admin/reports", { as: "admin", query: ["month", "months"] }),
  "routes/admin/reports/revenue": page("/admin/reports", { as: "admin", query: ["month", "months"] }),
  "routes/admin/reports/receivables": page("/admin/reports/receivables", {
    as: "admin",
    query: [...tableQuery(receivablesTable), "month", "months"],
  }),
  "routes/admin/reports/workshops": page("/admin/reports/workshops", { as: "admin", query: ["month", "months"] }),
  "routes/admin/reports/pipeline": page("/admin/reports/pipeline", { as: "admin", query: ["month", "months"] }),
  "routes/admin/reports/journals": page("/admin/reports/journals", { as: "admin", query: ["month", "months"] }),
  "routes/admin/reports/download": page("/admin/reports/download?table=receivables-invoices&format=csv", {
    as: "admin",
    query: ["table", "format", "month", "months", "bucket"],
  }),
  // Read with a search that matches nobody: the fuzzed forms then never ban or demote the demo accounts the
  // other rows sign in with (their ids are the hostile values' business, through `fields`).
  "routes/admin/dashboard": page("/admin/dashboard?q=fuzz-matches-nobody", {
    as: "admin",
    query: tableQuery(usersTable),
    action: "admin",
    fields: ["userId", "role"],
    intents: ["role", "ban", "unban", "end-sessions", "reset-password"],
  }),
  "routes/admin/dashboard-user-new": page("/admin/dashboard/users/new", {
    as: "admin",
    query: tableQuery(usersTable),
    action: "admin",
  }),
  "routes/facilitator/layout": page("/facilitator", { as: "facilitator" }),
  "routes/facilitator/dashboard": page("/facilitator", { as: "facilitator" }),
  // The status and facilitator a post may add are overwritten: a facilitator's workshop is their own draft.
  "routes/facilitator/workshop-new": page("/facilitator/workshops/new", {
    as: "facilitator",
    action: "facilitator",
    fields: ["tags", "tagsEn", "status", "facilitatorId"],
  }),
  // A seeded workshop that may be another facilitator's (404), and the hostile ids in its place.
  "routes/facilitator/attendees": page((ids) => `/facilitator/workshops/${ids.workshopId}/attendees`, {
    as: "facilitator",
  }),
  "routes/facilitator/profile": page("/facilitator/profile", { as: "facilitator", action: "facilitator" }),
  "routes/client/layout": page("/client", { as: "client" }),
  "routes/client/dashboard": page("/client", { as: "client" }),
  "routes/client/bookings": page("/client/bookings", {
    as: "client",
    action: "client",
    query: ["intent", "workshop"],
    intents: ["book", "name", "release"],
    fields: [...bookingFields, ...seatNameFields, ...seatReleaseFields],
  }),
  "routes/creator/layout": page("/creator", { as: "content_creator" }),
  "routes/creator/studio": page("/creator", { as: "content_creator" }),
  "creator/content-new": page("/creator/content/new", { as: "content_creator", action: "content_creator" }),
  "creator/content-edit": page(`/creator/content/${NO_SUCH_ID}/edit`, {
    as: "content_creator",
    action: "content_creator",
    fields: contentFields,
  }),
  "creator/content-delete": page(`/creator/content/${NO_SUCH_ID}/delete`, {
    as: "content_creator",
    action: "content_creator",
  }),
  "routes/creator/settings": page("/creator/settings", { as: "content_creator", action: "content_creator" }),
  "routes/public/set-language": page("/set-language", { query: ["lang", "to"] }),
  "routes/account/sign-out": page("/sign-out", { action: "client" }),
  "routes/public/sitemap": page("/sitemap.xml"),
  "routes/public/robots": page("/robots.txt"),
};
