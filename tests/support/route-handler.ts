import { createRequestHandler, type ServerBuild } from "react-router";
import { resolveLanguage } from "~/lib/i18n";
import { requestContext } from "~/server/front/request-context.server";
import { answerStorageFailures, handleRouteError } from "~/server/front/storage-errors.server";

/**
 * Runs one real route module through React Router's own request handler, as the server does: a page
 * POST (the document request a browser without JavaScript sends) or a `.data` request (the router's
 * fetch), with the headers React Router keeps or drops on the way. The document is not rendered: the
 * answer has the status and headers the page would have, and an empty body.
 */
type RouteModule = Record<string, unknown>;

const routeInfo = {
  hasAction: true,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
};

/**
 * A server build of the root and one route module at `path`, as React Router's compiler would make it: the root
 * with the site's own middleware and error handler (app/root.tsx, app/entry.server.tsx), not its document.
 */
export function routeBuild(module: RouteModule, path: string): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => new Response(null, { status, headers }),
        handleError: handleRouteError,
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null, middleware: answerStorageFailures } },
      page: { id: "page", parentId: "root", path, module },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: { ...routeInfo, id: "root", path: "", module: "/root.js" },
        page: { ...routeInfo, id: "page", parentId: "root", path, module: "/page.js" },
      },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export function routeHandler(module: RouteModule, path: string): (request: Request) => Promise<Response> {
  const handler = createRequestHandler(routeBuild(module, path), "production");
  return (request) => handler(request, requestContext({ lang: resolveLanguage(request), cspNonce: "" }));
}

/** The URL of the router's `.data` request for a page (`/contact` → `/contact.data`), as the browser's router fetches it. */
export function dataUrl(url: string): string {
  const { pathname, search } = new URL(url);
  return new URL(`${pathname}.data${search}`, url).href;
}
