import { afterAll, beforeAll, expect, inject } from "vitest";
import { deferredAppScriptId, startAppEvent } from "../../app/enhance/protocol";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from "playwright-core";

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

/**
 * How long a wait that depends on the machine's speed may take: the suite shares a small machine with
 * other work, where hydrating a page or answering a form can take several seconds.
 */
export const SLOW_MACHINE_MS = 20_000;

let visitorCount = 0;

/** An address no other page of the run has: this process's id and a counter, in the private IPv6 range. */
export function newVisitorAddress(): string {
  visitorCount++;
  return `fd00::${(process.pid >>> 16).toString(16)}:${(process.pid & 0xffff).toString(16)}:${visitorCount.toString(16)}`;
}

/**
 * One Chromium per test file; each test gets a fresh context (cookies) through newPage(). `site` is the
 * origin pages open relative to (the shared server's by default); `args` are extra Chromium switches.
 */
export function useBrowser({ site = baseUrl, args = [] }: { site?: () => string; args?: string[] } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...chromiumArgs, ...args],
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    /**
     * A page of its own visitor: a fresh context, the browser's language set to `lang` (and the site's
     * language cookie for English), and a client address of its own, so the per-address limits of the
     * public forms never count one test's requests against another's.
     */
    async newPage(viewport = DESKTOP, { lang = "fr" }: { lang?: "fr" | "en" } = {}): Promise<Page> {
      const context = await browser.newContext({
        viewport,
        baseURL: site(),
        locale: lang === "en" ? "en-US" : "fr-FR",
        // The proxy test's site has a throw-away certificate.
        ignoreHTTPSErrors: true,
      });
      contexts.push(context);
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": newVisitorAddress() });
      if (lang === "en") await context.addCookies([{ name: "lang", value: "en", url: site() }]);
      return context.newPage();
    },
  };
}

/** What settled() reads of React Router's data router, which the framework's HydratedRouter puts on window. */
interface WindowWithRouter {
  __reactRouterDataRouter?: { state: { location: { key: string }; navigation: { state: string } } };
}

/**
 * Waits until React runs the page, no navigation is under way, and the screen shows the router's current
 * history entry (app/root.tsx marks <html> with the entry it rendered). Before that, typing or clicking may
 * land on server HTML that hydration is about to replace, or on the previous page of a client-side
 * navigation (its URL changes before its page is on screen).
 */
export async function settled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      ([deferredId, startEvent]) => {
        const router = (window as WindowWithRouter).__reactRouterDataRouter;
        // A page hydrated on intent (decision 0012) is asked for its app, as a visitor turning to a form does,
        // once its enhancement script listens; asking again is harmless.
        if (!router && document.getElementById(deferredId) && "enhanced" in document.documentElement.dataset) {
          document.dispatchEvent(new Event(startEvent));
        }
        if (!router || router.state.navigation.state !== "idle") return false;
        return document.documentElement.dataset.locationKey === router.state.location.key;
      },
      [deferredAppScriptId, startAppEvent],
      { timeout: SLOW_MACHINE_MS },
    );
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const router = (window as WindowWithRouter).__reactRouterDataRouter;
        const shown = document.documentElement.dataset.locationKey;
        return router
          ? `navigation ${router.state.navigation.state}, entry ${router.state.location.key}, shown ${shown}`
          : "not hydrated";
      })
      .catch(() => "(unreadable)");
    throw new Error(`${(error as Error).message}\nURL: ${page.url()}\nRouter: ${state}`, { cause: error });
  }
}

/** Opens a page and waits until it has settled; for pages used with JavaScript. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await settled(page);
  return response;
}

/**
 * Clicks a link or a form's button and waits for the navigation it starts (a form submission is one
 * too) to end on a settled page, at `url` when given. Not for a fetcher's form, which does not navigate:
 * poll for its answer instead.
 */
export async function clickAndWaitForNavigation(target: Locator, url?: string | RegExp): Promise<void> {
  const page = target.page();
  await settled(page);
  // Forgotten here, the mark comes back only once the page the click leads to is on screen.
  await page.evaluate(() => delete document.documentElement.dataset.locationKey);
  await target.click();
  await settled(page);
  if (url) await page.waitForURL(url, { timeout: SLOW_MACHINE_MS });
}

/** Waits until something shows; if it never does, the error carries what the page showed instead. */
export async function shows(locator: Locator): Promise<void> {
  const page = locator.page();
  try {
    await locator.first().waitFor({ state: "visible", timeout: SLOW_MACHINE_MS });
  } catch (error) {
    const main = await page
      .locator("main")
      .innerText()
      .catch(() => "(no main)");
    throw new Error(`${(error as Error).message}\nURL: ${page.url()}\nPage:\n${main}`, { cause: error });
  }
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Signs an account in through the sign-in form's action (Better Auth's HTTP endpoints are not mounted);
 * the session cookie lands in the page's context. Each call comes from an address of its own, as separate
 * visitors would, so the per-address sign-in limit never trips across the suite.
 */
export async function signIn(page: Page, email: string, password = "demo-password") {
  const response = await page.request.post("/auth", {
    form: { intent: "sign-in", email, password },
    headers: { "X-Forwarded-For": newVisitorAddress() },
  });
  const cookies = await page.context().cookies();
  if (!response.ok() || !cookies.some((cookie) => cookie.name.endsWith("better-auth.session_token"))) {
    throw new Error(`sign-in failed for ${email}: ${response.status()} ${response.url()}`);
  }
}

/**
 * The button of a header menu (the phone menu, the account menu): a native disclosure's `<summary>`
 * (decision 0022), which has no ARIA role to find it by; `name` is part of its name ("Account menu", "Open menu").
 */
export function menuButton(page: Page, name: string | RegExp): Locator {
  return page.locator("details[data-menu] > summary").filter({ hasText: name });
}
