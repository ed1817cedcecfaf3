/**
 * The printed invoice, credit note and receipt: A4 PDFs drawn with pdfkit (app/server/pdf/toolkit.server.ts)
 * from the document as it was frozen the day it was issued (app/lib/billing/document.ts), in the document's
 * language, with the mentions a Burkinabè invoice must carry (the seller's RCCM, IFU, tax regime and office, the
 * client's IFU, VAT per rate or the exemption's reference, the total in French words) and a QR code to the
 * public verification page.
 *
 * Layout is done here rather than by pdfkit: each block is measured before it is drawn, so a table row, the
 * totals or the QR code move whole to the next page instead of being cut, and every page keeps its footer.
 */
import { amountInFrenchWords } from "~/lib/billing/amount-in-words";
import type {
  ClientDetails,
  PrintedKind,
  DocumentLine,
  InvoiceDocument,
  ReceiptDocument,
  SellerDetails,
} from "~/lib/billing/document";
import { formatCount, formatMoney, formatShortDate, type Currency } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { TFunction } from "~/locales/runtime/i18n";
import { serverT } from "../i18n.server";
import {
  COLOR,
  drawQrCode,
  finishDocument,
  measure,
  openDocument,
  TEXT_SIZE,
  write,
  type Doc,
  type TextStyle,
} from "../pdf/toolkit.server";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const RIGHT = A4.width - MARGIN;
const FOOTER_BOTTOM = A4.height - 26;
const QR_SIZE = 74;

const SIZE = { ...TEXT_SIZE, party: 10.5, number: 11, name: 16, title: 18 } as const;

/** What every block is drawn with. */
interface Canvas {
  doc: Doc;
  t: TFunction;
  lang: Language;
  currency: Currency;
  /** Where the content of a page must stop: above the footer. */
  bottom: number;
  /** The line repeated at the top of every page after the first: "Facture F-2026-0001 (suite)". */
  continuation: string;
}

function rule(doc: Doc, y: number, color: string = COLOR.rule, width = 0.5, from = MARGIN, to = RIGHT): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
}

function newPage(canvas: Canvas): void {
  canvas.doc.addPage();
  canvas.doc.y = write(canvas.doc, canvas.continuation, MARGIN, MARGIN, { size: SIZE.small, color: COLOR.muted }) + 8;
}

/** Moves to a new page unless `height` fits above the footer; returns whether it did. */
function keepTogether(canvas: Canvas, height: number): boolean {
  if (canvas.doc.y + height <= canvas.bottom) return false;
  newPage(canvas);
  return true;
}

// --- Formatting -------------------------------------------------------------------------------------------------

