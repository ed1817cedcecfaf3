/**
 * The certificate of attendance is one A4 landscape page that says, in the holder's language, who attended
 * which workshop, when, for how long and with whom, with its code and verification link. The text is read back
 * from the PDF itself (tests/support/pdf-text.ts). PDF_SAMPLES_DIR=/some/dir keeps the files, to look at them.
 */
import { describe, expect, it } from "vitest";
import { expectAbsent, expectMentions, pdfInfo, readPdf } from "../../../tests/support/pdf-text";
import { renderCertificatePdf, type CertificateDocument } from "./certificate-pdf.server";

const NBSP = "\u00a0";
const LANDSCAPE_A4 = "/MediaBox [0 0 841.89 595.28]";

function certificate(language: CertificateDocument["language"]): CertificateDocument {
  return {
    language,
    code: "K7Q2-M9XD-4TPA",
    verifyUrl: `https://fasofutures.bf${language === "en" ? "/en" : ""}/attestations/K7Q2-M9XD-4TPA`,
    participantName: "Aminata Ouédraogo",
    workshopTitle: "Conduire le changement dans une organisation publique",
    date: "2026-11-27",
    startTime: "09:00:00",
    endTime: "12:30:00",
    hours: 3.5,
    facilitatorName: "Issa Sawadogo",
    agencyName: "Faso Futures",
    issuedOn: "2026-11-28",
  };
}

const expected = {
  fr: {
    lines: [
      "FASO FUTURES",
      "Attestation de participation",
      "Nous attestons que",
      "a participé à l'atelier",
      "Animé par Issa Sawadogo",
      "Délivrée à Ouagadougou le samedi 28 novembre 2026",
    ],
    date: "vendredi 27 novembre 2026",
    time: `9${NBSP}h${NBSP}00 – 12${NBSP}h${NBSP}30`,
    hours: `3,5${NBSP}heures`,
    verify: "Vérifiez cette attestation : https://fasofutures.bf/attestations/K7Q2-M9XD-4TPA",
    code: "Code : K7Q2-M9XD-4TPA",
    facilitatedBy: "Animé par",
    oneHour: `1${NBSP}heure`,
  },
  en: {
    lines: [
      "FASO FUTURES",
      "Certificate of attendance",
      "This certifies that",
      "attended the workshop",
      "Facilitated by Issa Sawadogo",
      "Issued in Ouagadougou on Saturday, November 28, 2026",
    ],
    date: "Friday, November 27, 2026",
    time: `9:00${NBSP}AM – 12:30${NBSP}PM`,
    hours: `3.5${NBSP}hours`,
    verify: "Verify this certificate: https://fasofutures.bf/en/attestations/K7Q2-M9XD-4TPA",
    code: "Code: K7Q2-M9XD-4TPA",
    facilitatedBy: "Facilitated by",
    oneHour: `1${NBSP}hour`,
  },
} as const;

describe("renderCertificatePdf", () => {
  it.each(["fr", "en"] as const)("prints every detail of the attendance on one landscape page (%s)", async (lang) => {
    const { pdf, pages, text } = await readPdf(`certificate-${lang}`, renderCertificatePdf(certificate(lang)));
    const raw = pdf.toString("latin1");
    expect(raw).toContain(LANDSCAPE_A4);
    expect(raw).toContain(`/Lang (${lang === "fr" ? "fr-FR" : "en-US"})`);
    expect(pages).toHaveLength(1);
    const words = expected[lang];
    expectMentions(text, [
      ...words.lines,
      "Aminata Ouédraogo",
      "Conduire le changement dans une organisation publique",
      words.verify,
      words.code,
    ]);
    // Date, hours and length on one line, with the no-break spaces of the site's formats.
    expect(text.split("\n")).toContain(`${words.date} · ${words.time} · ${words.hours}`);
    expect(text).not.toContain("\ufffd");
  });

  it.each(["fr", "en"] as const)("names the certificate and its holder in the metadata (%s)", async (lang) => {
    const pdf = await renderCertificatePdf(certificate(lang));
    const title = lang === "fr" ? "Attestation de participation" : "Certificate of attendance";
    expect(pdfInfo(pdf, "Title")).toBe(`${title} – Aminata Ouédraogo`);
    expect(pdfInfo(pdf, "Author")).toBe("Faso Futures");
  });

  it.each(["fr", "en"] as const)(
    "keeps a very long name and title on the page, every word of them (%s)",
    async (lang) => {
      const participantName =
        "Marie-Françoise Wendkouni Pegdwendé Ouédraogo-Compaoré épouse Kaboré de Tenkodogo-Koupéla et Zorgho";
      const workshopTitle =
        "Gouvernance territoriale, finances locales et participation citoyenne : concevoir, piloter et évaluer " +
        "un plan communal de développement avec les conseils villageois et les organisations de la société civile";
      const { pages, text } = await readPdf(
        `certificate-long-${lang}`,
        renderCertificatePdf({ ...certificate(lang), participantName, workshopTitle }),
      );
      expect(pages).toHaveLength(1);
      expectMentions(text, [...participantName.split(" "), ...workshopTitle.split(" "), expected[lang].code]);
      // Shrunk rather than spread: the name takes two lines at most, the title three.
      const lines = text.split("\n");
      expect(lines.filter((line) => participantName.includes(line.trim())).length).toBeLessThanOrEqual(2);
      expect(lines.filter((line) => workshopTitle.includes(line.trim())).length).toBeLessThanOrEqual(3);
    },
  );

  it.each(["fr", "en"] as const)("leaves out what is not known: facilitator, times, length (%s)", async (lang) => {
    const { pages, text } = await readPdf(
      `certificate-bare-${lang}`,
      renderCertificatePdf({
        ...certificate(lang),
        facilitatorName: null,
        startTime: null,
        endTime: null,
        hours: null,
      }),
    );
    expect(pages).toHaveLength(1);
    expectAbsent(text, [expected[lang].facilitatedBy, "Issa Sawadogo", expected[lang].time, expected[lang].hours]);
    expect(text.split("\n")).toContain(expected[lang].date);
  });

  it.each(["fr", "en"] as const)("says one hour in the singular (%s)", async (lang) => {
    const { text } = await readPdf(
      `certificate-hour-${lang}`,
      renderCertificatePdf({ ...certificate(lang), endTime: "10:00:00", hours: 1 }),
    );
    expect(text.split("\n").some((line) => line.endsWith(` · ${expected[lang].oneHour}`))).toBe(true);
  });
});
