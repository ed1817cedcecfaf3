/**
 * The authorization matrix: every route of app/routes.ts, its loader (GET) and its action (POST),
 * against an anonymous visitor and each role's session, checked with plain fetch() against the
 * running server. Also each guarded loader alone, as a client-side navigation calls it
 * (`<path>.data?_routes=<id>`), so a layout's check can never be the only one.
 *
 * A new route must get a row here: the last test fails for any route of app/routes.ts without one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hasRole, roleHome, type Role } from "../../app/lib/roles";
import { siteRouteIds } from "../support/route-table";
import { baseUrl } from "./browser";

const sessions = ["anonymous", "client", "facilitator", "employee", "content_creator", "admin"] as const;
type Session = (typeof sessions)[number];
const accounts: Record<Exclude<Session, "anonymous">, string> = {
  client: "client@example.org",
  facilitator: "facilitator@example.org",
  employee: "employee@example.org",
  content_creator: "creator@example.org",
  admin: "admin@example.org",
};

/** A status code, or `→/path` for a redirect there. */
type Outcome = number | `→${string}`;
type Expectation = Outcome | ((session: Session, path: string) => Outcome);

interface Row {
  /** The URL to request; a function when it needs an id read from the seeded site. */
  path: string | (() => string);
  loader: Expectation;
  action: Expectation;
  /** The URL to POST to, when it differs (an index route's action answers at `?index`). */
  actionPath?: string;
  /** A route without a page (a file, a redirect): it has no `.data` answer to check. */
  resource?: boolean;
}

// --- the rules (docs/product.md, Accounts and roles) -------------------------------------------
const OK = 200;
const NOT_FOUND = 404;
/**
 * No action: React Router answers 405 Method Not Allowed to a POST, whoever sends it; in a private area, once the
 * area's role check (its layout's middleware, which runs first) has let the POST through.
 */
const NO_ACTION = 405;
const publicPage: Expectation = OK;
/** Home and /auth: a signed-in user goes to their role's home at once. */
const guestPage: Expectation = (s) => (s === "anonymous" ? OK : `→${roleHome(s)}`);
/** A public form: an empty post is refused as invalid (400), for everyone. */
const publicForm: Expectation = 400;
/** A public form on a guest page: invalid for visitors; signed-in users are sent home first. */
const guestForm: Expectation = (s) => (s === "anonymous" ? 400 : `→${roleHome(s)}`);
/** Anonymous visitors go to /auth, which remembers the page they asked for (an index action's `?index` aside). */
const toAuth = (path: string): Outcome => `→/auth?${new URLSearchParams({ redirectTo: path.replace(/\?index$/, "") })}`;
/** Any signed-in user (/profile); anonymous visitors go to /auth. */
const signedIn =
  (then: Outcome = OK): Expectation =>
  (s, path) =>
    s === "anonymous" ? toAuth(path) : then;
/** A role's page: anonymous → /auth; the role or admin → `then`; anyone else → their own home. */
const role =
  (required: Role, then: Outcome = OK): Expectation =>
  (s, path) =>
    s === "anonymous" ? toAuth(path) : hasRole(s, required) ? then : `→${roleHome(s)}`;

/** An admin's action on a public page: visitors sign in first (in the page's language), others go home. */
const adminOnly =
  (then: Outcome): Expectation =>
  (s, path) =>
    s === "anonymous"
      ? path.startsWith("/en/")
        ? `→/en/auth?${new URLSearchParams({ redirectTo: path })}`
        : toAuth(path)
      : s === "admin"
        ? then
        : `→${roleHome(s)}`;

/**
 * A document of the demo client's organization: theirs (`then`); the admin, a client of no organization, finds
 * nothing.
 */
const clientDocumentWith =
  (then: Outcome): Expectation =>
  (s, path) =>
    s === "anonymous" ? toAuth(path) : s === "admin" ? NOT_FOUND : hasRole(s, "client") ? then : `→${roleHome(s)}`;
const clientDocument = clientDocumentWith(OK);

/**
 * A facilitator's own records: the demo facilitator gets `then`; the legacy employee, linked to a facilitator
 * record of its own, gets `employee` (the demo facilitator's workshops are not its own); the admin, linked to
 * none, finds nothing.
 */
const ownFacilitator =
  (then: Outcome, employee: Outcome = then): Expectation =>
  (s, path) =>
    s === "anonymous"
      ? toAuth(path)
      : !hasRole(s, "facilitator")
        ? `→${roleHome(s)}`
        : s === "facilitator"
          ? then
          : s === "employee"
            ? employee
            : NOT_FOUND;

// Ids of seeded records, read from the public pages before the checks (so detail pages answer 200).
const seeded = {
  facilitatorId: "",
  workshopId: "",
  organizationId: "",
  contractId: "",
  /** A contact person of that organization. */
  contactId: "",
  projectId: "",
  dealId: "",
  /** A workshop of the demo facilitator, and one of another facilitator and another's draft. */
  ownWorkshopId: "",
  othersWorkshopId: "",
  othersDraftId: "",
  /** Billing: a draft, an invoice of the demo client's organization with a payment, and another organization's. */
  draftInvoiceId: "",
  clientInvoiceId: "",
  clientPaymentId: "",
  otherInvoiceId: "",
  otherPaymentId: "",
  verifyCode: "",
  /** The demo client's certificate of attendance, and the workshop its organization's people hold certificates of. */
  certificateCode: "",
  certificateWorkshopId: "",
  /** Quotes: one sent to the demo client's organization (with its signed link), another's, and the demo's draft. */
  clientQuoteId: "",
  otherQuoteId: "",
  draftQuoteId: "",
  quoteToken: "",
};
const FAKE_ID = "00000000-0000-0000-0000-000000000000";