/** 'dd/mm/yyyy' in French, as invoices are dated there; 'Mar 10, 2026' in English, which no reader misreads. */
function shortDate(date: string, lang: Language): string {
  if (lang === "en") return formatShortDate(date, lang);
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

function vatRateLabel(rate: string | null, canvas: Canvas): string {
  if (rate === null) return canvas.t("billingDocuments.exempt");
  return canvas.t("billingDocuments.percent", { rate: formatCount(Number(rate), canvas.lang) });
}

function money(amount: string, canvas: Canvas): string {
  return formatMoney(amount, canvas.currency);
}

/** A credit note's amounts may be stored negative; the words say how much, its title says which way. */
function magnitude(amount: string): string {
  return amount.replace(/^\s*-/, "");
}

// --- Header -----------------------------------------------------------------------------------------------------

const HEADER_LEFT_WIDTH = 290;
const META_X = MARGIN + 300;
const META_WIDTH = RIGHT - META_X;
const META_LABEL_WIDTH = 92;

function sellerLines(seller: SellerDetails, t: TFunction): string[] {
  const contact = [seller.phone && t("billingDocuments.phone", { phone: seller.phone }), seller.email];
  return [
    [seller.legalName, seller.legalForm].filter(Boolean).join(", "),
    seller.address,
    contact.filter(Boolean).join(" · "),
  ].filter(Boolean);
}

/** The seller on the left, the document's title and number on the right, then a rule in the accent colour. */
function drawTop(canvas: Canvas, seller: SellerDetails, title: string, number: string): void {
  const { doc, t } = canvas;
  let left = write(doc, seller.name, MARGIN, MARGIN, {
    size: SIZE.name,
    bold: true,
    color: COLOR.accent,
    width: HEADER_LEFT_WIDTH,
  });
  for (const line of sellerLines(seller, t)) {
    left = write(doc, line, MARGIN, left + 1, { size: SIZE.small, color: COLOR.muted, width: HEADER_LEFT_WIDTH });
  }
  const right = write(doc, title, META_X, MARGIN, {
    size: SIZE.title,
    bold: true,
    color: COLOR.accent,
    width: META_WIDTH,
    align: "right",
  });
  const below = write(doc, t("billingDocuments.number", { number }), META_X, right + 2, {
    size: SIZE.number,
    bold: true,
    width: META_WIDTH,
    align: "right",
  });
  const y = Math.max(left, below) + 10;
  rule(doc, y, COLOR.accent, 1);
  doc.y = y + 12;
}

function clientLines(client: ClientDetails, t: TFunction): string[] {
  return [
    client.legalName && client.legalName !== client.name ? client.legalName : null,
    client.address,
    client.ifu && t("billingDocuments.ifu", { ifu: client.ifu }),
    client.rccm && t("billingDocuments.rccm", { rccm: client.rccm }),
    client.email,
  ].filter((line): line is string => Boolean(line));
}

/** "Facturé à" and the client on the left; the dates and references as label/value rows on the right. */
function drawParties(
  canvas: Canvas,
  label: string,
  client: ClientDetails,
  meta: [label: string, value: string][],
): void {
  const { doc, t, lang } = canvas;
  const top = doc.y;
  const width = HEADER_LEFT_WIDTH;
  let left = write(doc, label.toLocaleUpperCase(lang), MARGIN, top, {
    size: SIZE.small,
    bold: true,
    color: COLOR.accent,
    width,
  });
  left = write(doc, client.name, MARGIN, left + 2, { size: SIZE.party, bold: true, width });
  for (const line of clientLines(client, t)) left = write(doc, line, MARGIN, left + 1, { width });

  let right = top;
  const valueX = META_X + META_LABEL_WIDTH;
  for (const [name, value] of meta) {
    const below = write(doc, name, META_X, right, { color: COLOR.muted, width: META_LABEL_WIDTH - 4 });
    const valueBelow = write(doc, value, valueX, right, { bold: true, width: RIGHT - valueX, align: "right" });
    right = Math.max(below, valueBelow) + 2;
  }
  doc.y = Math.max(left, right) + 14;
}

// --- Lines table ------------------------------------------------------------------------------------------------

interface Column {
  key: "description" | "quantity" | "unitPrice" | "vat" | "amount";
  x: number;
  width: number;
  align: "left" | "right";
}

const CELL_PADDING_X = 5;
const CELL_PADDING_Y = 4;

/** Description takes what the four figures leave; the others fit '1 250,5', '999 999 999 F CFA' and 'Exonéré'. */
const COLUMNS: Column[] = (() => {
  const fixed = { quantity: 44, unitPrice: 95, vat: 46, amount: 92 };
  const description = CONTENT_WIDTH - fixed.quantity - fixed.unitPrice - fixed.vat - fixed.amount;
  let x = MARGIN;
  return (
    [
      ["description", description, "left"],
      ["quantity", fixed.quantity, "right"],
      ["unitPrice", fixed.unitPrice, "right"],
      ["vat", fixed.vat, "right"],
      ["amount", fixed.amount, "right"],
    ] as const
  ).map(([key, width, align]) => {
    const column = { key, x, width, align };
    x += width;
    return column;
  });
})();

type Cells = Record<Column["key"], string>;

function rowHeight(doc: Doc, cells: Cells, style: TextStyle): number {
  const heights = COLUMNS.map((column) =>
    measure(doc, cells[column.key], { ...style, width: column.width - 2 * CELL_PADDING_X }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING_Y;
}

function drawCells(doc: Doc, cells: Cells, y: number, style: TextStyle): void {
  for (const column of COLUMNS) {
    write(doc, cells[column.key], column.x + CELL_PADDING_X, y + CELL_PADDING_Y, {
      ...style,
      width: column.width - 2 * CELL_PADDING_X,
      align: column.align,
    });
  }
}

const HEADER_STYLE: TextStyle = { size: SIZE.small, bold: true, color: COLOR.accent };

function headerCells(t: TFunction): Cells {
  return {
    description: t("billingDocuments.columns.description"),
    quantity: t("billingDocuments.columns.quantity"),
    unitPrice: t("billingDocuments.columns.unitPrice"),
    vat: t("billingDocuments.columns.vat"),
    amount: t("billingDocuments.columns.amount"),
  };
}

function drawTableHeader(canvas: Canvas): void {
  const { doc } = canvas;
  const cells = headerCells(canvas.t);
  const y = doc.y;
  const height = rowHeight(doc, cells, HEADER_STYLE);
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(COLOR.tint).fill();
  drawCells(doc, cells, y, HEADER_STYLE);
  rule(doc, y + height, COLOR.accent, 0.75);
  doc.y = y + height;
}

function lineCells(line: DocumentLine, canvas: Canvas): Cells {
  return {
    description: line.description,
    quantity: formatCount(Number(line.quantity), canvas.lang),
    unitPrice: money(line.unitPrice, canvas),
    vat: vatRateLabel(line.vatRate, canvas),
    amount: money(line.amount, canvas),
  };
}

/** The table of lines, its header repeated on each page it runs onto; a row is never split across pages. */
function drawLines(canvas: Canvas, lines: DocumentLine[]): void {
  const { doc } = canvas;
  const rows = lines.map((line) => {
    const cells = lineCells(line, canvas);
    return { cells, height: rowHeight(doc, cells, {}) };
  });
  // The header never ends a page alone: it goes with the first row.
  keepTogether(canvas, rowHeight(doc, headerCells(canvas.t), HEADER_STYLE) + (rows[0]?.height ?? 0));
  drawTableHeader(canvas);
  for (const { cells, height } of rows) {
    if (keepTogether(canvas, height)) drawTableHeader(canvas);
    const y = doc.y;
    drawCells(doc, cells, y, {});
    rule(doc, y + height);
    doc.y = y + height;
  }
  doc.y += 12;
}

// --- Totals -----------------------------------------------------------------------------------------------------

/** The VAT summary's columns: rate, base, VAT. */
const SUMMARY_COLUMNS = [
  { x: MARGIN, width: 60, align: "left" },
  { x: MARGIN + 60, width: 105, align: "right" },
  { x: MARGIN + 165, width: 105, align: "right" },
] as const;
const SUMMARY_WIDTH = 270;
const TOTALS_WIDTH = 220;
const TOTALS_X = RIGHT - TOTALS_WIDTH;
const ROW = 16;

/** The VAT summary (one row per rate) on the left, the three totals on the right. */
function drawTotals(canvas: Canvas, document: InvoiceDocument): void {
  const { doc, t } = canvas;
  const { totals } = document;
  const summaryHeight = 14 + ROW * (totals.byRate.length + 1);
  const totalsHeight = ROW * 3 + 6;
  keepTogether(canvas, Math.max(summaryHeight, totalsHeight) + 6);
  const top = doc.y;

  write(doc, t("billingDocuments.vatSummary.title"), MARGIN, top, HEADER_STYLE);
  const summaryRow = (cells: [string, string, string], y: number, style: TextStyle) =>
    SUMMARY_COLUMNS.forEach(({ x, width, align }, i) =>
      write(doc, cells[i], x, y + 3, { ...style, width: width - 4, align }),
    );
  let y = top + 14;
  summaryRow(
    [
      t("billingDocuments.vatSummary.rate"),
      t("billingDocuments.vatSummary.base"),
      t("billingDocuments.vatSummary.vat"),
    ],
    y,
    { size: SIZE.small, color: COLOR.muted },
  );
  y += ROW;
  rule(doc, y, COLOR.rule, 0.5, MARGIN, MARGIN + SUMMARY_WIDTH);
  for (const rate of totals.byRate) {
    summaryRow([vatRateLabel(rate.vatRate, canvas), money(rate.base, canvas), money(rate.vat, canvas)], y, {});
    y += ROW;
  }

  const rows: [string, string][] = [
    [t("billingDocuments.totalHt"), money(totals.totalHt, canvas)],
    [t("billingDocuments.totalVat"), money(totals.totalVat, canvas)],
  ];
  let right = top;
  for (const [label, value] of rows) {
    write(doc, label, TOTALS_X + 6, right + 3, { width: TOTALS_WIDTH / 2 });
    write(doc, value, TOTALS_X, right + 3, { width: TOTALS_WIDTH - 6, align: "right" });
    right += ROW;
    rule(doc, right, COLOR.rule, 0.5, TOTALS_X, RIGHT);
  }
  const ttcHeight = ROW + 6;
  doc
    .rect(TOTALS_X, right + 2, TOTALS_WIDTH, ttcHeight)
    .fillColor(COLOR.tint)
    .fill();
  const ttcStyle: TextStyle = { size: SIZE.party, bold: true, color: COLOR.accent };
  write(doc, t("billingDocuments.totalTtc"), TOTALS_X + 6, right + 7, { ...ttcStyle, width: TOTALS_WIDTH / 2 });
  write(doc, money(totals.totalTtc, canvas), TOTALS_X, right + 7, {
    ...ttcStyle,
    width: TOTALS_WIDTH - 6,
    align: "right",
  });
  doc.y = Math.max(y, right + 2 + ttcHeight) + 12;
}

/** The exemption as the tax office wants it read: a framed line of its own, with the exemption's reference. */
function drawVatExemption(canvas: Canvas, client: ClientDetails): void {
  const { doc, t } = canvas;
  const text = client.vatExemptionRef
    ? t("billingDocuments.vatExempt", { reference: client.vatExemptionRef })
    : t("billingDocuments.vatExemptNoReference");
  const style = { bold: true, width: CONTENT_WIDTH - 16 };
  const height = measure(doc, text, style) + 12;
  keepTogether(canvas, height);
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).lineWidth(0.75).strokeColor(COLOR.accent).stroke();
  write(doc, text, MARGIN + 8, y + 6, style);
  doc.y = y + height + 12;
}

/** The total in French words, as the tax office reads it; on a document in English, a lead says what it is. */
function drawAmountInWords(canvas: Canvas, kind: PrintedKind | "receipt", amount: string): void {
  const { doc, t, lang } = canvas;
  const words = amountInFrenchWords(magnitude(amount), canvas.currency);
  const sentence = serverT("fr")(`billingDocuments.amountInWords.${kind}`, { words });
  const lead = lang === "fr" ? null : t("billingDocuments.amountInWordsLead");
  const leadHeight = lead ? measure(doc, lead, { size: SIZE.small, width: CONTENT_WIDTH }) : 0;
  keepTogether(canvas, leadHeight + measure(doc, sentence, { bold: true, width: CONTENT_WIDTH }));
  if (lead) doc.y = write(doc, lead, MARGIN, doc.y, { size: SIZE.small, color: COLOR.muted });
  doc.y = write(doc, sentence, MARGIN, doc.y, { bold: true }) + 12;
}

// --- Payment, notes, QR code, footer ----------------------------------------------------------------------------

/** A titled block of lines, moved whole to the next page when it does not fit. */
function drawSection(canvas: Canvas, title: string, lines: string[]): void {
  const { doc } = canvas;
  const height = 14 + lines.reduce((sum, line) => sum + measure(doc, line, { width: CONTENT_WIDTH }) + 1, 0);
  keepTogether(canvas, height);
  let y = write(doc, title, MARGIN, doc.y, HEADER_STYLE) + 2;
  for (const line of lines) y = write(doc, line, MARGIN, y) + 1;
  doc.y = y + 12;
}

/** How to pay: only the means the agency has filled in; nothing at all when it has none. */
function drawPaymentDetails(canvas: Canvas, seller: SellerDetails, invoiceNumber: string): void {
  const { t } = canvas;
  const means = [
    seller.bankName || seller.bankAccount
      ? t("billingDocuments.payment.bank", { bank: seller.bankName, account: seller.bankAccount })
      : null,
    seller.orangeMoneyNumber && t("billingDocuments.payment.orangeMoney", { number: seller.orangeMoneyNumber }),
    seller.moovMoneyNumber && t("billingDocuments.payment.moovMoney", { number: seller.moovMoneyNumber }),
    seller.waveNumber && t("billingDocuments.payment.wave", { number: seller.waveNumber }),
  ].filter((line): line is string => Boolean(line));
  if (means.length === 0) return;
  const reference = t("billingDocuments.payment.reference", { number: invoiceNumber });
  drawSection(canvas, t("billingDocuments.payment.title"), [...means, reference]);
}

function drawNotes(canvas: Canvas, notes: string | null): void {
  if (notes?.trim()) drawSection(canvas, canvas.t("billingDocuments.notes"), [notes.trim()]);
}

/** What the QR code's caption says: check the document, or answer the quote. */
type CaptionKey = "billingDocuments.verifyCaption" | "billingDocuments.quoteCaption";

/** The QR code and its caption, at the foot of the last page's content area. */
function drawVerification(canvas: Canvas, url: string, captionKey: CaptionKey): void {
  const { doc, t } = canvas;
  if (doc.y > canvas.bottom - QR_SIZE) newPage(canvas);
  const y = canvas.bottom - QR_SIZE;
  drawQrCode(doc, url, MARGIN, y, QR_SIZE);
  const caption = t(captionKey, { url });
  const captionX = MARGIN + QR_SIZE + 12;
  const width = CONTENT_WIDTH - QR_SIZE - 12;
  const captionY = y + (QR_SIZE - measure(doc, caption, { size: SIZE.small, width })) / 2;
  write(doc, caption, captionX, captionY, { size: SIZE.small, color: COLOR.muted, width });
}

function legalLine(seller: SellerDetails, t: TFunction): string {
  return [
    seller.legalName,
    seller.legalForm,
    seller.rccm && t("billingDocuments.legal.rccm", { rccm: seller.rccm }),
    seller.ifu && t("billingDocuments.legal.ifu", { ifu: seller.ifu }),
    seller.taxRegime && t("billingDocuments.legal.taxRegime", { regime: seller.taxRegime }),
    seller.taxOffice && t("billingDocuments.legal.taxOffice", { office: seller.taxOffice }),
  ]
    .filter(Boolean)
    .join(" · ");
}

const FOOTER_STYLE = { size: SIZE.small, color: COLOR.muted, width: CONTENT_WIDTH, align: "center" } as const;

/** The footer's text: the seller's legal identity, then its own footer text. */
function footerText(seller: SellerDetails, t: TFunction): string {
  return [legalLine(seller, t), seller.footer.trim()].filter(Boolean).join("\n");
}

/** Where the footer starts: its text, and one line kept for the page number. */
function footerTop(doc: Doc, text: string): number {
  const pageNumberLine = measure(doc, "Page", FOOTER_STYLE);
  return FOOTER_BOTTOM - measure(doc, text, FOOTER_STYLE) - pageNumberLine - 8;
}

/** Drawn once the page count is known: the footer on every page, numbered when there are several. */
function drawFooters(canvas: Canvas, text: string): void {
  const { doc, t } = canvas;
  const { start, count } = doc.bufferedPageRange();
  const top = footerTop(doc, text);
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    rule(doc, top);
    const y = write(doc, text, MARGIN, top + 6, FOOTER_STYLE);
    if (count > 1) {
      write(doc, t("billingDocuments.page", { page: page + 1, count }), MARGIN, y, { ...FOOTER_STYLE, align: "right" });
    }
  }
}

// --- Documents --------------------------------------------------------------------------------------------------

interface Setup {
  lang: Language;
  currency: Currency;
  seller: SellerDetails;
  title: string;
  continuation: string;
}

/** A fresh A4 document in the document's language, its fonts and metadata set, and the canvas to draw on. */
async function openCanvas({ lang, currency, seller, title, continuation }: Setup): Promise<Canvas> {
  const doc = await openDocument({
    lang,
    title,
    author: seller.name,
    // No bottom margin: pages are broken here (keepTogether), never by pdfkit, which cannot see the footer.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    // The pages stay in memory until the end, when their count is known for "Page 1/2".
    bufferPages: true,
  });
  const t = serverT(lang);
  const canvas: Canvas = { doc, t, lang, currency, bottom: 0, continuation };
  canvas.bottom = footerTop(doc, footerText(seller, t)) - 10;
  return canvas;
}

function finish(
  canvas: Canvas,
  seller: SellerDetails,
  verifyUrl: string,
  captionKey: CaptionKey = "billingDocuments.verifyCaption",
): Promise<Buffer> {
  drawVerification(canvas, verifyUrl, captionKey);
  drawFooters(canvas, footerText(seller, canvas.t));
  return finishDocument(canvas.doc);
}

/** The invoice, credit note or quote (by `document.kind`) as a PDF. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const t = serverT(document.language);
  const lang = document.language;
  const title = t(`billingDocuments.titles.${document.kind}`);
  const fullTitle = t(`billingDocuments.metadataTitles.${document.kind}`, { number: document.number });
  const canvas = await openCanvas({
    lang,
    currency: document.currency,
    seller: document.seller,
    title: fullTitle,
    continuation: t("billingDocuments.continued", { title: fullTitle }),
  });

  drawTop(canvas, document.seller, title, document.number);
  const meta: [string, string][] = [[t("billingDocuments.date"), shortDate(document.issueDate, lang)]];
  if (document.dueDate) meta.push([t("billingDocuments.dueDate"), shortDate(document.dueDate, lang)]);
  if (document.validUntil) meta.push([t("billingDocuments.validUntil"), shortDate(document.validUntil, lang)]);
  if (document.purchaseOrder) meta.push([t("billingDocuments.purchaseOrder"), document.purchaseOrder]);
  const quote = document.kind === "quote";
  drawParties(canvas, t(quote ? "billingDocuments.quoteFor" : "billingDocuments.billTo"), document.client, meta);
  if (document.corrects) {
    const corrects = t("billingDocuments.corrects", {
      number: document.corrects.number,
      date: shortDate(document.corrects.issueDate, lang),
    });
    canvas.doc.y = write(canvas.doc, corrects, MARGIN, canvas.doc.y, { bold: true, size: SIZE.party }) + 4;
  }
  if (document.subject.trim()) {
    const subject = t("billingDocuments.subject", { subject: document.subject.trim() });
    canvas.doc.y = write(canvas.doc, subject, MARGIN, canvas.doc.y, { bold: true, size: SIZE.party }) + 10;
  }

  drawLines(canvas, document.lines);
  drawTotals(canvas, document);
  if (document.client.vatExempt) drawVatExemption(canvas, document.client);
  drawAmountInWords(canvas, document.kind, document.totals.totalTtc);
  if (document.kind === "invoice") drawPaymentDetails(canvas, document.seller, document.number);
  drawNotes(canvas, document.notes);
  if (quote) drawSection(canvas, t("billingDocuments.quoteAnswer.title"), [t("billingDocuments.quoteAnswer.body")]);
  return finish(
    canvas,
    document.seller,
    document.verifyUrl,
    quote ? "billingDocuments.quoteCaption" : "billingDocuments.verifyCaption",
  );
}

/** The label/value rows of a receipt: which invoice, how it was paid, and what remains due. */
function receiptRows(document: ReceiptDocument, canvas: Canvas): [label: string, value: string][] {
  const { t, lang } = canvas;
  const rows: [string, string][] = [
    [
      t("billingDocuments.receipt.invoice"),
      t("billingDocuments.receipt.invoiceValue", {
        number: document.invoiceNumber,
        date: shortDate(document.invoiceDate, lang),
        total: money(document.invoiceTotal, canvas),
      }),
    ],
    [t("billingDocuments.receipt.method"), t(`billingDocuments.methods.${document.method}`)],
  ];
  if (document.reference) rows.push([t("billingDocuments.receipt.reference"), document.reference]);
  if (Number(document.withheldVat) > 0) {
    const amount = money(document.withheldVat, canvas);
    rows.push([
      t("billingDocuments.receipt.withheldVat"),
      document.withholdingCertificate
        ? t("billingDocuments.receipt.withheldVatValue", { amount, certificate: document.withholdingCertificate })
        : amount,
    ]);
  }
  const paid = Number(document.balance) <= 0;
  rows.push([
    t("billingDocuments.receipt.balance"),
    paid ? t("billingDocuments.receipt.paidInFull") : money(document.balance, canvas),
  ]);
  return rows;
}

const RECEIPT_LABEL_WIDTH = 150;

function drawReceiptRows(canvas: Canvas, rows: [string, string][]): void {
  const { doc } = canvas;
  const valueX = MARGIN + RECEIPT_LABEL_WIDTH;
  const valueWidth = RIGHT - valueX;
  rule(doc, doc.y);
  for (const [label, value] of rows) {
    const height = measure(doc, value, { bold: true, width: valueWidth }) + 2 * CELL_PADDING_Y;
    keepTogether(canvas, height);
    const y = doc.y;
    write(doc, label, MARGIN, y + CELL_PADDING_Y, { color: COLOR.muted, width: RECEIPT_LABEL_WIDTH - 8 });
    write(doc, value, valueX, y + CELL_PADDING_Y, { bold: true, width: valueWidth });
    rule(doc, y + height);
    doc.y = y + height;
  }
  doc.y += 14;
}

/** The receipt for one payment against an invoice, as a PDF. */
export async function renderReceiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const t = serverT(document.language);
  const lang = document.language;
  const fullTitle = t("billingDocuments.metadataTitles.receipt", { number: document.number });
  const canvas = await openCanvas({
    lang,
    currency: document.currency,
    seller: document.seller,
    title: fullTitle,
    continuation: t("billingDocuments.continued", { title: fullTitle }),
  });

  drawTop(canvas, document.seller, t("billingDocuments.titles.receipt"), document.number);
  const meta: [string, string][] = [[t("billingDocuments.paidOn"), shortDate(document.paidOn, lang)]];
  drawParties(canvas, t("billingDocuments.client"), document.client, meta);
  const sentence = t("billingDocuments.receipt.sentence", {
    client: document.client.name,
    amount: money(document.amount, canvas),
  });
  canvas.doc.y = write(canvas.doc, sentence, MARGIN, canvas.doc.y, { size: SIZE.party, bold: true }) + 6;
  drawAmountInWords(canvas, "receipt", document.amount);
  drawReceiptRows(canvas, receiptRows(document, canvas));
  // A receipt asks for the rest only while something remains due.
  if (Number(document.balance) > 0) drawPaymentDetails(canvas, document.seller, document.invoiceNumber);
  return finish(canvas, document.seller, document.verifyUrl);
}
