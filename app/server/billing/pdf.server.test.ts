/**
 * The invoice, credit note and receipt PDFs carry every mention the tax office requires, in both languages.
 * The text is read back from the PDF itself (tests/support/pdf-text.ts). PDF_SAMPLES_DIR=/some/dir keeps the
 * files, to look at them.
 */
import { describe, expect, it } from "vitest";
import type { ClientDetails, InvoiceDocument, ReceiptDocument, SellerDetails } from "~/lib/billing/document";
import type { Language } from "~/lib/i18n";
import { expectAbsent, expectMentions, readPdf } from "../../../tests/support/pdf-text";
import { renderInvoicePdf, renderReceiptPdf } from "./pdf.server";

// --- Documents --------------------------------------------------------------------------------------------------

const NBSP = "\u00a0";

const seller: SellerDetails = {
  name: "Faso Futures",
  legalName: "Faso Futures SARL",
  legalForm: "SARL au capital de 1 000 000 F CFA",
  address: "Secteur 15, Ouaga 2000, 01 BP 1234 Ouagadougou 01, Burkina Faso",
  email: "facturation@fasofutures.bf",
  phone: "+226 25 30 00 00",
  rccm: "BF-OUA-01-2021-B12-01234",
  ifu: "00145678X",
  taxRegime: "Réel normal d'imposition (RNI)",
  taxOffice: "DME Centre",
  bankName: "Coris Bank International",
  bankAccount: "BF42 BF01 2345 6789 0123 4567 890",
  orangeMoneyNumber: "+226 70 00 00 01",
  moovMoneyNumber: "",
  waveNumber: "+226 60 00 00 02",
  footer: "Merci de votre confiance.",
};

const client: ClientDetails = {
  name: "Ministère de l'Économie",
  legalName: "Ministère de l'Économie, des Finances et de la Prospective",
  address: "03 BP 7012 Ouagadougou 03",
  email: "dgb@finances.gov.bf",
  ifu: "00001234A",
  rccm: null,
  vatExempt: false,
  vatExemptionRef: null,
};

function invoice(language: Language): InvoiceDocument {
  return {
    kind: "invoice",
    language,
    number: "F-2026-0007",
    issueDate: "2026-03-10",
    dueDate: "2026-04-09",
    currency: "XOF",
    subject: "Atelier prospective, 12–14 mars",
    purchaseOrder: "BC-2026-042",
    notes: "Atelier tenu à Koudougou.",
    seller,
    client,
    lines: [
      {
        description:
          "Conception et animation d'un atelier de prospective de trois jours : préparation des supports, facilitation en plénière et en sous-groupes, restitution écrite",
        quantity: "3",
        unitPrice: "450000",
        vatRate: "18",
        amount: "1350000",
      },
      {
        description: "Location de salle et pauses-café",
        quantity: "3",
        unitPrice: "150000",
        vatRate: "10",
        amount: "450000",
      },
      {
        description: "Débours : impression des documents",
        quantity: "1",
        unitPrice: "75000",
        vatRate: null,
        amount: "75000",
      },
    ],
    totals: {
      byRate: [
        { vatRate: "18", base: "1350000", vat: "243000" },
        { vatRate: "10", base: "450000", vat: "45000" },
        { vatRate: null, base: "75000", vat: "0" },
      ],
      totalHt: "1875000",
      totalVat: "288000",
      totalTtc: "2163000",
    },
    corrects: null,
    verifyUrl: "https://fasofutures.bf/factures/verifier/3f9c2a71",
    validUntil: null,
  };
}

function creditNote(language: Language): InvoiceDocument {
  return {
    ...invoice(language),
    kind: "credit_note",
    number: "AV-2026-0001",
    issueDate: "2026-03-20",
    dueDate: null,
    purchaseOrder: null,
    notes: null,
    subject: "Annulation de la troisième journée",
    lines: [
      { description: "Journée 3 de l'atelier", quantity: "1", unitPrice: "450000", vatRate: "18", amount: "450000" },
    ],
    totals: {
      byRate: [{ vatRate: "18", base: "450000", vat: "81000" }],
      totalHt: "450000",
      totalVat: "81000",
      totalTtc: "531000",
    },
    corrects: { number: "F-2026-0007", issueDate: "2026-03-10" },
  };
}

function exemptInvoice(language: Language): InvoiceDocument {
  return {
    ...invoice(language),
    number: "F-2026-0008",
    client: {
      ...client,
      name: "Programme des Nations unies",
      legalName: null,
      vatExempt: true,
      vatExemptionRef: "Accord de siège n° 2004-017",
    },
    lines: [
      { description: "Formation des formateurs", quantity: "2", unitPrice: "600000", vatRate: null, amount: "1200000" },
    ],
    totals: {
      byRate: [{ vatRate: null, base: "1200000", vat: "0" }],
      totalHt: "1200000",
      totalVat: "0",
      totalTtc: "1200000",
    },
  };
}

