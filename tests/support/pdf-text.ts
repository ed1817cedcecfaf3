/**
 * Reads back what a PDF drawn by app/server/pdf/toolkit.server.ts shows: the text of each page (its content
 * streams decoded through the fonts' ToUnicode maps) and its metadata, in plain JavaScript, so the tests need
 * no poppler on the machine. PDF_SAMPLES_DIR=/some/dir keeps the files, to look at them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { expect } from "vitest";

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** The PDF's objects by number, their streams inflated. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  // A dictionary ends at the first ">>" followed by "stream" or "endobj"; nested ones are followed by a key.
  for (const match of source.matchAll(/(\d+) 0 obj\n(<<[\s\S]*?>>)\n(stream\n|endobj)/g)) {
    const [, number, dict = "", next] = match;
    let stream: Buffer | null = null;
    if (next === "stream\n") {
      const start = match.index + match[0].length;
      const raw = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dict)?.[1]));
      stream = dict.includes("/FlateDecode") ? inflateSync(raw) : raw;
    }
    objects.set(Number(number), { dict, stream });
  }
  return objects;
}

/** A font's ToUnicode map, as pdfkit writes it: ranges of consecutive codes, each with its list of characters. */
function toUnicode(cmap: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const [, start = "0", list = ""] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units = ""], i) => {
      const text = String.fromCharCode(...units.split(" ").map((unit) => parseInt(unit, 16)));
      codes.set((parseInt(start, 16) + i).toString(16).padStart(4, "0"), text);
    });
  }
  return codes;
}

/** The text each page shows, one line per text-showing operator, pages in order. */
function pdfText(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fontList = /\/Font <<([^>]*)>>/.exec(dict)?.[1] ?? "";
    for (const [, name = "", ref] of fontList.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? "")?.[1];
      const cmap = objects.get(Number(cmapRef))?.stream?.toString("latin1") ?? "";
      fonts.set(name, toUnicode(cmap));
    }
  }
  const kids = /\/Type \/Pages[\s\S]*?\/Kids \[([^\]]*)\]/.exec(source(objects))?.[1] ?? "";
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(Number(page))?.dict ?? "")?.[1];
    const stream = objects.get(Number(contents))?.stream?.toString("latin1") ?? "";
    let font = new Map<string, string>();
    const lines: string[] = [];
    for (const [, name, array = ""] of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name) font = fonts.get(name) ?? new Map();
      else lines.push([...array.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex = ""]) => decode(hex, font)).join(""));
    }
    return lines.join("\n");
  });
}

function source(objects: Map<number, PdfObject>): string {
  return [...objects.values()].map((object) => object.dict).join("\n");
}

function decode(hex: string, font: Map<string, string>): string {
  return (hex.match(/.{4}/g) ?? []).map((code) => font.get(code.toLowerCase()) ?? "\ufffd").join("");
}

const ESCAPED: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/**
 * One entry of the PDF's Info dictionary (Title, Author...), as pdfkit writes it: an object of its own holding a
 * literal string, in UTF-16BE behind a byte order mark when it is not plain ASCII. Null when there is none.
 */
export function pdfInfo(pdf: Buffer, key: string): string | null {
  const raw = pdf.toString("latin1");
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  const literal = ref && new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(raw)?.[1];
  if (!literal) return null;
  const bytes = Buffer.from(
    literal.replace(/\\([nrtbf()\\])/g, (_, char: string) => ESCAPED[char] ?? char),
    "latin1",
  );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString("latin1");
  return String.fromCharCode(
    ...Array.from({ length: (bytes.length - 2) / 2 }, (_, i) => bytes.readUInt16BE(2 + 2 * i)),
  );
}

/** Text compared without its spaces and line breaks: a sentence may wrap anywhere, even after a hyphen. */
function squash(text: string): string {
  return text.replace(/\s+/g, "");
}

/** A rendered PDF with its pages' text, kept under PDF_SAMPLES_DIR as `<name>.pdf` when that is set. */
export async function readPdf(
  name: string,
  pdf: Promise<Buffer>,
): Promise<{ pdf: Buffer; pages: string[]; text: string }> {
  const bytes = await pdf;
  const samples = process.env.PDF_SAMPLES_DIR;
  if (samples) {
    mkdirSync(samples, { recursive: true });
    writeFileSync(path.join(samples, `${name}.pdf`), bytes);
  }
  const pages = pdfText(bytes);
  return { pdf: bytes, pages, text: pages.join("\n") };
}

export function expectMentions(text: string, mentions: string[]): void {
  const flat = squash(text);
  for (const mention of mentions) expect(flat, `"${mention}" in:\n${text}`).toContain(squash(mention));
}

export function expectAbsent(text: string, mentions: string[]): void {
  const flat = squash(text);
  for (const mention of mentions) expect(flat, `"${mention}" not in:\n${text}`).not.toContain(squash(mention));
}
