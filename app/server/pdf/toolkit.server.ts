/**
 * What the site's printed documents share (the invoices, credit notes and receipts of app/server/billing, the
 * certificates of attendance of app/server/workshops): pdfkit and its fonts, a fresh document with its metadata,
 * text drawn and measured in one style, the QR code to a verification page, and the finished file's bytes.
 */
import type { Font } from "fontkit";
import type PDFKitDocument from "pdfkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import QRCode from "qrcode";
import type { Language } from "~/lib/i18n";

export type Doc = PDFKit.PDFDocument;

// 8.5 pt is the smallest text: still legible printed, and on a phone once the page is zoomed to its width.
export const TEXT_SIZE = { small: 8.5, body: 9.5 } as const;
export const LINE_GAP = 1.5;
export const COLOR = {
  text: "#111111",
  muted: "#4b5563",
  rule: "#c9ccd3",
  accent: "#1f2a5a",
  tint: "#eef0f6",
} as const;

const REGULAR = "regular";
const BOLD = "bold";

interface Toolkit {
  PDFDocument: typeof PDFKitDocument;
  regular: Font;
  bold: Font;
}

let toolkit: Promise<Toolkit> | undefined;

/**
 * pdfkit and the two fonts, loaded on the first PDF only (the server's other requests never pay for them in
 * memory), then kept for the life of the process. The fonts are kept parsed: fontkit reading a font's tables
 * anew for every document made each PDF several times slower (about 150 ms of CPU instead of 20 to 50).
 *
 * DejaVu Sans Condensed, from an npm package so that a fresh clone has it: it covers French, the no-break spaces
 * formatMoney and Intl print, and the letters of Burkina's languages (ɛ, ɔ, ŋ) a client's or a participant's
 * name may hold, and its narrow letters fit the invoice table's columns. Resolved from this module, so the
 * bundled server in build/ finds it in node_modules too.
 */
function loadToolkit(): Promise<Toolkit> {
  toolkit ??= (async () => {
    const [{ default: PDFDocument }, fontkit] = await Promise.all([import("pdfkit"), import("fontkit")]);
    const requireFromHere = createRequire(import.meta.url);
    const open = (file: string): Font => {
      const font = fontkit.create(readFileSync(requireFromHere.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      if ("fonts" in font) throw new Error(`${file} is a font collection, not a font`);
      return font;
    };
    return { PDFDocument, regular: open("DejaVuSansCondensed.ttf"), bold: open("DejaVuSansCondensed-Bold.ttf") };
  })();
  return toolkit;
}

/** pdfkit (0.20 on) takes a parsed fontkit font where its typings, older, only know files and bytes. */
function fontSource(font: Font): PDFKit.Mixins.PDFFontSource {
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

export interface DocumentSetup {
  lang: Language;
  /** The Title metadata, shown in a viewer's title bar and a download's name. */
  title: string;
  /** The Author and Creator metadata: who issues the document. */
  author: string;
  layout?: "portrait" | "landscape";
  margins: { top: number; left: number; right: number; bottom: number };
  /** Keeps the pages in memory until the end, to draw on them again once their count is known. */
  bufferPages?: boolean;
}

/** A fresh A4 document in the given language, its fonts registered and its metadata set. */
export async function openDocument(setup: DocumentSetup): Promise<Doc> {
  const { PDFDocument, regular, bold } = await loadToolkit();
  const doc = new PDFDocument({
    size: "A4",
    layout: setup.layout ?? "portrait",
    margins: setup.margins,
    bufferPages: setup.bufferPages ?? false,
    // An empty default font: pdfkit would otherwise load Helvetica, which has no use here.
    font: "",
    lang: setup.lang === "fr" ? "fr-FR" : "en-US",
    displayTitle: true,
    info: { Title: setup.title, Author: setup.author, Creator: setup.author },
  });
  doc.registerFont(REGULAR, fontSource(regular)).registerFont(BOLD, fontSource(bold));
  return doc;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: "left" | "right" | "center";
}

export function applyStyle(doc: Doc, { size = TEXT_SIZE.body, bold = false, color = COLOR.text }: TextStyle): void {
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(color);
}

/** Draws `text` at (x, y), wrapped to `width` (by default, up to the right margin); returns the y below it. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}): number {
  applyStyle(doc, style);
  const width = style.width ?? doc.page.width - doc.page.margins.right - x;
  doc.text(text, x, y, { width, align: style.align ?? "left", lineGap: LINE_GAP });
  return doc.y;
}

/** The height `text` takes once wrapped to `width`. */
export function measure(doc: Doc, text: string, style: TextStyle & { width: number }): number {
  applyStyle(doc, style);
  return doc.heightOfString(text, { width: style.width, lineGap: LINE_GAP });
}

/**
 * The QR code of `url`, `size` points square, as vector squares (sharp at any zoom, no image to embed), one
 * rectangle per run of dark modules.
 */
export function drawQrCode(doc: Doc, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor("#000000").fill();
}

/** Ends the document and gives its bytes. */
export function finishDocument(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