function usdInvoice(language: Language): InvoiceDocument {
  return {
    ...invoice(language),
    number: "F-2026-0009",
    currency: "USD",
    lines: [
      { description: "Facilitation (days)", quantity: "1.5", unitPrice: "1200", vatRate: "18", amount: "1800" },
      { description: "Materials", quantity: "1", unitPrice: "95.5", vatRate: "18", amount: "95.5" },
    ],
    totals: {
      byRate: [{ vatRate: "18", base: "1895.50", vat: "341.19" }],
      totalHt: "1895.50",
      totalVat: "341.19",
      totalTtc: "2236.69",
    },
  };
}

/** 45 lines: the table runs onto another page. */
function longInvoice(language: Language): InvoiceDocument {
  const lines = Array.from({ length: 45 }, (_, i) => ({
    description: `Séance de travail n° ${i + 1} avec l'équipe de direction${i % 4 === 0 ? ", préparation et compte rendu détaillé des décisions prises" : ""}`,
    quantity: "1",
    unitPrice: "50000",
    vatRate: "18",
    amount: "50000",
  }));
  return {
    ...invoice(language),
    number: "F-2026-0010",
    lines,
    totals: {
      byRate: [{ vatRate: "18", base: "2250000", vat: "405000" }],
      totalHt: "2250000",
      totalVat: "405000",
      totalTtc: "2655000",
    },
  };
}

function receipt(language: Language): ReceiptDocument {
  return {
    language,
    number: "F-2026-0007/1",
    invoiceNumber: "F-2026-0007",
    invoiceDate: "2026-03-10",
    paidOn: "2026-03-25",
    currency: "XOF",
    amount: "1000000",
    withheldVat: "144000",
    withholdingCertificate: "ATT-2026-0042",
    method: "orange_money",
    reference: "MP260325.1534.A12345",
    invoiceTotal: "2163000",
    balance: "1019000",
    seller,
    client,
    verifyUrl: "https://fasofutures.bf/factures/verifier/3f9c2a71",
  };
}

function settlingReceipt(language: Language): ReceiptDocument {
  return {
    ...receipt(language),
    number: "F-2026-0007/2",
    paidOn: "2026-04-02",
    amount: "1019000",
    withheldVat: "0",
    withholdingCertificate: null,
    method: "bank_transfer",
    balance: "0",
  };
}

// --- Tests ------------------------------------------------------------------------------------------------------

const sellerMentions = [
  "RCCM BF-OUA-01-2021-B12-01234",
  "IFU 00145678X",
  "Réel normal d'imposition (RNI)",
  "DME Centre",
  "Faso Futures SARL",
];

