import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The bilingual public pages: French at the root, English under /en (docs/product.md). */
function publicPages(lang: "fr" | "en") {
  const at = (path: string) => (lang === "fr" ? path : path ? `en/${path}` : "en");
  const id = (name: string) => `${lang}/${name}`;
  return [
    lang === "fr"
      ? index("routes/public/home.tsx", { id: id("home") })
      : route(at(""), "routes/public/home.tsx", { id: id("home") }),
    route(at("auth"), "routes/account/auth.tsx", { id: id("auth") }),
    // The link of a confirmation email (no page of its own: it signs in and redirects).
    route(at("auth/verify-email"), "routes/account/auth-verify-email.ts", { id: id("auth-verify-email") }),
    route(at("services"), "routes/public/services.tsx", { id: id("services") }),
    route(at("workshops"), "routes/public/workshops.tsx", { id: id("workshops") }),
    route(at("facilitators"), "routes/public/facilitators.tsx", { id: id("facilitators") }),
    route(at("facilitators/:id"), "routes/public/facilitator.tsx", { id: id("facilitator") }),
    route(at("calendar"), "routes/public/calendar.tsx", { id: id("calendar") }),
    route(at("calendar/:id"), "routes/public/workshop.tsx", { id: id("workshop") }),
    route(at("calendar/:id/ics"), "routes/public/workshop-ics.ts", { id: id("workshop-ics") }),
    // The link of registration emails: GET asks for confirmation, POST cancels.
    route(at("registrations/:id/cancel"), "routes/public/registration-cancel.tsx", { id: id("registration-cancel") }),
    route(at("contact"), "routes/public/contact.tsx", { id: id("contact") }),
    // New-workshop alerts: the form, then the links of its emails (GET asks, POST acts).
    route(at("workshop-alerts"), "routes/public/workshop-alerts.tsx", { id: id("workshop-alerts") }),
    route(at("workshop-alerts/confirm"), "routes/public/workshop-alerts-confirm.tsx", {
      id: id("workshop-alerts-confirm"),
    }),
    route(at("workshop-alerts/:id/unsubscribe"), "routes/public/workshop-alerts-unsubscribe.tsx", {
      id: id("workshop-alerts-unsubscribe"),
    }),
    // The page an invoice's QR code opens: anyone holding the document can check it is genuine.
    // A registration's ticket (its QR code): anyone sees it, the workshop's facilitator and admins check in.
    route(at("tickets/:token"), "routes/public/ticket.tsx", { id: id("ticket") }),
    // A certificate's QR code: anyone checks that it is genuine; admins revoke it from there.
    route(at("certificates/:code"), "routes/public/certificate.tsx", { id: id("certificate") }),
    // The feedback email's link: the form, no sign-in (the signed token is the proof).
    route(at("feedback/:token"), "routes/public/feedback.tsx", { id: id("feedback") }),
    route(at("invoices/verify/:code"), "routes/public/invoice-verify.tsx", { id: id("invoice-verify") }),
    // A quote's email link and its PDF's QR code: the client reads and answers it, no sign-in (the token is the proof).
    route(at("quotes/:token"), "routes/public/quote.tsx", { id: id("quote") }),
    route(at("join-facilitator"), "routes/public/join-facilitator.tsx", { id: id("join-facilitator") }),
    route(at("*"), "routes/public/not-found.tsx", { id: id("not-found") }),
  ];
}

/** An unknown address inside a signed-in area: not found in the area's frame, not the public page's. */
function areaNotFound(area: string) {
  return route("*", "routes/account/area-not-found.tsx", { id: `${area}/not-found` });
}

