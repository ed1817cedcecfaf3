/**
 * A registrant's email that confirms a seat carries the ticket: its link in the text, in the registrant's
 * language, and its QR code as a PNG attachment (base64 in the outbox's JSON), beside the .ics. The waitlist and
 * cancellation emails carry neither.
 */
import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Language } from "~/lib/i18n";
import { registrationOfTicket, ticketUrl } from "./links.server";
import { registrationMail, type MailWorkshop, type RegistrationMailKind } from "./mail.server";

const workshop: MailWorkshop = {
  id: "6b1f0a52-3c0e-4f2a-8d4e-1a2b3c4d5e6f",
  title: { fr: "Cartographier les systèmes", en: "Mapping systems" },
  description: { fr: "Acteurs, flux, boucles.", en: "Actors, flows, loops." },
  status: "published",
  date: "2031-03-14",
  startTime: "09:00",
  endTime: "13:00",
  timeZone: "Africa/Ouagadougou",
  location: "Ouagadougou",
  locationEn: null,
  online: false,
  meetingUrl: null,
  price: "25000",
  facilitatorName: "Fatou Sow",
};

const registration = (language: Language) => ({
  id: "0d4c9a3e-7b21-4f5e-9c8a-2e3f4a5b6c7d",
  name: "Awa Ouédraogo",
  language,
});

const mailOf = (kind: RegistrationMailKind, language: Language = "fr") =>
  registrationMail(kind, registration(language), workshop, { currency: "XOF", position: 2, siteName: "Faso Futures" });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG attachment, decoded from the base64 the outbox stores. */
function ticketPng(mail: ReturnType<typeof mailOf>) {
  const png = mail.attachments?.filter((attachment) => attachment.contentType === "image/png") ?? [];
  expect(png).toHaveLength(1);
  expect(png[0]!.encoding).toBe("base64");
  return { filename: png[0]!.filename, bytes: Buffer.from(png[0]!.content, "base64") };
}

/** Whether a PNG shows, pixel for pixel, the QR code the qrcode library draws of `url` (8 px modules, 4 of margin). */
async function samePixels(png: Buffer, url: string): Promise<boolean> {
  const reference = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", scale: 8, margin: 4 });
  const grey = (image: Buffer) => sharp(image).greyscale().raw().toBuffer();
  const [ours, theirs] = await Promise.all([grey(png), grey(reference)]);
  return ours.equals(theirs);
}

describe("the ticket in a registrant's email", () => {
  it.each<RegistrationMailKind>(["confirmed", "promoted", "alreadyConfirmed", "reminder"])(
    "%s: the ticket's link in the text and its QR code attached as a PNG, beside the .ics",
    async (kind) => {
      const url = ticketUrl(registration("fr").id, "fr");
      const mail = mailOf(kind);
      expect(mail.text).toContain(
        `Votre billet\u00a0: présentez ce code QR (en pièce jointe) ou ouvrez ce lien à l'entrée\u00a0: ${url}\n`,
      );
      const link = new URL(/https?:\/\/\S+\/tickets\/\S+/.exec(mail.text)![0]);
      expect(link.pathname).toMatch(/^\/tickets\//);
      expect(registrationOfTicket(link.pathname.slice("/tickets/".length))).toBe(registration("fr").id);

      const { filename, bytes } = ticketPng(mail);
      expect(filename).toBe("billet.png");
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(await samePixels(bytes, url)).toBe(true);
      // 8 px modules and a 4-module quiet zone on each side (the width is in the IHDR chunk).
      const modules = QRCode.create(url, { errorCorrectionLevel: "M" }).modules.size;
      expect(bytes.readUInt32BE(16)).toBe((modules + 8) * 8);

      const ics = mail.attachments!.find((attachment) => attachment.contentType?.startsWith("text/calendar"));
      expect(ics?.filename).toBe("atelier.ics");
      expect(ics?.content).toContain("BEGIN:VEVENT");
    },
  );

  it("links an English registrant's ticket under /en, with the English line and file name", async () => {
    const url = ticketUrl(registration("en").id, "en");
    expect(new URL(url).pathname).toMatch(/^\/en\/tickets\/[0-9a-f-]+\.[\w-]+$/);
    const mail = mailOf("confirmed", "en");
    expect(mail.text).toContain(`Your ticket: show this QR code (attached) or open this link at the door: ${url}\n`);
    const { filename, bytes } = ticketPng(mail);
    expect(filename).toBe("ticket.png");
    expect(await samePixels(bytes, url)).toBe(true);
  });

  it.each<RegistrationMailKind>(["waitlisted", "alreadyWaitlisted", "cancelled", "workshopCancelled"])(
    "%s: no ticket, neither in the text nor attached",
    async (kind) => {
      for (const language of ["fr", "en"] as const) {
        const mail = mailOf(kind, language);
        expect(mail.text).not.toContain("/tickets/");
        expect(mail.text).not.toMatch(/billet|ticket/i);
        expect(mail.attachments?.some((attachment) => attachment.contentType === "image/png") ?? false).toBe(false);
      }
    },
  );
});

describe("an online workshop's meeting link", () => {
  const online = { ...workshop, online: true, meetingUrl: "https://meet.example.org/abc-defg-hij" };
  const mailWith = (kind: RegistrationMailKind, language: Language = "fr") =>
    registrationMail(kind, registration(language), online, { currency: "XOF", position: 2, siteName: "Faso Futures" });

  it.each<RegistrationMailKind>(["confirmed", "promoted", "alreadyConfirmed", "reminder"])(
    "%s: the link in the text, in the person's language, never in the calendar file",
    async (kind) => {
      const mail = mailWith(kind);
      expect(mail.text).toContain("Pour rejoindre l'atelier en ligne\u00a0: https://meet.example.org/abc-defg-hij\n");
      expect(mailWith(kind, "en").text).toContain(
        "To join the workshop online: https://meet.example.org/abc-defg-hij\n",
      );
      const ics = mail.attachments!.find((attachment) => attachment.contentType?.startsWith("text/calendar"));
      expect(ics?.content).not.toContain("meet.example.org");
    },
  );

  it.each<RegistrationMailKind>(["waitlisted", "alreadyWaitlisted", "cancelled", "workshopCancelled"])(
    "%s: no link",
    async (kind) => {
      expect(mailWith(kind).text).not.toContain("meet.example.org");
    },
  );
});
