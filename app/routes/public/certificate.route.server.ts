/** The public verification page of a certificate of attendance, its PDF, and the admins' revoke and restore. */
import { localizedString } from "~/lib/localized-text";
import { formatAgencyDateTime, formatCount, formatLongDate, formatTimeRange } from "~/lib/format";
import { requireRole } from "~/server/accounts/guards.server";
import { getSessionUser } from "~/server/accounts/session.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { pageLanguage, type RequestArgs } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { certificatePdf, findCertificate, setCertificateRevoked } from "~/server/workshops/certificates.server";

export async function certificateLoader(args: RequestArgs, code: string) {
  const lang = args.context.get(pageLanguage);
  // Never indexed: each page is one person's.
  const meta = privatePageMeta(lang, "certificates.verify.title");
  const found = await findCertificate(code);
  if (!found) return { status: 404, meta, certificate: null };
  const { certificate } = found;
  const { details } = certificate;
  const user = await getSessionUser(args);
  return {
    status: 200,
    meta,
    certificate: {
      code: certificate.code,
      valid: certificate.revokedAt === null,
      name: details.participantName,
      title: localizedString(details.title, lang),
      date: formatLongDate(details.date, lang),
      time: formatTimeRange(details.startTime, details.endTime, lang),
      hours: details.hours === null ? null : formatCount(details.hours, lang),
      hoursCount: details.hours,
      facilitator: details.facilitatorName,
      agency: details.agencyName,
      issuedOn: formatLongDate(certificate.issuedAt.toISOString().slice(0, 10), lang),
      revokedOn: certificate.revokedAt ? formatAgencyDateTime(certificate.revokedAt, lang) : null,
      /** Admins revoke (or restore) it from here. */
      manage: user?.role === "admin",
    },
  };
}

/** `?intent=revoke` or `?intent=restore`, for admins; back to the page with a toast. */
export async function certificateAction(args: RequestArgs, code: string) {
  const admin = await requireRole(args, "admin", { action: true });
  const intent = new URL(args.request.url).searchParams.get("intent");
  if (intent !== "revoke" && intent !== "restore")
    return refuseForm("certificate", 400, { key: "certificates.errors.invalid" });
  const outcome = await setCertificateRevoked(code, intent === "revoke", admin.id, auditSource(args.request, admin));
  if (outcome.kind === "notFound") return refuseForm("certificate", 404, { key: "certificates.errors.notFound" });
  return redirectWithToast(new URL(args.request.url).pathname, {
    title: intent === "revoke" ? "certificates.toast.revoked" : "certificates.toast.restored",
  });
}

/** The PDF of a valid certificate, to whoever holds its code (it says what the public page says). */
export async function certificateFile(code: string): Promise<Response> {
  const found = await findCertificate(code);
  if (!found || found.certificate.revokedAt) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const pdf = await certificatePdf(found.certificate);
  return new Response(new Uint8Array(pdf.file), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