export default [
  ...publicPages("fr"),
  ...publicPages("en"),
  route("profile", "routes/account/profile.tsx"),
  route("my-registrations", "routes/account/my-registrations.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx", { id: "admin/index" }),
    route("overview", "routes/admin/overview.tsx", { id: "admin/overview" }),
    // Back-office lists with their dialogs as child routes (docs/decisions/0008-back-office-screens.md).
    route("clients", "routes/admin/clients/list.tsx", [
      route("new", "routes/admin/clients/new.tsx"),
      route(":id/edit", "routes/admin/clients/edit.tsx"),
      route(":id/delete", "routes/admin/clients/delete.tsx"),
    ]),
    route("clients/:id", "routes/admin/clients/organization.tsx", [
      route("contracts/new", "routes/admin/clients/contract-new.tsx"),
      route("contracts/:contractId/edit", "routes/admin/clients/contract-edit.tsx"),
      route("contracts/:contractId/end", "routes/admin/clients/contract-end.tsx"),
      route("contacts/new", "routes/admin/clients/contact-new.tsx"),
      route("contacts/:contactId/edit", "routes/admin/clients/contact-edit.tsx"),
      route("contacts/:contactId/delete", "routes/admin/clients/contact-delete.tsx"),
    ]),
    route("projects", "routes/admin/projects/list.tsx", [
      route("new", "routes/admin/projects/new.tsx"),
      route(":id/edit", "routes/admin/projects/edit.tsx"),
      route(":id/delete", "routes/admin/projects/delete.tsx"),
      route(":id/team", "routes/admin/projects/team.tsx"),
    ]),
    route("workshops", "routes/admin/workshops/list.tsx", [
      route("new", "routes/admin/workshops/new.tsx"),
      route(":id/edit", "routes/admin/workshops/edit.tsx"),
      route(":id/delete", "routes/admin/workshops/delete.tsx"),
    ]),
    route("workshops/:id/registrations", "routes/admin/workshops/registrations.tsx"),
    route("workshops/:id/attendance", "routes/admin/workshops/attendance.tsx"),
    route("feedback", "routes/admin/feedback.tsx"),
    route("facilitators", "routes/admin/facilitators/list.tsx", [
      route("new", "routes/admin/facilitators/new.tsx"),
      route(":id", "routes/admin/facilitators/view.tsx"),
      route(":id/edit", "routes/admin/facilitators/edit.tsx"),
      route(":id/approve", "routes/admin/facilitators/approve.tsx"),
      route(":id/reject", "routes/admin/facilitators/reject.tsx"),
      route(":id/reset-password", "routes/admin/facilitators/reset-password.tsx"),
    ]),
    // The content dialogs are shared with the Creator Studio (routes/content/content.server.ts).
    route("cms", "routes/admin/cms.tsx", [
      route("new", "routes/content/new.tsx", { id: "admin/cms-new" }),
      route(":id/edit", "routes/content/edit.tsx", { id: "admin/cms-edit" }),
      route(":id/delete", "routes/content/delete.tsx", { id: "admin/cms-delete" }),
    ]),
    route("messages", "routes/admin/messages.tsx"),
    route("emails", "routes/admin/emails.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("sales", "routes/admin/sales/board.tsx", [route("new", "routes/admin/sales/new.tsx")]),
    route("sales/table", "routes/admin/sales/table.tsx"),
    route("sales/quotes", "routes/admin/sales/quotes.tsx"),
    route("sales/quotes/new", "routes/admin/sales/quote-new.tsx"),
    route("sales/quotes/:id", "routes/admin/sales/quote.tsx", [
      route("send", "routes/admin/sales/quote-send.tsx"),
      route("delete", "routes/admin/sales/quote-delete.tsx"),
    ]),
    route("sales/quotes/:id/edit", "routes/admin/sales/quote-edit.tsx"),
    route("sales/:id", "routes/admin/sales/deal.tsx", [
      route("edit", "routes/admin/sales/edit.tsx"),
      route("delete", "routes/admin/sales/delete.tsx"),
    ]),
    route("billing", "routes/admin/billing/list.tsx"),
    route("billing/new", "routes/admin/billing/new.tsx"),
    route("billing/:id", "routes/admin/billing/invoice.tsx", [
      route("issue", "routes/admin/billing/issue.tsx"),
      route("delete", "routes/admin/billing/delete.tsx"),
      route("payment", "routes/admin/billing/payment.tsx"),
      route("credit-note", "routes/admin/billing/credit-note.tsx"),
    ]),
    route("billing/:id/edit", "routes/admin/billing/edit.tsx"),
    route("reports", "routes/admin/reports/layout.tsx", [
      index("routes/admin/reports/revenue.tsx"),
      route("receivables", "routes/admin/reports/receivables.tsx"),
      route("workshops", "routes/admin/reports/workshops.tsx"),
      route("pipeline", "routes/admin/reports/pipeline.tsx"),
      route("journals", "routes/admin/reports/journals.tsx"),
    ]),
    route("reports/download", "routes/admin/reports/download.ts"),
    route("dashboard", "routes/admin/dashboard.tsx", [route("users/new", "routes/admin/dashboard-user-new.tsx")]),
    areaNotFound("admin"),
  ]),
  route("facilitator", "routes/facilitator/layout.tsx", [
    route("", "routes/facilitator/dashboard.tsx", [route("workshops/new", "routes/facilitator/workshop-new.tsx")]),
    route("workshops/:id/attendees", "routes/facilitator/attendees.tsx"),
    route("workshops/:id/attendance", "routes/facilitator/attendance.tsx"),
    route("profile", "routes/facilitator/profile.tsx"),
    areaNotFound("facilitator"),
  ]),
  route("client", "routes/client/layout.tsx", [
    index("routes/client/dashboard.tsx"),
    route("bookings", "routes/client/bookings.tsx"),
    route("quotes/:id", "routes/client/quote.tsx"),
    areaNotFound("client"),
  ]),
  route("creator", "routes/creator/layout.tsx", [
    route("", "routes/creator/studio.tsx", [
      route("content/new", "routes/content/new.tsx", { id: "creator/content-new" }),
      route("content/:id/edit", "routes/content/edit.tsx", { id: "creator/content-edit" }),
      route("content/:id/delete", "routes/content/delete.tsx", { id: "creator/content-delete" }),
    ]),
    route("settings", "routes/creator/settings.tsx"),
    areaNotFound("creator"),
  ]),
  // Admin download (outside the admin layout: a file, not a page; it checks the role itself).
  route("admin/workshops/:id/registrations.csv", "routes/admin/workshops/registrations-csv.ts"),
  // The PDFs of invoices, credit notes and receipts (files; each route checks the role, and a client's organization).
  route("admin/billing/:id/pdf", "routes/admin/billing/invoice-pdf.ts"),
  route("admin/billing/:id/payments/:paymentId/receipt.pdf", "routes/admin/billing/receipt-pdf.ts"),
  route("client/invoices/:id/pdf", "routes/client/invoice-pdf.ts"),
  // All the certificates of a client's organization's people for one workshop, as one ZIP (it checks the role).
  route("client/workshops/:id/certificates.zip", "routes/client/certificates-zip.ts"),
  route("client/invoices/:id/payments/:paymentId/receipt.pdf", "routes/client/receipt-pdf.ts"),
  // A sent quote's PDF: to staff, to a client of its organization, to whoever holds its signed link.
  route("admin/sales/quotes/:id/pdf", "routes/admin/sales/quote-pdf.ts"),
  route("client/quotes/:id/pdf", "routes/client/quote-pdf.ts"),
  route("quotes/:token/pdf", "routes/public/quote-pdf.ts"),
  // A certificate's PDF, to whoever holds its code (a file, in the certificate's own language).
  route("certificates/:code/pdf", "routes/public/certificate-pdf.ts"),
  // The project editor's organization field asks it as staff type (JSON; it checks the role itself).
  route("admin/organizations/search", "routes/admin/organization-search.ts"),
  // Utility endpoints (no page of their own).
  route("set-language", "routes/public/set-language.ts"),
  route("sign-out", "routes/account/sign-out.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
] satisfies RouteConfig;
