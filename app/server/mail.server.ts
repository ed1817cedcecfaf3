import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { BRAND_NAME } from "~/lib/brand";
import { config } from "./config.server";
import { logger } from "./logger.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: Mail.Attachment[];
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;
const holder = globalThis as unknown as { __mailTransport?: { key: string; transport: Transport } };

function transportFor(smtpUrl: string | undefined): Transport {
  const key = smtpUrl ?? "file";
  if (holder.__mailTransport?.key !== key) {
    // Without SMTP, messages are rendered to RFC 822 text and written as .eml files for inspection.
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true });
    holder.__mailTransport = { key, transport };
  }
  return holder.__mailTransport.transport;
}

export function mailDir(): string {
  return path.join(config().dataDir, "mail");
}

/** The sender of every message: MAIL_FROM, or the brand at no-reply@ the site's host. */
export function mailFrom(): string {
  return process.env.MAIL_FROM ?? `${BRAND_NAME} <no-reply@${new URL(config().baseUrl).hostname}>`;
}

/** Sends one message: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/mail/ as an .eml file. */
export async function sendMail(message: OutgoingMail): Promise<void> {
  const { smtpUrl } = config();
  const from = mailFrom();
  const info = await transportFor(smtpUrl).sendMail({ from, ...message });
  if (smtpUrl) {
    logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
    return;
  }
  const dir = mailDir();
  await fs.mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
  const file = path.join(dir, name);
  await writeAtomically(file, (info as unknown as { message: Buffer }).message);
  logger.info({ to: message.to, subject: message.subject, file }, "mail written");
}

/**
 * Writes a file whole or not at all: into a hidden temporary file beside it, flushed to the disk, then
 * renamed (atomic within a directory). A failure (a full disk) leaves nothing behind and is thrown.
 */
export async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${crypto.randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await fs.writeFile(temporary, content, { flag: "wx", flush: true });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}
