import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { hydrationOnIntent } from "~/enhance/protocol";
import { deferHydration, hydratesOnIntent } from "./deferred-hydration.server";

/** The end of a page as React Router's <Scripts> renders it (nonce, preloads, context, module script, data). */
const page = [
  '<html lang="fr"><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/chunk-B.js"/></head><body><main>Texte</main>',
  '<script nonce="N0nce==">window.__reactRouterContext = {};</script>',
  '<script nonce="N0nce==" type="module" async="">import * as route0 from "/assets/root-C.js";',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="N0nce==">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(page, "/assets/enhance-E.js");

  it("makes React Router's module script inert, listing the modules it preloaded", () => {
    expect(deferred).not.toContain('type="module"');
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain(
      '<script nonce="N0nce==" type="text/x-deferred-module" id="deferred-app" data-preload="/assets/entry.client-A.js /assets/chunk-B.js">import * as route0',
    );
  });

  it("keeps the scripts that carry the loader data, and adds the enhancement script before </body>", () => {
    expect(deferred).toContain('<script nonce="N0nce==">window.__reactRouterContext = {};</script>');
    expect(deferred).toContain("streamController.close();</script>");
    expect(
      deferred.endsWith('<script nonce="N0nce==" src="/assets/enhance-E.js" defer=""></script></body></html>'),
    ).toBe(true);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<html><body><p>Hors ligne</p></body></html>";
    expect(deferHydration(plain, "/assets/enhance-E.js")).toBe(plain);
  });
});

function context({
  handles = [hydrationOnIntent],
  root = { user: null, flash: null } as Record<string, unknown> | undefined,
  errors = null as Record<string, unknown> | null,
} = {}): EntryContext {
  const ids = ["root", ...handles.map((_, index) => `page-${index}`)];
  return {
    isSpaMode: false,
    staticHandlerContext: {
      matches: ids.map((id) => ({ route: { id } })),
      loaderData: { root },
      errors,
    },
    routeModules: Object.fromEntries(handles.map((handle, index) => [`page-${index}`, { handle }])),
  } as unknown as EntryContext;
}

describe("hydratesOnIntent", () => {
  it("is for an anonymous visitor, without a flash message, on a page that asks for it", () => {
    expect(hydratesOnIntent(context())).toBe(true);
  });

  it("is not for a signed-in visitor, a flash message, an error, or a page that does not ask", () => {
    expect(hydratesOnIntent(context({ root: { user: { email: "a@example.org" }, flash: null } }))).toBe(false);
    expect(hydratesOnIntent(context({ root: { user: null, flash: { title: "Sent" } } }))).toBe(false);
    expect(hydratesOnIntent(context({ errors: { root: new Error("down") } }))).toBe(false);
    expect(hydratesOnIntent(context({ handles: [{ hydration: "at-once" } as never] }))).toBe(false);
    expect(hydratesOnIntent(context({ handles: [hydrationOnIntent, undefined as never] }))).toBe(false);
    expect(hydratesOnIntent(context({ root: null as never }))).toBe(false);
  });
});
