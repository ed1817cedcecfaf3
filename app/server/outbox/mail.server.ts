import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { BRAND_NAME } from "~/lib/brand";
import type { Writer } from "../audit/audit.server";
import { config } from "../config.server";
import { db } from "../db/client.server";
import { logger } from "../logger.server";
import { enqueueJob, runPass, wakeOutboxWorker, type EnqueueOptions, type JobHandler } from "./queue.server";

/** A message as the outbox stores it (JSON): attachments carry their content as text (an .ics file). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: (Omit<Mail.Attachment, "content"> & { content: string })[];
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;
let current: { key: string; transport: Transport } | undefined;

function transportFor(smtpUrl: string | undefined): Transport {
  const key = smtpUrl ?? "file";
  if (current?.key !== key) {
    // Without SMTP, messages are rendered to RFC 822 text and written as .eml files for inspection.
    // Timeouts well under the outbox's claim (5 min), so a hung server fails the attempt instead of the claim
    // running out while the message may still go.
    const transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true });
    current = { key, transport };
  }
  return current.transport;
}

export function mailDir(): string {
  return path.join(config().dataDir, "mail");
}

/** The sender of every message: MAIL_FROM, or the brand at no-reply@ the site's host. */
export function mailFrom(): string {
  return process.env.MAIL_FROM ?? `${BRAND_NAME} <no-reply@${new URL(config().baseUrl).hostname}>`;
}

/**
 * Hands one message to the transport: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/mail/ as an
 * .eml file. Only the outbox's worker calls it; features queue their email with `enqueueMail` or `sendMail`.
 */
export async function deliverMail(message: OutgoingMail): Promise<void> {
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

/** The outbox handler of queued messages. */
export const deliverQueuedMail: JobHandler = async (job) => {
  const message = job.payload as unknown as OutgoingMail;
  await deliverMail(message);
  return { kind: "sent", recipient: message.to, subject: message.subject };
};

/** The ids of the messages queued inside `sendMailQueuedBy`, for it to send once the write is done. */
const queuedHere = new AsyncLocalStorage<string[]>();

/**
 * Queues a message in the caller's transaction (the write that causes it), to be sent once it commits;
 * answers its id (null when the same `dedupeKey` was already queued). Run the write in `sendMailQueuedBy`
 * for the request to send it, or it waits for the worker's next look.
 */
export async function enqueueMail(
  writer: Writer,
  message: OutgoingMail,
  options: Pick<EnqueueOptions, "dedupeKey" | "runAt"> = {},
): Promise<string | null> {
  const id = await enqueueJob(
    writer,
    "mail",
    { ...message },
    { ...options, recipient: message.to, subject: message.subject },
  );
  if (id) queuedHere.getStore()?.push(id);
  return id;
}

/**
 * Sends the messages named, once the transaction that queued them has committed, and no other (decision 21):
 * written as files (no SMTP), they are delivered before the request answers, as cheap as the write was; over
 * SMTP the request never waits for the network: the worker is woken and sends them, with retries when the
 * server refuses. A message the worker already holds is left to it.
 */
export async function dispatchMail(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (config().smtpUrl) {
    wakeOutboxWorker();
    return;
  }
  try {
    await runPass({ mail: deliverQueuedMail }, { only: ids });
  } catch (error) {
    // The messages stay queued; the worker tries them again.
    logger.error({ err: error }, "delivering queued mail failed");
  }
}

/**
 * Runs a write that queues mail with `enqueueMail` (in its transactions) and then sends what it queued, and only
 * that: a request's answer never waits for the messages other requests queued. A message queued in a transaction
 * that was rolled back is no row, and sends nothing.
 */
export async function sendMailQueuedBy<T>(write: () => Promise<T>): Promise<T> {
  const queued: string[] = [];
  try {
    return await queuedHere.run(queued, write);
  } finally {
    await dispatchMail(queued);
  }
}

/**
 * Queues one message in a transaction of its own and sends it: for a caller whose write is not ours (Better
 * Auth's mailer) or already committed. Throws only when the message could not be queued.
 */
export async function sendMail(message: OutgoingMail, options: Pick<EnqueueOptions, "dedupeKey"> = {}): Promise<void> {
  await sendMailQueuedBy(() => enqueueMail(db(), message, options));
}
