/**
 * The certificate of attendance: one A4 landscape page, drawn with pdfkit (app/server/pdf/toolkit.server.ts)
 * in the participant's language, that says who attended which workshop, when and for how long, and carries
 * its code and a QR code to the public page that confirms it.
 *
 * Every block is measured before anything is drawn, so the page's middle can be centred between the heading
 * and the QR code; a long name or title is set smaller until it fits its lines, so it never runs off the page.
 */
import { formatCount, formatLongDate, formatTimeRange } from "~/lib/format";
import type { TFunction } from "~/locales/runtime/i18n";
import type { CertificateDetails } from "../db/schema";
import { serverT } from "../i18n.server";
import type { Doc, TextStyle } from "../pdf/toolkit.server";
import { COLOR, drawQrCode, finishDocument, measure, openDocument, TEXT_SIZE, write } from "../pdf/toolkit.server";

/** What the page says: the certificate's stored details, with its title in the holder's language. */
export interface CertificateDocument extends Omit<CertificateDetails, "title"> {
  language: "fr" | "en";
  /** Printed as it is: "K7Q2-M9XD-4TPA". */
  code: string;
  /** The absolute URL of the public verification page, encoded in the QR code. */
  verifyUrl: string;
  workshopTitle: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
}

// A4 landscape.
const PAGE = { width: 841.89, height: 595.28 };
/** The double border: a heavier outer line, a hairline inside it. */
const BORDER = { outer: 22, inner: 28, outerWidth: 2, innerWidth: 0.6 };
const SIDE = 80;
const CONTENT_WIDTH = PAGE.width - 2 * SIDE;
const TOP = 62;
const QR_SIZE = 76;
/** The QR code's top: its bottom edge is as far above the page's foot as the agency's name is below its top. */
const QR_Y = PAGE.height - TOP - QR_SIZE;
const QR_X = PAGE.width - SIDE - QR_SIZE;
const CAPTION_WIDTH = 250;
const CAPTION_GAP = 12;

const SIZE = {
  agency: 13,
  agencyMin: 9,
  title: 30,
  lead: 14,
  name: 32,
  nameMin: 12,
  workshop: 21,
  workshopMin: 10,
  line: 13,
};

/** A centred block of the page's middle, with the space above it. */
interface Block {
  text: string;
  style: TextStyle;
  gap: number;
}

/**
 * The largest size, from `largest` down to `smallest`, at which `text` is no taller than `lines` lines at
 * `largest`: a long text takes a line more when that keeps it larger, never more room. At `smallest` it takes
 * what it needs.
 */
function fittedSize(doc: Doc, text: string, style: TextStyle, largest: number, smallest: number, lines: number) {
  const room = measure(doc, Array.from({ length: lines }, () => "X").join("\n"), {
    ...style,
    size: largest,
    width: CONTENT_WIDTH,
  });
  for (let size = largest; size > smallest; size -= 0.5) {
    if (measure(doc, text, { ...style, size, width: CONTENT_WIDTH }) <= room) return size;
  }
  return smallest;
}

/** 'vendredi 27 novembre 2026 · 9 h 00 – 12 h 30 · 3,5 heures': the parts that are known. */
function whenLine(document: CertificateDocument, t: TFunction): string {
  const lang = document.language;
  const hours =
    document.hours === null
      ? null
      : t("certificates.pdf.hours", { count: document.hours, hours: formatCount(document.hours, lang) });
  return [formatLongDate(document.date, lang), formatTimeRange(document.startTime, document.endTime, lang), hours]
    .filter(Boolean)
    .join(" · ");
}

function middleBlocks(doc: Doc, document: CertificateDocument, t: TFunction): Block[] {
  const lead: TextStyle = { size: SIZE.lead, color: COLOR.muted };
  const nameStyle: TextStyle = { bold: true, color: COLOR.text };
  const workshopStyle: TextStyle = { bold: true, color: COLOR.accent };
  const name = document.participantName.trim();
  const workshop = document.workshopTitle.trim();
  const blocks: Block[] = [
    { text: t("certificates.pdf.certifies"), style: lead, gap: 0 },
    {
      text: name,
      style: { ...nameStyle, size: fittedSize(doc, name, nameStyle, SIZE.name, SIZE.nameMin, 2) },
      gap: 10,
    },
    { text: t("certificates.pdf.attended"), style: lead, gap: 12 },
    {
      text: workshop,
      style: { ...workshopStyle, size: fittedSize(doc, workshop, workshopStyle, SIZE.workshop, SIZE.workshopMin, 3) },
      gap: 8,
    },
    { text: whenLine(document, t), style: { size: SIZE.line }, gap: 16 },
  ];
  if (document.facilitatorName?.trim()) {
    const facilitator = t("certificates.pdf.facilitatedBy", { name: document.facilitatorName.trim() });
    blocks.push({ text: facilitator, style: { size: SIZE.line, color: COLOR.muted }, gap: 6 });
  }
  return blocks.map((block) => ({ ...block, style: { ...block.style, width: CONTENT_WIDTH, align: "center" } }));
}

