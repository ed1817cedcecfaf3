/**
 * Reads the messages the site writes as .eml files to DATA_DIR/mail/ when there is no SMTP_URL (mail.server.ts),
 * or that an SMTP server received, for tests: enough MIME to get the recipients, the decoded subject, the text
 * and HTML parts, the links in the text and the attachments.
 */
import fs from "node:fs";
import path from "node:path";

export interface MailAttachment {
  filename: string | null;
  contentType: string;
  /** Decoded as UTF-8 text (an .ics). */
  content: string;
  /** The decoded bytes, for a binary attachment (a PNG). */
  bytes: Buffer;
}

export interface ParsedMail {
  /** The file's path, or what the caller named the message. */
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: MailAttachment[];
}

function decodeQuotedPrintable(input: string): string {
  const text = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words: =?UTF-8?Q?...?= and =?UTF-8?B?...?= (adjacent words join without the space). */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? "" : raw.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | null {
  const match = header && new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, "i").exec(header);
  return match ? decodeHeader(match[2] ?? match[1]!) : null;
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(decodeQuotedPrintable(body), "utf8");
    default:
      return Buffer.from(body, "utf8");
  }
}

function walk(raw: string, mail: ParsedMail): void {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(contentType)) {
    const boundary = param(contentType, "boundary");
    if (!boundary) return;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      walk(part.replace(/^\r?\n/, ""), mail);
    }
    return;
  }
  const bytes = decodeBody(body, headers.get("content-transfer-encoding"));
  const content = bytes.toString("utf8");
  const disposition = headers.get("content-disposition");
  const filename = param(disposition, "filename") ?? param(contentType, "name");
  const inline = !/attachment/i.test(disposition ?? "");
  if (inline && /^text\/plain/i.test(contentType)) mail.text += content;
  else if (inline && /^text\/html/i.test(contentType)) mail.html += content;
  else mail.attachments.push({ filename, contentType, content, bytes });
}

/** One raw message; `file` names it in the result. */
export function parseEml(file: string, raw: string): ParsedMail {
  const { headers } = splitHeaders(raw);
  const mail: ParsedMail = {
    file,
    to: decodeHeader(headers.get("to") ?? ""),
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: "",
    html: "",
    links: [],
    attachments: [],
  };
  walk(raw, mail);
  mail.links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  return mail;
}

/** Every message in the directory, oldest first (file names start with the time they were written). */
export function readMails(dir: string): ParsedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return parseEml(file, fs.readFileSync(file, "utf8"));
    });
}

/** The messages sent to one address (case-insensitive), oldest first. */
export function mailsTo(dir: string, address: string): ParsedMail[] {
  const wanted = address.toLowerCase();
  return readMails(dir).filter((mail) => mail.to.toLowerCase().includes(wanted));
}

/** Waits until `count` messages to an address exist (the server may write them after it answers). */
export async function waitForMails(dir: string, address: string, count = 1, timeoutMs = 20_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dir, address);
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mail(s) to ${address} in ${dir}, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The next message to an address after `earlier` ones. */
export async function waitForMail(dir: string, address: string, earlier = 0): Promise<ParsedMail> {
  return (await waitForMails(dir, address, earlier + 1)).at(-1)!;
}
