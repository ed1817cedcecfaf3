import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "~/locales/runtime/react";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import enhanceScriptUrl from "~/enhance/enhance.ts?worker&url";
import { deferHydration, hydratesOnIntent } from "~/server/front/deferred-hydration.server";
import { serverI18n } from "~/server/i18n.server";
import {
  cspNonce as cspNonceOf,
  pageLanguage,
  wholeDocument as wholeDocumentOf,
} from "~/server/front/request-context.server";

export { handleRouteError as handleError } from "~/server/front/storage-errors.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const cspNonce = loadContext.get(cspNonceOf);
  const wholeDocument = loadContext.get(wholeDocumentOf);
  const i18n = serverI18n(loadContext.get(pageLanguage));
  // A page hydrated on intent is rewritten whole before it leaves (app/server/front/deferred-hydration.server.ts).
  const onIntent = hydratesOnIntent(routerContext);
  // Crawlers and no-JS visitors get the whole document at once, and so does the page cache; browsers get it streamed.
  const readyEvent =
    onIntent || wholeDocument || isbot(request.headers.get("user-agent")) || routerContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
      </I18nProvider>,
      {
        nonce: cspNonce,
        // React 19 streams a large ready Suspense boundary (the root's, around every page) after the shell,
        // hidden until an inline script reveals it: without JavaScript the page would stay a spinner.
        // Never split a boundary for size, so the HTML holds the page's text in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const stream = createReadableStreamFromReadable(body);
          const init = { headers: responseHeaders, status: responseStatusCode };
          resolve(
            onIntent
              ? new Response(stream).text().then((html) => new Response(deferHydration(html, enhanceScriptUrl), init))
              : new Response(stream, init),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