function drawBorder(doc: Doc): void {
  const frame = (inset: number, width: number) =>
    doc
      .rect(inset, inset, PAGE.width - 2 * inset, PAGE.height - 2 * inset)
      .lineWidth(width)
      .strokeColor(COLOR.accent)
      .stroke();
  frame(BORDER.outer, BORDER.outerWidth);
  frame(BORDER.inner, BORDER.innerWidth);
}

/** The agency's name, the certificate's title and a short rule under it; returns the y below them. */
function drawHeading(doc: Doc, document: CertificateDocument, t: TFunction): number {
  const centred = { width: CONTENT_WIDTH, align: "center", color: COLOR.accent, bold: true } as const;
  const agency = document.agencyName.trim().toLocaleUpperCase(document.language);
  const agencySize = fittedSize(doc, agency, centred, SIZE.agency, SIZE.agencyMin, 1);
  let y = write(doc, agency, SIDE, TOP, { ...centred, size: agencySize });
  y = write(doc, t("certificates.pdf.title"), SIDE, y + 14, { ...centred, size: SIZE.title });
  const ruleWidth = 72;
  const ruleY = y + 8;
  doc
    .moveTo((PAGE.width - ruleWidth) / 2, ruleY)
    .lineTo((PAGE.width + ruleWidth) / 2, ruleY)
    .lineWidth(1)
    .strokeColor(COLOR.accent)
    .stroke();
  return ruleY;
}

/** The middle blocks, centred in the space between `top` and `bottom` (from `top` when they fill it). */
function drawMiddle(doc: Doc, blocks: Block[], top: number, bottom: number): void {
  const height = blocks.reduce(
    (sum, block) => sum + block.gap + measure(doc, block.text, { ...block.style, width: CONTENT_WIDTH }),
    0,
  );
  let y = top + Math.max(0, (bottom - top - height) / 2);
  for (const block of blocks) y = write(doc, block.text, SIDE, y + block.gap, block.style);
}

/**
 * The foot of the page: where and when the certificate was issued on the left; on the right, the QR code in the
 * corner with how to check the certificate beside it. Both texts are centred on the QR code's height.
 */
function drawFoot(doc: Doc, document: CertificateDocument, t: TFunction): void {
  const captionX = QR_X - CAPTION_GAP - CAPTION_WIDTH;
  const issued = t("certificates.pdf.issued", { date: formatLongDate(document.issuedOn, document.language) });
  const issuedStyle = { size: 11, width: captionX - 24 - SIDE };
  write(doc, issued, SIDE, QR_Y + (QR_SIZE - measure(doc, issued, issuedStyle)) / 2, issuedStyle);

  drawQrCode(doc, document.verifyUrl, QR_X, QR_Y, QR_SIZE);
  const verify = t("certificates.pdf.verify", { url: document.verifyUrl });
  const code = t("certificates.pdf.code", { code: document.code });
  const verifyStyle = { size: TEXT_SIZE.small, color: COLOR.muted, width: CAPTION_WIDTH, align: "right" } as const;
  const codeStyle = { size: TEXT_SIZE.body, bold: true, width: CAPTION_WIDTH, align: "right" } as const;
  const height = measure(doc, verify, verifyStyle) + 4 + measure(doc, code, codeStyle);
  const y = write(doc, verify, captionX, QR_Y + (QR_SIZE - height) / 2, verifyStyle);
  write(doc, code, captionX, y + 4, codeStyle);
}

/** The certificate of attendance as a PDF. */
export async function renderCertificatePdf(document: CertificateDocument): Promise<Buffer> {
  const t = serverT(document.language);
  const doc = await openDocument({
    lang: document.language,
    title: t("certificates.pdf.metadataTitle", { name: document.participantName.trim() }),
    author: document.agencyName,
    layout: "landscape",
    // No bottom margin: nothing here reaches the page's foot by flowing, and pdfkit must never add a page.
    margins: { top: TOP, left: SIDE, right: SIDE, bottom: 0 },
  });
  drawBorder(doc);
  const headingBottom = drawHeading(doc, document, t);
  drawMiddle(doc, middleBlocks(doc, document, t), headingBottom + 6, QR_Y - 10);
  drawFoot(doc, document, t);
  return finishDocument(doc);
}
