/**
 * The account emails go out through the outbox and the one mailer over a real SMTP conversation: an
 * smtp-server peer receives them, and we read what arrived (envelope, headers, text and HTML parts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SMTPServer } from "smtp-server";
import { parseEml } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { composeAccountMail, sendAccountMail } from "../accounts/auth-mail.server";
import { deliverQueuedMail } from "./mail.server";
import { runPass } from "./queue.server";

const port = vi.hoisted(() => {
  const chosen = 20_000 + (process.pid % 20_000);
  process.env.BASE_URL = "https://fasofutures.example";
  return chosen;
});
setUpTestDatabase();
// After the set-up, which clears it for the tests that read mail files.
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
/** What the worker does once woken: over SMTP, a request only queues. */
const deliverQueued = () => runPass({ mail: deliverQueuedMail });

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];

const server = new SMTPServer({
  authOptional: true,
  // A plain local conversation: no TLS certificate to trust in a test.
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("account emails over SMTP", () => {
  it("delivers a French confirmation email with a text and an HTML part", async () => {
    await sendAccountMail(
      { kind: "verify", url: "https://fasofutures.example/auth/verify-email?token=abc.def.ghi" },
      { email: "issa@example.org", firstName: "Issa", preferredLanguage: "fr" },
    );
    expect(received).toHaveLength(0);
    expect(await deliverQueued()).toBe(1);
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual(["issa@example.org"]);
    expect(message.from).toBe("no-reply@fasofutures.example");
    const mail = parseEml("smtp", message.raw);
    expect(mail.subject).toBe("Faso Futures Studio\u00a0: confirmez votre adresse e-mail");
    expect(mail.text).toContain("Bonjour Issa,");
    expect(mail.text).toContain("https://fasofutures.example/auth/verify-email?token=abc.def.ghi");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('href="https://fasofutures.example/auth/verify-email?token=abc.def.ghi"');
    expect(mail.html).toContain("Confirmer mon adresse");
  });

  it("delivers the sign-in code in English to an English-speaking account", async () => {
    await sendAccountMail({ kind: "code", code: "482913" }, { email: "grace@example.org", preferredLanguage: "en" });
    await deliverQueued();
    const mail = parseEml("smtp", received.at(-1)!.raw);
    expect(mail.subject).toBe("Faso Futures Studio: your sign-in code 482913");
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain("482913");
    expect(mail.text).toContain("valid for 5 minutes");
  });
});

describe("composeAccountMail", () => {
  it("escapes what it puts in the HTML part", () => {
    const mail = composeAccountMail(
      { kind: "reset", url: 'https://x.example/?a=1&b="2"' },
      { email: "a@example.org", firstName: "<b>Eve</b>", preferredLanguage: "en" },
      "Faso Futures Studio",
    );
    expect(mail.html).toContain("Hello &lt;b&gt;Eve&lt;/b&gt;,");
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain("Hello <b>Eve</b>,");
  });

  it("falls back to French for an unknown language", () => {
    expect(
      composeAccountMail(
        { kind: "existing", url: "https://x.example/auth" },
        { email: "a@example.org", preferredLanguage: "de" },
        "Faso Futures Studio",
      ).subject,
    ).toContain("vous avez déjà un compte");
  });
});
