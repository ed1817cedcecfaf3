import { afterAll, beforeAll, inject } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const baseUrl = () => inject("baseUrl");
export const dataDir = () => inject("dataDir");

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** One Chromium per test file; each test gets a fresh context (cookies) through newPage(). */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    async newPage(viewport = DESKTOP, options: { locale?: string } = {}): Promise<Page> {
      const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: options.locale ?? "fr-FR" });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * Signs an account in through the sign-in form's action (Better Auth's HTTP endpoints are not mounted);
 * the session cookie lands in the page's context. Each call comes from its own made-up client address,
 * as separate visitors would, so the per-IP sign-in limit never trips across the suite.
 */
export async function signIn(page: Page, email: string, password = "demo-password") {
  const response = await page.request.post("/auth", {
    form: { intent: "sign-in", email, password },
    headers: { "X-Forwarded-For": `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
  });
  const cookies = await page.context().cookies();
  if (!response.ok() || !cookies.some((cookie) => cookie.name.endsWith("better-auth.session_token"))) {
    throw new Error(`sign-in failed for ${email}: ${response.status()} ${response.url()}`);
  }
}

function randomOctet(): number {
  return Math.floor(Math.random() * 254) + 1;
}