const matrix: Record<string, Row> = {
  // Public pages, French at the root.
  "fr/home": { path: "/", loader: guestPage, action: guestForm, actionPath: "/?index" },
  "fr/auth": { path: "/auth", loader: guestPage, action: guestForm },
  "fr/auth-verify-email": {
    path: "/auth/verify-email",
    loader: "→/auth?error=INVALID_TOKEN",
    action: NO_ACTION,
    resource: true,
  },
  "fr/services": { path: "/services", loader: publicPage, action: NO_ACTION },
  "fr/workshops": { path: "/workshops", loader: publicPage, action: NO_ACTION },
  "fr/facilitators": { path: "/facilitators", loader: publicPage, action: NO_ACTION },
  "fr/facilitator": { path: () => `/facilitators/${seeded.facilitatorId}`, loader: publicPage, action: NO_ACTION },
  "fr/calendar": { path: "/calendar", loader: publicPage, action: NO_ACTION },
  "fr/workshop": { path: () => `/calendar/${seeded.workshopId}`, loader: publicPage, action: publicForm },
  "fr/workshop-ics": {
    path: () => `/calendar/${seeded.workshopId}/ics`,
    loader: OK,
    action: NO_ACTION,
    resource: true,
  },
  // A cancellation link without its token is refused, whoever opens it.
  "fr/registration-cancel": { path: `/registrations/${FAKE_ID}/cancel`, loader: 403, action: 403 },
  "fr/contact": { path: "/contact", loader: publicPage, action: publicForm },
  "fr/join-facilitator": { path: "/join-facilitator", loader: publicPage, action: publicForm },
  "fr/workshop-alerts": { path: "/workshop-alerts", loader: publicPage, action: publicForm },
  // The alerts' email links without their signed token are refused, whoever opens them.
  "fr/workshop-alerts-confirm": { path: "/workshop-alerts/confirm", loader: 403, action: 403 },
  "fr/workshop-alerts-unsubscribe": { path: `/workshop-alerts/${FAKE_ID}/unsubscribe`, loader: 403, action: 403 },
  // A certificate's page is public; only admins post to it (revoke or restore; without an intent, invalid).
  "fr/certificate": {
    path: () => `/certificates/${seeded.certificateCode}`,
    loader: OK,
    action: adminOnly(400),
  },
  // A ticket whose token does not verify is not found, whoever opens it or posts to it.
  "fr/ticket": { path: `/tickets/${FAKE_ID}.not-a-signature`, loader: NOT_FOUND, action: NOT_FOUND },
  // A feedback link whose token does not verify (or is a ticket's) is not found, whoever opens it or posts to it.
  "fr/feedback": { path: `/feedback/${FAKE_ID}.not-a-signature`, loader: NOT_FOUND, action: NOT_FOUND },
  "fr/not-found": { path: "/nowhere", loader: NOT_FOUND, action: NO_ACTION },
  // An invoice's verification page is public: anyone holding the document may check it.
  "fr/invoice-verify": { path: () => `/invoices/verify/${seeded.verifyCode}`, loader: OK, action: NO_ACTION },
  // A quote's signed link: the page (an empty answer is refused as invalid) to whoever holds it.
  "fr/quote": { path: () => `/quotes/${seeded.quoteToken}`, loader: OK, action: publicForm },
  // The same pages in English.
  "en/home": { path: "/en", loader: guestPage, action: guestForm },
  "en/auth": { path: "/en/auth", loader: guestPage, action: guestForm },
  "en/auth-verify-email": {
    path: "/en/auth/verify-email",
    loader: "→/en/auth?error=INVALID_TOKEN",
    action: NO_ACTION,
    resource: true,
  },
  "en/services": { path: "/en/services", loader: publicPage, action: NO_ACTION },
  "en/workshops": { path: "/en/workshops", loader: publicPage, action: NO_ACTION },
  "en/facilitators": { path: "/en/facilitators", loader: publicPage, action: NO_ACTION },
  "en/facilitator": { path: () => `/en/facilitators/${seeded.facilitatorId}`, loader: publicPage, action: NO_ACTION },
  "en/calendar": { path: "/en/calendar", loader: publicPage, action: NO_ACTION },
  "en/workshop": { path: () => `/en/calendar/${seeded.workshopId}`, loader: publicPage, action: publicForm },
  "en/workshop-ics": {
    path: () => `/en/calendar/${seeded.workshopId}/ics`,
    loader: OK,
    action: NO_ACTION,
    resource: true,
  },
  "en/registration-cancel": { path: `/en/registrations/${FAKE_ID}/cancel`, loader: 403, action: 403 },
  "en/contact": { path: "/en/contact", loader: publicPage, action: publicForm },
  "en/join-facilitator": { path: "/en/join-facilitator", loader: publicPage, action: publicForm },
  "en/workshop-alerts": { path: "/en/workshop-alerts", loader: publicPage, action: publicForm },
  // The alerts' email links without their signed token are refused, whoever opens them.
  "en/workshop-alerts-confirm": { path: "/en/workshop-alerts/confirm", loader: 403, action: 403 },
  "en/workshop-alerts-unsubscribe": { path: `/en/workshop-alerts/${FAKE_ID}/unsubscribe`, loader: 403, action: 403 },
  // A certificate's page is public; only admins post to it (revoke or restore; without an intent, invalid).
  "en/certificate": {
    path: () => `/en/certificates/${seeded.certificateCode}`,
    loader: OK,
    action: adminOnly(400),
  },
  // A ticket whose token does not verify is not found, whoever opens it or posts to it.
  "en/ticket": { path: `/en/tickets/${FAKE_ID}.not-a-signature`, loader: NOT_FOUND, action: NOT_FOUND },
  // A feedback link whose token does not verify (or is a ticket's) is not found, whoever opens it or posts to it.
  "en/feedback": { path: `/en/feedback/${FAKE_ID}.not-a-signature`, loader: NOT_FOUND, action: NOT_FOUND },
  "en/not-found": { path: "/en/nowhere", loader: NOT_FOUND, action: NO_ACTION },
  "en/invoice-verify": { path: () => `/en/invoices/verify/${seeded.verifyCode}`, loader: OK, action: NO_ACTION },
  "en/quote": { path: `/en/quotes/${FAKE_ID}.not-a-signature`, loader: NOT_FOUND, action: NOT_FOUND },
  // Signed-in pages.
  "routes/account/profile": { path: "/profile", loader: signedIn(), action: signedIn(400) },
  "routes/account/my-registrations": { path: "/my-registrations", loader: signedIn(), action: NO_ACTION },
  "routes/admin/layout": { path: "/admin", loader: role("admin"), action: role("admin", NO_ACTION) },
  "admin/index": {
    path: "/admin",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
    actionPath: "/admin?index",
  },
  "admin/overview": { path: "/admin/overview", loader: role("admin"), action: role("admin", NO_ACTION) },
  // Clients and projects: lists, their dialogs (an empty post is refused as invalid), and the dialogs that
  // would delete or end a record, checked on an id that does not exist (404 once the role is checked).
  "routes/admin/clients/list": { path: "/admin/clients", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/clients/new": { path: "/admin/clients/new", loader: role("admin"), action: role("admin", 400) },
  "routes/admin/clients/edit": {
    path: () => `/admin/clients/${seeded.organizationId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/clients/delete": {
    path: `/admin/clients/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/clients/organization": {
    path: () => `/admin/clients/${seeded.organizationId}`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/clients/contract-new": {
    path: () => `/admin/clients/${seeded.organizationId}/contracts/new`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/clients/contract-edit": {
    path: () => `/admin/clients/${seeded.organizationId}/contracts/${seeded.contractId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/clients/contract-end": {
    path: () => `/admin/clients/${seeded.organizationId}/contracts/${FAKE_ID}/end`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/clients/contact-new": {
    path: () => `/admin/clients/${seeded.organizationId}/contacts/new`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/clients/contact-edit": {
    path: () => `/admin/clients/${seeded.organizationId}/contacts/${seeded.contactId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/clients/contact-delete": {
    path: () => `/admin/clients/${seeded.organizationId}/contacts/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/projects/list": { path: "/admin/projects", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/projects/new": { path: "/admin/projects/new", loader: role("admin"), action: role("admin", 400) },
  "routes/admin/projects/edit": {
    path: () => `/admin/projects/${seeded.projectId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/projects/delete": {
    path: `/admin/projects/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/projects/team": {
    path: () => `/admin/projects/${seeded.projectId}/team`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/workshops/list": {
    path: "/admin/workshops",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/workshops/new": {
    path: "/admin/workshops/new",
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/workshops/edit": {
    path: () => `/admin/workshops/${seeded.workshopId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/workshops/delete": {
    // An unknown workshop: the admin's post is answered 404, so the check deletes nothing.
    path: `/admin/workshops/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  // Cancelling one registration: an empty post (no registration named) is refused as invalid.
  "routes/admin/workshops/registrations": {
    path: () => `/admin/workshops/${seeded.workshopId}/registrations`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/workshops/attendance": {
    path: () => `/admin/workshops/${seeded.workshopId}/attendance`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  // Facilitators: the list, its dialogs (an empty post is refused as invalid), and the confirmations that
  // approve, reject or send a link, checked on an id that does not exist (404 once the role is checked).
  "routes/admin/facilitators/list": {
    path: "/admin/facilitators",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/facilitators/new": {
    path: "/admin/facilitators/new",
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/facilitators/view": {
    path: () => `/admin/facilitators/${seeded.facilitatorId}`,
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/facilitators/edit": {
    path: () => `/admin/facilitators/${seeded.facilitatorId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/facilitators/approve": {
    path: `/admin/facilitators/${FAKE_ID}/approve`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/facilitators/reject": {
    path: `/admin/facilitators/${FAKE_ID}/reject`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/facilitators/reset-password": {
    path: `/admin/facilitators/${FAKE_ID}/reset-password`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/messages": { path: "/admin/messages", loader: role("admin"), action: role("admin", 400) },
  // Feedback moderation: an empty post (no answer named, no decision) is refused as invalid.
  "routes/admin/feedback": { path: "/admin/feedback", loader: role("admin"), action: role("admin", 400) },
  "routes/admin/audit": { path: "/admin/audit", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/emails": { path: "/admin/emails", loader: role("admin"), action: role("admin", 400) },
  // The CMS list's action is Move up / Move down; its dialogs are the Creator Studio's too.
  "routes/admin/cms": { path: "/admin/cms", loader: role("admin"), action: role("admin", 400) },
  "admin/cms-new": { path: "/admin/cms/new", loader: role("admin"), action: role("admin", 400) },
  "admin/cms-edit": {
    path: `/admin/cms/${FAKE_ID}/edit`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", 400),
  },
  "admin/cms-delete": {
    path: `/admin/cms/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  // Sales: the board and its New deal dialog, the table, a deal's page (an empty post is a move without a stage)
  // with its dialogs.
  "routes/admin/sales/board": { path: "/admin/sales", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/sales/new": { path: "/admin/sales/new", loader: role("admin"), action: role("admin", 400) },
  "routes/admin/sales/table": { path: "/admin/sales/table", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/sales/deal": {
    path: () => `/admin/sales/${seeded.dealId}`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/sales/edit": {
    path: () => `/admin/sales/${seeded.dealId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/sales/delete": {
    path: `/admin/sales/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  // Quotes: the list, the editor (an empty post is refused), a sent quote's page (an empty post names no invoice to
  // make), the dialogs of the demo's draft, and the PDF.
  "routes/admin/sales/quotes": {
    path: "/admin/sales/quotes",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/sales/quote-new": {
    path: "/admin/sales/quotes/new",
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/sales/quote": {
    path: () => `/admin/sales/quotes/${seeded.clientQuoteId}`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/sales/quote-edit": {
    path: () => `/admin/sales/quotes/${seeded.draftQuoteId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/sales/quote-send": {
    path: () => `/admin/sales/quotes/${seeded.draftQuoteId}/send`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/sales/quote-delete": {
    path: `/admin/sales/quotes/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/sales/quote-pdf": {
    path: () => `/admin/sales/quotes/${seeded.clientQuoteId}/pdf`,
    loader: role("admin"),
    action: NO_ACTION,
    resource: true,
  },
  // An unknown address inside an area: its role check first, then not found (in the area's frame).
  "admin/not-found": { path: "/admin/nowhere", loader: role("admin", NOT_FOUND), action: role("admin", NO_ACTION) },
  "facilitator/not-found": {
    path: "/facilitator/nowhere",
    loader: role("facilitator", NOT_FOUND),
    action: role("facilitator", NO_ACTION),
  },
  "client/not-found": { path: "/client/nowhere", loader: role("client", NOT_FOUND), action: role("client", NO_ACTION) },
  "creator/not-found": {
    path: "/creator/nowhere",
    loader: role("content_creator", NOT_FOUND),
    action: role("content_creator", NO_ACTION),
  },
  // Billing is the admins'. Empty posts are refused (400) before anything is written; the delete dialog is asked
  // for an invoice that does not exist, so no row of the matrix deletes the demo's draft.
  "routes/admin/billing/list": { path: "/admin/billing", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/billing/new": { path: "/admin/billing/new", loader: role("admin"), action: role("admin", 400) },
  "routes/admin/billing/edit": {
    path: () => `/admin/billing/${seeded.draftInvoiceId}/edit`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/billing/invoice": {
    path: () => `/admin/billing/${seeded.clientInvoiceId}`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/billing/issue": {
    path: () => `/admin/billing/${seeded.draftInvoiceId}/issue`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/billing/delete": {
    path: `/admin/billing/${FAKE_ID}/delete`,
    loader: role("admin", NOT_FOUND),
    action: role("admin", NOT_FOUND),
  },
  "routes/admin/billing/payment": {
    path: () => `/admin/billing/${seeded.clientInvoiceId}/payment`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/billing/credit-note": {
    path: () => `/admin/billing/${seeded.clientInvoiceId}/credit-note`,
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/billing/invoice-pdf": {
    path: () => `/admin/billing/${seeded.clientInvoiceId}/pdf`,
    loader: role("admin"),
    action: NO_ACTION,
    resource: true,
  },
  "routes/admin/billing/receipt-pdf": {
    path: () => `/admin/billing/${seeded.clientInvoiceId}/payments/${seeded.clientPaymentId}/receipt.pdf`,
    loader: role("admin"),
    action: NO_ACTION,
    resource: true,
  },
  // A client's documents: their organization's only (the admin, a client of none, finds nothing here).
  // The ZIP of the certificates the demo client's organization's people hold for a workshop.
  "routes/client/certificates-zip": {
    path: () => `/client/workshops/${seeded.certificateWorkshopId}/certificates.zip`,
    loader: clientDocument,
    action: NO_ACTION,
    resource: true,
  },
  // A certificate's PDF: public to whoever holds its code.
  "routes/public/certificate-pdf": {
    path: () => `/certificates/${seeded.certificateCode}/pdf`,
    loader: OK,
    action: NO_ACTION,
    resource: true,
  },
  "routes/client/invoice-pdf": {
    path: () => `/client/invoices/${seeded.clientInvoiceId}/pdf`,
    loader: clientDocument,
    action: NO_ACTION,
    resource: true,
  },
  // A quote sent to the demo client's organization: its page (an empty answer is refused) and its PDF; the signed
  // link's PDF to whoever holds it.
  "routes/client/quote": {
    path: () => `/client/quotes/${seeded.clientQuoteId}`,
    loader: clientDocument,
    action: clientDocumentWith(400),
  },
  "routes/client/quote-pdf": {
    path: () => `/client/quotes/${seeded.clientQuoteId}/pdf`,
    loader: clientDocument,
    action: NO_ACTION,
    resource: true,
  },
  "routes/public/quote-pdf": {
    path: () => `/quotes/${seeded.quoteToken}/pdf`,
    loader: OK,
    action: NO_ACTION,
    resource: true,
  },
  "routes/client/receipt-pdf": {
    path: () => `/client/invoices/${seeded.clientInvoiceId}/payments/${seeded.clientPaymentId}/receipt.pdf`,
    loader: clientDocument,
    action: NO_ACTION,
    resource: true,
  },
  "routes/admin/reports/layout": { path: "/admin/reports", loader: role("admin"), action: role("admin", NO_ACTION) },
  "routes/admin/reports/revenue": {
    path: "/admin/reports",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
    actionPath: "/admin/reports?index",
  },
  "routes/admin/reports/receivables": {
    path: "/admin/reports/receivables",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/reports/workshops": {
    path: "/admin/reports/workshops",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/reports/pipeline": {
    path: "/admin/reports/pipeline",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  "routes/admin/reports/journals": {
    path: "/admin/reports/journals",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
  },
  // The files: the sales journal names every client and its IFU.
  "routes/admin/reports/download": {
    path: "/admin/reports/download?table=sales-journal&format=xlsx",
    loader: role("admin"),
    action: role("admin", NO_ACTION),
    resource: true,
  },
  "routes/admin/dashboard": { path: "/admin/dashboard", loader: role("admin"), action: role("admin", 400) },
  "routes/admin/dashboard-user-new": {
    path: "/admin/dashboard/users/new",
    loader: role("admin"),
    action: role("admin", 400),
  },
  "routes/admin/workshops/registrations-csv": {
    path: () => `/admin/workshops/${seeded.workshopId}/registrations.csv`,
    loader: role("admin"),
    action: NO_ACTION,
    resource: true,
  },
  "routes/admin/organization-search": {
    path: "/admin/organizations/search?q=a",
    loader: role("admin"),
    action: NO_ACTION,
    resource: true,
  },
  "routes/facilitator/layout": {
    path: "/facilitator",
    loader: role("facilitator"),
    action: role("facilitator", NO_ACTION),
  },
  // Their own profile only: no id in the URL, the record is the session's. An empty post lacks the form's
  // version and is refused (409) before anything is written.
  "routes/facilitator/profile": {
    path: "/facilitator/profile",
    loader: role("facilitator"),
    action: role("facilitator", 409),
  },
  "routes/facilitator/dashboard": {
    path: "/facilitator",
    loader: role("facilitator"),
    action: role("facilitator", NO_ACTION),
  },
  // An empty post is refused (400) before anything else; only an account linked to a facilitator record opens
  // the dialog (the demo admin account is not linked: 404).
  "routes/facilitator/workshop-new": {
    path: "/facilitator/workshops/new",
    loader: ownFacilitator(OK),
    action: role("facilitator", 400),
  },
  // One of the demo facilitator's own workshops: theirs only, not the employee's (another's is also below).
  "routes/facilitator/attendees": {
    path: () => `/facilitator/workshops/${seeded.ownWorkshopId}/attendees`,
    loader: ownFacilitator(OK, NOT_FOUND),
    action: role("facilitator", NO_ACTION),
  },
  // The attendance list of the same workshop: an empty post (no registration named) is refused as invalid.
  "routes/facilitator/attendance": {
    path: () => `/facilitator/workshops/${seeded.ownWorkshopId}/attendance`,
    loader: ownFacilitator(OK, NOT_FOUND),
    action: ownFacilitator(400, NOT_FOUND),
  },
  "routes/client/layout": { path: "/client", loader: role("client"), action: role("client", NO_ACTION) },
  "routes/client/dashboard": {
    path: "/client",
    loader: role("client"),
    action: role("client", NO_ACTION),
    actionPath: "/client?index",
  },
  // No intent is a malformed post (400); the forms' own refusals are in app/routes/client/bookings.route.test.ts.
  "routes/client/bookings": {
    path: "/client/bookings",
    loader: role("client"),
    action: role("client", 400),
  },
  "routes/creator/layout": {
    path: "/creator",
    loader: role("content_creator"),
    action: role("content_creator", NO_ACTION),
  },
  "routes/creator/studio": {
    path: "/creator",
    loader: role("content_creator"),
    action: role("content_creator", NO_ACTION),
  },
  "creator/content-new": {
    path: "/creator/content/new",
    loader: role("content_creator"),
    action: role("content_creator", 400),
  },
  "creator/content-edit": {
    path: `/creator/content/${FAKE_ID}/edit`,
    loader: role("content_creator", NOT_FOUND),
    action: role("content_creator", 400),
  },
  "creator/content-delete": {
    path: `/creator/content/${FAKE_ID}/delete`,
    loader: role("content_creator", NOT_FOUND),
    action: role("content_creator", NOT_FOUND),
  },
  "routes/creator/settings": {
    path: "/creator/settings",
    loader: role("content_creator"),
    action: role("content_creator", 400),
  },
  // Utility endpoints.
  "routes/public/set-language": { path: "/set-language", loader: "→/", action: NO_ACTION, resource: true },
  "routes/account/sign-out": { path: "/sign-out", loader: "→/", action: "→/", resource: true },
  "routes/public/sitemap": { path: "/sitemap.xml", loader: OK, action: NO_ACTION, resource: true },
  "routes/public/robots": { path: "/robots.txt", loader: OK, action: NO_ACTION, resource: true },
};

// --- requests ---------------------------------------------------------------------------------------
const cookies: Partial<Record<Session, string>> = { anonymous: "" };

async function signInAs(session: Exclude<Session, "anonymous">): Promise<string> {
  const response = await fetch(`${baseUrl()}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": `10.77.${sessions.indexOf(session)}.${Math.floor(Math.random() * 250) + 1}` },
    body: new URLSearchParams({ intent: "sign-in", email: accounts[session], password: "demo-password" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .filter((pair) => pair?.includes("session_token="))
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`cannot sign in as ${session}: ${response.status}`);
  return cookie;
}

function outcomeOf(response: Response): Outcome {
  const location = response.headers.get("Location");
  if (response.status >= 300 && response.status < 400 && location)
    return `→${new URL(location, baseUrl()).pathname}${new URL(location, baseUrl()).search}`;
  return response.status;
}

/** The Cache-Control of the answer `request` or `dataRequest` received last. */
let lastCacheControl = "";

async function request(method: "GET" | "POST", path: string, session: Session): Promise<Outcome> {
  const response = await fetch(baseUrl() + path, {
    method,
    redirect: "manual",
    headers: {
      Cookie: cookies[session] ?? "",
      Origin: baseUrl(),
      "X-Forwarded-For": `10.78.${sessions.indexOf(session)}.1`,
    },
    body: method === "POST" ? new URLSearchParams() : undefined,
  });
  await response.arrayBuffer();
  lastCacheControl = response.headers.get("Cache-Control") ?? "";
  return outcomeOf(response);
}

/** A client-side navigation's request for one route's loader alone (single fetch). */
async function dataRequest(path: string, routeId: string, session: Session): Promise<Outcome> {
  const url = new URL(path === "/" ? "/_root.data" : `${path}.data`, baseUrl());
  url.searchParams.set("_routes", routeId);
  const response = await fetch(url, { redirect: "manual", headers: { Cookie: cookies[session] ?? "" } });
  const body = await response.text();
  lastCacheControl = response.headers.get("Cache-Control") ?? "";
  // A redirect comes back as a 202 whose turbo-stream body names the target.
  const redirect = /"SingleFetchRedirect".*?"redirect","([^"]+)"/.exec(body)?.[1];
  if (redirect) return `→${redirect}`;
  return response.status;
}

const expected = (expectation: Expectation, session: Session, path: string) =>
  typeof expectation === "function" ? expectation(session, path) : expectation;
const pathOf = (row: Row) => (typeof row.path === "function" ? row.path() : row.path);

beforeAll(async () => {
  for (const session of sessions) if (session !== "anonymous") cookies[session] = await signInAs(session);
  const facilitators = await (await fetch(`${baseUrl()}/facilitators`)).text();
  const calendar = await (await fetch(`${baseUrl()}/calendar`)).text();
  seeded.facilitatorId = /href="\/facilitators\/([0-9a-f-]{36})"/.exec(facilitators)?.[1] ?? FAKE_ID;
  seeded.workshopId = /href="\/calendar\/([0-9a-f-]{36})"/.exec(calendar)?.[1] ?? FAKE_ID;
  // An organization with a contract, and a project, read from the admin's own lists.
  const asAdmin = async (path: string) =>
    (await fetch(baseUrl() + path, { headers: { Cookie: cookies.admin ?? "" } })).text();
  const contractOf = /href="\/admin\/clients\/([0-9a-f-]{36})\/contracts\/([0-9a-f-]{36})\/edit"/;
  for (const [, id] of (await asAdmin("/admin/clients?sort=contracts&dir=desc")).matchAll(
    /href="\/admin\/clients\/([0-9a-f-]{36})"/g,
  )) {
    const page = await asAdmin(`/admin/clients/${id}`);
    const contract = contractOf.exec(page);
    if (contract) {
      seeded.organizationId = contract[1]!;
      seeded.contractId = contract[2]!;
      seeded.contactId = /\/contacts\/([0-9a-f-]{36})\/edit"/.exec(page)?.[1] ?? FAKE_ID;
      break;
    }
  }
  seeded.projectId =
    /href="\/admin\/projects\/([0-9a-f-]{36})\/edit/.exec(await asAdmin("/admin/projects"))?.[1] ?? FAKE_ID;
  seeded.dealId = /href="\/admin\/sales\/([0-9a-f-]{36})"/.exec(await asAdmin("/admin/sales/table"))?.[1] ?? FAKE_ID;
  const attendeesLink = /href="\/facilitator\/workshops\/([0-9a-f-]{36})\/attendees"/g;
  const dashboard = await (
    await fetch(`${baseUrl()}/facilitator`, { headers: { Cookie: cookies.facilitator ?? "" } })
  ).text();
  const own = [...dashboard.matchAll(attendeesLink)].map((match) => match[1]!);
  seeded.ownWorkshopId = own[0] ?? FAKE_ID;
  const notOwn = (ids: Iterable<RegExpMatchArray>) =>
    [...ids].map((match) => match[1]!).find((id) => !own.includes(id));
  seeded.othersWorkshopId = notOwn(calendar.matchAll(/href="\/calendar\/([0-9a-f-]{36})"/g)) ?? FAKE_ID;
  seeded.othersDraftId =
    notOwn(
      (await asAdmin("/admin/workshops?status=draft")).matchAll(/href="\/admin\/workshops\/([0-9a-f-]{36})\/edit/g),
    ) ?? FAKE_ID;
  // Billing: the demo's draft, and issued invoices with a payment of the demo client's organization and of another.
  const invoiceIds = (html: string) =>
    [...html.matchAll(/href="\/admin\/billing\/([0-9a-f-]{36})"/g)].map((m) => m[1]!);
  seeded.draftInvoiceId = invoiceIds(await asAdmin("/admin/billing?status=draft"))[0] ?? FAKE_ID;
  const paid = async (q: string) => {
    for (const id of invoiceIds(await asAdmin(`/admin/billing?status=paid&q=${encodeURIComponent(q)}`))) {
      const page = await asAdmin(`/admin/billing/${id}`);
      const payment = /\/payments\/([0-9a-f-]{36})\/receipt\.pdf/.exec(page)?.[1];
      const code = /\/invoices\/verify\/([A-Za-z0-9]{20})/.exec(page)?.[1];
      if (payment && code) return { id, payment, code };
    }
    return { id: FAKE_ID, payment: FAKE_ID, code: "" };
  };
  const ownDocument = await paid("Institut");
  const otherDocument = await paid("SahelAgri");
  seeded.clientInvoiceId = ownDocument.id;
  seeded.clientPaymentId = ownDocument.payment;
  seeded.verifyCode = ownDocument.code;
  seeded.otherInvoiceId = otherDocument.id;
  seeded.otherPaymentId = otherDocument.payment;
  const asClient = async (path: string) =>
    (await fetch(baseUrl() + path, { headers: { Cookie: cookies.client ?? "" } })).text();
  seeded.certificateCode =
    /\/certificates\/([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\/pdf/.exec(await asClient("/my-registrations"))?.[1] ??
    "0000-0000-0000";
  seeded.certificateWorkshopId =
    /\/client\/workshops\/([0-9a-f-]{36})\/certificates\.zip/.exec(await asClient("/client"))?.[1] ?? FAKE_ID;
  const quoteIds = async (query: string) => [
    ...(await asAdmin(`/admin/sales/quotes?${query}`)).matchAll(/href="\/admin\/sales\/quotes\/([0-9a-f-]{36})"/g),
  ];
  seeded.draftQuoteId = (await quoteIds("status=draft"))[0]?.[1] ?? FAKE_ID;
  seeded.clientQuoteId = (await quoteIds("status=sent&q=Institut"))[0]?.[1] ?? FAKE_ID;
  seeded.otherQuoteId = (await quoteIds("status=accepted"))[0]?.[1] ?? FAKE_ID;
  seeded.quoteToken =
    /\/quotes\/([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(
      await asAdmin(`/admin/sales/quotes/${seeded.clientQuoteId}`),
    )?.[1] ?? `${FAKE_ID}.none`;
});

describe("a client's quotes", () => {
  it("never gives a client another organization's quote nor a draft, and the signed link opens its own quote only", async () => {
    for (const id of [seeded.clientQuoteId, seeded.otherQuoteId, seeded.draftQuoteId]) expect(id).not.toBe(FAKE_ID);
    const asClient = (path: string) => request("GET", path, "client");
    expect(await asClient(`/client/quotes/${seeded.clientQuoteId}`)).toBe(OK);
    expect(await asClient(`/client/quotes/${seeded.clientQuoteId}/pdf`)).toBe(OK);
    for (const id of [seeded.otherQuoteId, seeded.draftQuoteId]) {
      expect(await asClient(`/client/quotes/${id}`)).toBe(NOT_FOUND);
      expect(await asClient(`/client/quotes/${id}/pdf`)).toBe(NOT_FOUND);
    }
    // Another quote's id with this link's signature opens nothing.
    const signature = seeded.quoteToken.split(".")[1];
    expect(await request("GET", `/quotes/${seeded.otherQuoteId}.${signature}`, "anonymous")).toBe(NOT_FOUND);
    expect(await request("GET", `/quotes/${seeded.otherQuoteId}.${signature}/pdf`, "anonymous")).toBe(NOT_FOUND);
    const body = await (await fetch(`${baseUrl()}/client`, { headers: { Cookie: cookies.client ?? "" } })).text();
    expect(body).toContain(seeded.clientQuoteId);
    expect(body).not.toContain(seeded.otherQuoteId);
    expect(body).not.toContain(seeded.draftQuoteId);
  });
});

describe("a client's invoices", () => {
  it("never gives a client another organization's invoice or receipt, nor a draft: not found, whatever the address", async () => {
    for (const id of [seeded.clientInvoiceId, seeded.otherInvoiceId, seeded.draftInvoiceId])
      expect(id).not.toBe(FAKE_ID);
    const asClient = (path: string) => request("GET", path, "client");
    expect(await asClient(`/client/invoices/${seeded.clientInvoiceId}/pdf`)).toBe(OK);
    expect(await asClient(`/client/invoices/${seeded.otherInvoiceId}/pdf`)).toBe(NOT_FOUND);
    expect(
      await asClient(`/client/invoices/${seeded.otherInvoiceId}/payments/${seeded.otherPaymentId}/receipt.pdf`),
    ).toBe(NOT_FOUND);
    // Another invoice's payment asked through the client's own invoice.
    expect(
      await asClient(`/client/invoices/${seeded.clientInvoiceId}/payments/${seeded.otherPaymentId}/receipt.pdf`),
    ).toBe(NOT_FOUND);
    expect(await asClient(`/client/invoices/${seeded.draftInvoiceId}/pdf`)).toBe(NOT_FOUND);
    // The dashboard, page and data alike, names none of the other organization's documents.
    for (const path of ["/client", "/client.data"]) {
      const body = await (await fetch(baseUrl() + path, { headers: { Cookie: cookies.client ?? "" } })).text();
      expect(body).toContain(seeded.clientInvoiceId);
      expect(body).not.toContain(seeded.otherInvoiceId);
      expect(body).not.toContain(seeded.otherPaymentId);
    }
  });
});

// Before the matrix, whose sign-out rows end the sessions.
describe("guards decided by the matched route, not by the URL's spelling", () => {
  it("refuses a content creator's post to the admin's content dialog however it is spelt, and creates nothing", async () => {
    for (const path of ["/ADMIN/cms/new", "/Admin/Cms/New", "/admin/CMS/new", "/ADMIN/cms/new.data"]) {
      const form = new FormData();
      const fields = { section: "about", contentType: "text", language: "en", title: `Spelt ${path}`, orderIndex: "0" };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await fetch(baseUrl() + path, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookies.content_creator ?? "", Origin: baseUrl() },
        body: form,
      });
      const body = await response.text();
      // Sent home (a page's redirect, or the router's 202 naming it for a `.data` post).
      expect([path, response.status]).toEqual([path, path.endsWith(".data") ? 202 : 302]);
      expect(response.headers.get("Location") ?? /"redirect","([^"]+)"/.exec(body)?.[1]).toBe("/creator");
    }
    const studio = await (
      await fetch(`${baseUrl()}/creator`, { headers: { Cookie: cookies.content_creator ?? "" } })
    ).text();
    expect(studio).not.toContain("Spelt /");
  });
});

describe("a facilitator's own records", () => {
  it("never shows a facilitator another facilitator's workshop or draft: not found, page and data alike", async () => {
    for (const id of [seeded.ownWorkshopId, seeded.othersWorkshopId, seeded.othersDraftId])
      expect(id).not.toBe(FAKE_ID);
    for (const page of ["attendees", "attendance"]) {
      const routeId = `routes/facilitator/${page}`;
      for (const id of [seeded.othersWorkshopId, seeded.othersDraftId]) {
        const path = `/facilitator/workshops/${id}/${page}`;
        expect(await request("GET", path, "facilitator")).toBe(NOT_FOUND);
        expect(await dataRequest(path, routeId, "facilitator")).toBe(NOT_FOUND);
        expect(await request("POST", `${path}?intent=presence`, "facilitator")).toBe(
          page === "attendance" ? NOT_FOUND : NO_ACTION,
        );
      }
    }
    // And the dashboard lists none of them.
    const dashboard = await (
      await fetch(`${baseUrl()}/facilitator`, { headers: { Cookie: cookies.facilitator ?? "" } })
    ).text();
    expect(dashboard).not.toContain(seeded.othersWorkshopId);
    expect(dashboard).not.toContain(seeded.othersDraftId);
  });
});

describe("authorization matrix", () => {
  for (const [id, row] of Object.entries(matrix)) {
    it(`${id}: loader and action for every session, and no cache keeps a private answer`, async () => {
      const path = pathOf(row);
      const actual: Record<string, Outcome> = {};
      const wanted: Record<string, Outcome> = {};
      const caching: Record<string, string> = {};
      const privately: Record<string, string> = {};
      /**
       * Every answer to a signed-in request, and a private area's answer to anyone (anonymous visitors there are
       * sent to sign in), is `private, no-store`: a browser's or a proxy's cache, or the page cache, would hand
       * one person's page to the next.
       */
      const check = (name: string, session: Session, outcome: Outcome) => {
        if (session === "anonymous" && !(typeof outcome === "string" && outcome.startsWith("→/auth?redirectTo=")))
          return;
        caching[name] = lastCacheControl;
        privately[name] = "private, no-store";
      };
      for (const session of sessions) {
        actual[`GET ${session}`] = await request("GET", path, session);
        wanted[`GET ${session}`] = expected(row.loader, session, path);
        check(`GET ${session}`, session, wanted[`GET ${session}`]!);
        actual[`POST ${session}`] = await request("POST", row.actionPath ?? path, session);
        wanted[`POST ${session}`] = expected(row.action, session, row.actionPath ?? path);
        check(`POST ${session}`, session, wanted[`POST ${session}`]!);
        if (!row.resource) {
          actual[`DATA ${session}`] = await dataRequest(path, id, session);
          wanted[`DATA ${session}`] = expected(row.loader, session, path);
          check(`DATA ${session}`, session, wanted[`DATA ${session}`]!);
        }
      }
      expect(actual).toEqual(wanted);
      expect(caching).toEqual(privately);
    });
  }

  it("has a row for every route of app/routes.ts, and none for a route that is gone", () => {
    expect(Object.keys(matrix).sort()).toEqual(siteRouteIds());
  });

  it("does not serve Better Auth's own endpoints (forms go through our rate-limited actions)", async () => {
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/get-session"]) {
      const response = await fetch(baseUrl() + path, {
        method: path.endsWith("get-session") ? "GET" : "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl() },
        body: path.endsWith("get-session") ? undefined : "{}",
      });
      expect([404, 405]).toContain(response.status);
    }
  });
});
