import fs from "node:fs";
import path from "node:path";

/**
 * Reads the messages the site wrote as .eml files (DATA_DIR/mail/, when SMTP_URL is unset), enough
 * for tests: headers, the decoded text and HTML parts, and the links in the text.
 */
export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` header words. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

export function parseEml(file: string, raw: string): ReadMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const rest = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  let text = "";
  let html = "";
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? rest.split(`--${boundary}`).slice(1, -1) : [raw.slice(split)];
  for (const part of parts) {
    const cut = part.search(/\r?\n\r?\n/);
    const partHeaders = boundary ? headersOf(part.slice(0, cut)) : headers;
    const body = boundary ? part.slice(cut).replace(/^\r?\n\r?\n/, "") : rest;
    const type = partHeaders["content-type"] ?? "text/plain";
    if (type.startsWith("text/plain")) text = decodeBody(partHeaders, body);
    else if (type.startsWith("text/html")) html = decodeBody(partHeaders, body);
  }
  return {
    file,
    to: decodeHeader(headers.to ?? ""),
    subject: decodeHeader(headers.subject ?? ""),
    text,
    html,
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
  };
}

/** Every message in the mail directory, oldest first. */
export function readMailbox(mailDir: string): ReadMail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseEml(name, fs.readFileSync(path.join(mailDir, name), "utf8")));
}

/** The messages to one address, oldest first. */
export function mailTo(mailDir: string, address: string): ReadMail[] {
  return readMailbox(mailDir).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the next message to an address after `count` earlier ones (mail is written after the response). */
export async function waitForMail(mailDir: string, address: string, count = 0, timeoutMs = 20_000): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = mailTo(mailDir, address);
    if (messages.length > count) return messages[messages.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