describe("renderInvoicePdf", () => {
  it("draws a one-page A4 PDF with its title, author and language", async () => {
    const { pdf, pages } = await readPdf("invoice-fr", renderInvoicePdf(invoice("fr")));
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(raw).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain("(Facture F-2026-0007)");
    expect(raw).toMatch(/\/Author \d+ 0 R/);
    expect(raw).toContain("(Faso Futures)");
    expect(raw).toContain("/Lang (fr-FR)");
    expect(pages).toHaveLength(1);
  });

  it("prints every mention of a French invoice with two VAT rates and an exempt line", async () => {
    const { text } = await readPdf("invoice-fr", renderInvoicePdf(invoice("fr")));
    expectMentions(text, [
      "FACTURE",
      "N° F-2026-0007",
      "10/03/2026",
      "09/04/2026",
      "BC-2026-042",
      ...sellerMentions,
      "Facturé à".toUpperCase(),
      "IFU : 00001234A",
      "Objet : Atelier prospective, 12–14 mars",
      "18 %",
      "10 %",
      "Exonéré",
      "243 000 F CFA",
      "45 000 F CFA",
      "Total HT",
      "1 875 000 F CFA",
      "288 000 F CFA",
      "Total TTC",
      "2 163 000 F CFA",
      "Arrêtée la présente facture à la somme de : deux millions cent soixante-trois mille francs CFA.",
      "Coris Bank International",
      "BF42 BF01 2345 6789 0123 4567 890",
      "Orange Money : +226 70 00 00 01",
      "Wave : +226 60 00 00 02",
      "Merci d'indiquer le numéro de facture (F-2026-0007)",
      "Atelier tenu à Koudougou.",
      "Vérifiez ce document : https://fasofutures.bf/factures/verifier/3f9c2a71",
      "Merci de votre confiance.",
    ]);
    // No Moov Money number is filled in; the amounts keep their no-break spaces (the font has the glyph).
    expectAbsent(text, ["Moov Money", "Page 1/"]);
    expect(text.split("\n")).toContain(`2${NBSP}163${NBSP}000${NBSP}F${NBSP}CFA`);
    expect(text).not.toContain("\ufffd");
  });

  it("prints the same mentions in English, with the amount in French words", async () => {
    const { text, pdf } = await readPdf("invoice-en", renderInvoicePdf(invoice("en")));
    expect(pdf.toString("latin1")).toContain("/Lang (en-US)");
    expectMentions(text, [
      "INVOICE",
      "No. F-2026-0007",
      "Mar 10, 2026",
      "Apr 09, 2026",
      ...sellerMentions,
      "BILL TO",
      "IFU (tax no.): 00001234A",
      "18%",
      "10%",
      "Exempt",
      "Total excl. VAT",
      "Total incl. VAT",
      "2 163 000 F CFA",
      "Amount in words (French):",
      "Arrêtée la présente facture à la somme de : deux millions cent soixante-trois mille francs CFA.",
      "Payment details",
      "Orange Money: +226 70 00 00 01",
      "Please quote the invoice number (F-2026-0007)",
      "Verify this document: https://fasofutures.bf/factures/verifier/3f9c2a71",
    ]);
  });

  it.each(["fr", "en"] as const)("prints a credit note with the invoice it corrects (%s)", async (lang) => {
    const { text } = await readPdf(`credit-note-${lang}`, renderInvoicePdf(creditNote(lang)));
    expectMentions(text, [
      lang === "fr" ? "FACTURE D'AVOIR" : "CREDIT NOTE",
      "AV-2026-0001",
      lang === "fr"
        ? "Avoir sur la facture F-2026-0007 du 10/03/2026"
        : "Credit note for invoice F-2026-0007 of Mar 10, 2026",
      "531 000 F CFA",
      "Arrêté le présent avoir à la somme de : cinq cent trente et un mille francs CFA.",
      ...sellerMentions,
    ]);
    // Nothing to pay on a credit note.
    expectAbsent(text, ["Coris Bank International", lang === "fr" ? "Échéance" : "Due date"]);
  });

  it.each(["fr", "en"] as const)("prints an exempt client's exemption and its reference (%s)", async (lang) => {
    const { text } = await readPdf(`exempt-${lang}`, renderInvoicePdf(exemptInvoice(lang)));
    expectMentions(text, [
      lang === "fr"
        ? "Exonéré de TVA — Accord de siège n° 2004-017"
        : "Exempt from VAT (exonéré de TVA) — Accord de siège n° 2004-017",
      "1 200 000 F CFA",
      "un million deux cent mille francs CFA",
    ]);
  });

  it.each(["fr", "en"] as const)(
    "prints a USD invoice in dollars, its words in dollars and cents (%s)",
    async (lang) => {
      const { text } = await readPdf(`usd-${lang}`, renderInvoicePdf(usdInvoice(lang)));
      expectMentions(text, [
        "$1,800.00",
        "$341.19",
        "$2,236.69",
        lang === "fr" ? "1,5" : "1.5",
        "deux mille deux cent trente-six dollars US et soixante-neuf cents",
      ]);
    },
  );

  it("runs a long table onto more pages, numbered, with its header repeated and no line lost", async () => {
    const { pages, text } = await readPdf("long-fr", renderInvoicePdf(longInvoice("fr")));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expectMentions(page, [`Page ${i + 1}/${pages.length}`, "RCCM BF-OUA-01-2021-B12-01234"]);
    });
    expectMentions(pages[1] ?? "", ["Facture F-2026-0010 (suite)", "Prix unitaire HT"]);
    for (let n = 1; n <= 45; n++) expectMentions(text, [`Séance de travail n° ${n} avec`]);
    expectMentions(text, ["Total TTC", "2 655 000 F CFA"]);
    expectMentions(pages.at(-1)!, ["Vérifiez ce document"]);
  });
});

describe("renderReceiptPdf", () => {
  it("prints a partial payment with the VAT withheld at source and the balance due (fr)", async () => {
    const { text } = await readPdf("receipt-fr", renderReceiptPdf(receipt("fr")));
    expectMentions(text, [
      "REÇU",
      "N° F-2026-0007/1",
      "Reçu de Ministère de l'Économie la somme de 1 000 000 F CFA.",
      "Soit la somme de : un million de francs CFA.",
      "F-2026-0007 du 10/03/2026, total TTC 2 163 000 F CFA",
      "25/03/2026",
      "Orange Money",
      "MP260325.1534.A12345",
      "TVA retenue à la source",
      "144 000 F CFA (attestation n° ATT-2026-0042)",
      "Solde restant dû",
      "1 019 000 F CFA",
      "Modalités de paiement",
      "IFU : 00001234A",
      ...sellerMentions,
      "Vérifiez ce document",
    ]);
    expectAbsent(text, ["Facture soldée"]);
  });

  it("prints the payment that settles the invoice, without payment details (en)", async () => {
    const { text } = await readPdf("receipt-en", renderReceiptPdf(settlingReceipt("en")));
    expectMentions(text, [
      "RECEIPT",
      "No. F-2026-0007/2",
      "Received from Ministère de l'Économie the sum of 1 019 000 F CFA.",
      "Amount in words (French):",
      "Soit la somme de : un million dix-neuf mille francs CFA.",
      "Bank transfer",
      "Invoice paid in full",
      ...sellerMentions,
    ]);
    expectAbsent(text, ["VAT withheld at source", "Payment details"]);
  });
});
