/**
 * The outbox across a crash, on the real server.ts and the production build: a contact message is stored
 * with its two emails, the worker starts sending them to an SMTP server that never answers, and the process
 * is killed (SIGKILL) before they go. The next start sends each of them once.
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { outbox } from "../../app/server/db/schema";
import { exitCode, freePort, startServer, tempDataDir } from "../support/server-process";

const SLOW_MACHINE_MS = 60_000;
const dataDir = tempDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SLOW_MACHINE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a server killed between the commit and the send", () => {
  it("sends the queued emails once after the next start", async () => {
    let answering = false;
    let connections = 0;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect(_session: SMTPServerSession, callback: (error?: Error) => void) {
        connections += 1;
        // Until the crash, the greeting never comes: the message is claimed and on its way, not sent.
        if (answering) callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    const smtpPort = await freePort();
    // The killed server's connection is reset mid-conversation: smtp-server re-emits that as an error, expected here.
    smtp.on("error", () => {});
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: "info" };
    try {
      const first = await startServer(env);
      const answer = await fetch(`${first.baseUrl}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: first.baseUrl,
          "X-Forwarded-For": "198.51.100.7",
        },
        body: new URLSearchParams({
          name: "Awa Ouédraogo",
          email: "awa@example.org",
          subject: "Un atelier pour notre équipe",
          message: "Bonjour, nous aimerions organiser un atelier.",
          website_url: "",
        }),
        redirect: "manual",
      });
      expect(answer.status).toBeLessThan(400);
      await until(() => connections > 0, "the worker to start sending");
      first.process.kill("SIGKILL");
      expect(await exitCode(first.process)).toBeNull();
      expect(received).toEqual([]);

      answering = true;
      const second = await startServer(env);
      await until(() => received.length >= 2, "the two emails after the restart");
      expect(await second.stop("SIGTERM")).toBe(0);

      expect(received.sort()).toEqual(["awa@example.org", "bonjour@fasofutures.bf"].sort());
      const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
      try {
        const rows = await database.db.select().from(outbox);
        expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
        // The attempt cut off by the crash, then the one that went through.
        expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
      } finally {
        await database.close();
      }
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 240_000);
});
