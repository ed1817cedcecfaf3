/**
 * The site as it is deployed: behind nginx terminating TLS on 127.0.0.1 (tests/support/reverse-proxy.ts),
 * with BASE_URL=https://site.test:<port> and TRUST_PROXY=1. Chromium posts the main forms through it
 * (sign-in, contact, workshop registration, the cancellation link, /join-facilitator), each of which
 * React Router refused with a 400 when the site built http:// request URLs behind the proxy; then
 * sign-ins with forged X-Forwarded-For entries, which must all count against the one real address.
 *
 * Its own server and data directory (with the one-seat workshop of the registration test), as nginx's
 * BASE_URL must be known when the server starts.
 */
import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMails } from "../support/mailbox";
import { prepareOneSeatWorkshop } from "../support/one-seat-workshop";
import { startReverseProxy, type ReverseProxy } from "../support/reverse-proxy";
import { freePort, startServer, tempDataDir, type RunningServer } from "../support/server-process";
import { clickAndWaitForNavigation, DESKTOP, open, PHONE, shows, useBrowser } from "./browser";

const SITE = "site.test";
let server: RunningServer;
let proxy: ReverseProxy;
let workshopId: string;
const run = `${process.pid}-${Date.now()}`;

// Chromium resolves the site's name to the proxy, as DNS would.
const { newPage } = useBrowser({ site: () => proxy.origin, args: [`--host-resolver-rules=MAP ${SITE} 127.0.0.1`] });

beforeAll(async () => {
  const dataDir = tempDataDir("behind-proxy-e2e-");
  ({ workshopId } = prepareOneSeatWorkshop(dataDir));
  const proxyPort = await freePort();
  server = await startServer({ DATA_DIR: dataDir, BASE_URL: `https://${SITE}:${proxyPort}`, TRUST_PROXY: "1" });
  proxy = await startReverseProxy({ serverName: SITE, port: proxyPort, upstreamPort: server.port });
});

afterAll(async () => {
  await proxy?.stop();
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** A form POST through the proxy as curl would send it (no Origin, no Sec-Fetch-Site): its status. */
function postThroughProxy(pathname: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(form).toString();
  return new Promise<number>((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: proxy.port,
        servername: SITE,
        path: pathname,
        method: "POST",
        rejectUnauthorized: false, // the throw-away certificate
        headers: {
          Host: `${SITE}:${proxy.port}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("behind a TLS-terminating reverse proxy", () => {
  it("signs in with the form, on https with Secure cookies and HSTS", async () => {
    const page = await newPage(DESKTOP);
    const response = await open(page, "/auth");
    expect(response?.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
    await page.getByLabel("E-mail").fill("admin@example.org");
    await page.getByLabel("Mot de passe").fill("demo-password");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Se connecter" }), `${proxy.origin}/admin`);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    expect(session).toMatchObject({ name: "__Secure-better-auth.session_token", secure: true, httpOnly: true });
  });

  it("sends the contact form", async () => {
    const page = await newPage(PHONE, { lang: "en" });
    await open(page, "/en/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Awa Proxy");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`e2e-proxy-contact-${run}@example.org`);
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill(`Through the proxy ${run}`);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent through nginx over https.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await shows(page.getByRole("heading", { name: "Message Sent!" }));
  });

  it("registers for a workshop, then cancels with the emailed https link", async () => {
    const email = `e2e-proxy-registration-${run}@example.org`;
    const page = await newPage(PHONE);
    await open(page, `/calendar/${workshopId}#register`);
    await page.getByLabel(/Nom complet/).fill("Issa Proxy");
    await page.getByLabel(/^Email$/).fill(email);
    await clickAndWaitForNavigation(page.locator('#register button[type="submit"]'));
    expect(await page.locator('#register [role="status"]').textContent()).toContain("Inscription confirmée");

    const [confirmation] = await waitForMails(path.join(server.dataDir, "mail"), email);
    const link = new RegExp(`${proxy.origin}/registrations/[0-9a-f-]+/cancel\\?token=[\\w-]+`).exec(
      confirmation!.text,
    )?.[0];
    expect(link, "the email links to the public https origin").toBeDefined();
    await open(page, link!);
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Oui, annuler mon inscription" }));
    expect(await page.locator("h1").textContent()).toContain("Inscription annulée");
  });

  it("sends a facilitator application and shows the toast of its redirect", async () => {
    const page = await newPage(PHONE);
    await open(page, "/join-facilitator");
    await page.getByRole("textbox", { name: "Nom complet", exact: true }).fill("Salif Proxy");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`e2e-proxy-apply-${run}@example.org`);
    await page.getByRole("textbox", { name: "Domaine d'expertise", exact: true }).fill("Prospective");
    await page.getByRole("textbox", { name: "Années d'expérience", exact: true }).fill("4 ans");
    await page.getByRole("textbox", { name: "Présentation", exact: true }).fill("J'anime des ateliers de prospective.");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Envoyer ma candidature" }), `${proxy.origin}/`);
    await shows(page.getByText("Candidature envoyée avec succès !"));
  });

  it("refuses a post another site makes a browser send, through the proxy too", async () => {
    const form = { intent: "sign-in", email: "admin@example.org", password: "demo-password" };
    expect(await postThroughProxy("/auth", form, { Origin: "https://evil.example" })).toBe(403);
    expect(await postThroughProxy("/auth", form, { "Sec-Fetch-Site": "cross-site" })).toBe(403);
  });

  it("counts sign-ins with forged X-Forwarded-For entries against the one address nginx saw", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push(
        await postThroughProxy(
          "/auth",
          { intent: "sign-in", email: `nobody-${run}@example.org`, password: "wrong-password" },
          { "X-Forwarded-For": `198.18.${attempt}.${attempt + 1}` },
        ),
      );
    }
    // 5 wrong passwords per account and address: each forged entry would otherwise be a new address.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});
