import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import { escapeHtml } from "~/lib/html";
import { isLanguage, type Language } from "~/lib/i18n";
import { db } from "../db/client.server";
import { user } from "../db/schema";
import { serverT } from "../i18n.server";
import { sendMail } from "../outbox/mail.server";
import { getSiteIdentity } from "../site/settings.server";

/** The account emails, in the recipient's language, each with a text and an HTML part. */
export type AccountMail =
  | {
      kind:
        | "verify"
        | "changeEmail"
        | "existing"
        | "reset"
        | "noAccount"
        | "passwordChanged"
        | "emailChanged"
        | "invite"
        | "facilitatorInvite"
        | "facilitatorApproved";
      url: string;
    }
  | { kind: "code"; code: string };

interface Recipient {
  email: string;
  firstName?: string | null;
  preferredLanguage?: unknown;
}

/** The language of an account's emails: the one chosen at sign-up, French when unknown. */
export function mailLanguage(recipient: object): Language {
  const chosen = (recipient as { preferredLanguage?: unknown }).preferredLanguage;
  return isLanguage(chosen) ? chosen : "fr";
}

export async function languageOfAddress(email: string): Promise<Language> {
  const [row] = await db()
    .select({ preferredLanguage: user.preferredLanguage })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return mailLanguage(row ?? {});
}

/** The email in the recipient's language, named and signed with the site's name (`brand`). */
export function composeAccountMail(
  mail: AccountMail,
  recipient: Recipient,
  brand: string,
): { subject: string; text: string; html: string } {
  const lang = mailLanguage(recipient);
  const t = serverT(lang);
  const k = mail.kind;
  const greeting = recipient.firstName
    ? t("auth.email.greeting", { name: recipient.firstName })
    : t("auth.email.greetingNoName");
  const subject =
    mail.kind === "code"
      ? t("auth.email.code.subject", { brand, code: mail.code })
      : t(`auth.email.${k}.subject`, { brand });
  const body = t(`auth.email.${k}.body`);
  const expiry =
    k === "verify" || k === "reset" || k === "invite" || k === "facilitatorInvite" || k === "code"
      ? t(`auth.email.${k}.expiry`)
      : "";
  // A notice of something done (the password or the address changed) has nothing to ignore: its body says what
  // to do instead.
  const ignore = k === "passwordChanged" || k === "emailChanged" ? "" : t("auth.email.ignore");
  const signature = t("auth.email.signature", { brand });

  const core = mail.kind === "code" ? mail.code : mail.url;
  const text = [greeting, "", body, core, "", expiry, expiry ? "" : null, ignore, ignore ? "" : null, signature, ""]
    .filter((line) => line !== null)
    .join("\n");

  const action =
    mail.kind === "code"
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(mail.code)}</p>`
      : `<p style="margin:24px 0"><a href="${escapeHtml(mail.url)}" style="background:#1f2a5a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t(`auth.email.${mail.kind}.action`))}</a></p>
<p style="font-size:13px;color:#555555;word-break:break-all">${escapeHtml(mail.url)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${action}
${expiry ? `<p>${escapeHtml(expiry)}</p>` : ""}
${ignore ? `<p style="font-size:13px;color:#555555">${escapeHtml(ignore)}</p>` : ""}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}

interface MailRecord {
  sent: number;
  failure?: unknown;
}
const watched = new AsyncLocalStorage<MailRecord>();

/** Sends one account email through the site's mailer (and tells `watchAccountMail` how it went). */
export async function sendAccountMail(mail: AccountMail, recipient: Recipient): Promise<void> {
  const { subject, text, html } = composeAccountMail(mail, recipient, (await getSiteIdentity()).name);
  const record = watched.getStore();
  try {
    await sendMail({ to: recipient.email, subject, text, html });
    if (record) record.sent += 1;
  } catch (error) {
    if (record) record.failure ??= error;
    throw error;
  }
}

/**
 * Runs a Better Auth call and says which account emails it sent: Better Auth swallows a failure of the
 * emails it sends (e.g. a full disk), and does not say whether it sent one at all.
 */
export async function watchAccountMail<T>(run: () => Promise<T>): Promise<MailRecord & { result: T }> {
  const record: MailRecord = { sent: 0 };
  const result = await watched.run(record, run);
  return { ...record, result };
}
