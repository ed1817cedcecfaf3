import { isIP } from "node:net";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { resolveLanguage } from "~/lib/i18n";
import { config as readCachedConfig, type Config } from "../config.server";
import { getDatabase } from "../db/client.server";
import { serverT } from "../i18n.server";
import { hasSessionCookie } from "../accounts/session.server";
import { isPrivateArea, requestContext } from "./request-context.server";
import { retryAfterHeaders } from "./storage-errors.server";
import { refuseUnreadableUrls } from "./url-check.server";
import { isValidKey, storeFor } from "../uploads/storage.server";
import { logger } from "../logger.server";
import { newNonce } from "./page-cache/nonce";
import { createPageCache, type PageCacheVariables } from "./page-cache/page-cache.server";
import { compression } from "./compression.server";

export interface HttpAppOptions {
  /** The React Router server build; a function so dev mode can hand over a fresh one per request. */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  /** Where the built browser assets are (production only; Vite serves them in dev). */
  clientDir?: string;
  /** The configuration (tests pass their own); the environment's by default. */
  config?: Config;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The client's address: the socket's, or behind `hops` trusted proxies the X-Forwarded-For entry the
 * outermost of them wrote. Each proxy appends the address it was reached from, so that entry is `hops`
 * places from the end; whatever comes before it was sent by the client and proves nothing (a visitor who
 * sends `X-Forwarded-For: <random>` must not get a fresh rate-limit bucket). A request that passed fewer
 * proxies than configured has fewer entries: the first is then the furthest one known.
 */
export function clientAddressOf(forwardedFor: string | undefined, socket: string | undefined, hops: number) {
  if (hops === 0) return socket;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[Math.max(0, entries.length - hops)];
  return entry && isIP(entry) ? entry : socket;
}

/**
 * Settles the client's address once, for everything after it: X-Forwarded-For then holds exactly that
 * address, which the rate limits (rate-limit.server.ts `clientIp`) and Better Auth (`advanced.ipAddress`)
 * both read, so they always agree.
 */
export function clientAddress(hops: number): MiddlewareHandler {
  return async (c, next) => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      // app.request() in tests has no socket
    }
    const address = clientAddressOf(c.req.header("x-forwarded-for"), socket, hops);
    if (address) c.req.raw.headers.set("x-forwarded-for", address);
    else c.req.raw.headers.delete("x-forwarded-for");
    c.req.raw.headers.delete("x-real-ip");
    await next();
  };
}

/**
 * The URL the visitor asked for, behind a proxy: the scheme from X-Forwarded-Proto (its first entry, the
 * outermost proxy's), the host from Host. The proxy must set both; with no trusted proxy the URL is kept.
 */
export function forwardedUrl(url: string, forwardedProto: string | undefined): string {
  const result = new URL(url);
  const scheme = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (scheme === "http" || scheme === "https") result.protocol = scheme;
  return result.href;
}

/**
 * Behind a TLS-terminating proxy, Node sees plain http on a private port and builds http://<Host>/... as
 * the request's URL. React Router refuses an action whose Origin (https://site) differs from that URL's
 * origin, so every form post would answer 400; with trusted proxies the request gets the URL the visitor
 * used before anything reads it.
 */
export function publicRequestUrl(hops: number): MiddlewareHandler {
  return async (c, next) => {
    if (hops > 0) {
      const raw = c.req.raw;
      const url = forwardedUrl(raw.url, c.req.header("x-forwarded-proto"));
      if (url !== raw.url) {
        // Node's fetch needs `duplex` to pass a body stream on (the DOM types do not know the option yet).
        const init: RequestInit & { duplex: "half" } = {
          method: raw.method,
          headers: raw.headers,
          body: raw.body,
          signal: raw.signal,
          duplex: "half",
        };
        c.req.raw = new Request(url, init);
      }
    }
    await next();
  };
}

/**
 * Refuses a request target that carries a user name or password (`GET http://user:pass@host/`, which HTTP/1.1
 * allows in absolute form): the fetch `Request` that React Router makes of it would throw.
 */
export function credentialsRefused(): MiddlewareHandler {
  return async (c, next) => {
    // The request's URL is absolute, parsed and serialized (`scheme://authority/path…`): a user is named in the
    // authority, before an "@".
    const url = c.req.url;
    const start = url.indexOf("//") + 2;
    if (url.slice(start, url.indexOf("/", start)).includes("@")) {
      return c.text(serverT(resolveLanguage(c.req.raw))("common.error.badAddress"), 400);
    }
    await next();
  };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a state-changing request was sent by a page of this site. Browsers send Origin with every
 * POST, from a form or from fetch: it must be the public origin (BASE_URL) or the request's own. A
 * request without Origin (curl, an old browser's form) passes unless its Sec-Fetch-Site says that another
 * site, even a sibling subdomain, made the browser send it. SameSite=Lax keeps the session cookie out of
 * cross-site posts already; this also covers the forms that need no session (sign-in, contact, cancel...).
 */
export function isSameOriginWrite(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === publicOrigin || origin === new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** Refuses, in one place, every state-changing request another site made a browser send: 403 and why. */
export function sameOriginWrites(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !isSameOriginWrite(c.req.raw, publicOrigin)) {
      logger.warn(
        { path: c.req.path, origin: c.req.header("origin"), site: c.req.header("sec-fetch-site") },
        "cross-site write refused",
      );
      return c.text(serverT(resolveLanguage(c.req.raw))("common.forms.crossSite"), 403);
    }
    await next();
  };
}

async function databaseState(): Promise<"up" | "down"> {
  try {
    const ping = getDatabase().ping();
    await Promise.race([ping, new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000))]);
    return "up";
  } catch {
    return "down";
  }
}

/**
 * A `Link` header value that preloads the site's stylesheet (the root route's CSS). The document links it only
 * after the scripts' modulepreloads, and a browser on HTTP/1.1 (six connections per host) then asks for it
 * behind them, while nothing paints before it arrives; from the header it asks for it as soon as the answer
 * starts.
 */
function stylesheetPreloads(stylesheets: readonly string[]): string {
  return stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(", ");
}

const PRIVATE_ANSWER = "private, no-store";

/**
 * Whether an answer is one person's own, which neither the browser's cache, a proxy's nor the page cache may keep:
 * every answer to a request that carries a session (signed in, or a session that has just ended), every answer
 * that sets a cookie, and every answer of a private area's routes, signed in or not (a redirect to sign in
 * included), as their guards found on the route React Router matched.
 */
export function answersPrivately(request: Request, response: Response, context: RouterContextProvider): boolean {
  return hasSessionCookie(request) || response.headers.has("set-cookie") || isPrivateArea(context);
}

type HttpEnv = { Variables: PageCacheVariables };

/** The HTTP front: logs, security headers, compression, static files, health, auth, then React Router. */
export function createHttpApp({ getBuild, mode, clientDir, config = readCachedConfig() }: HttpAppOptions) {
  const app = new Hono<HttpEnv>();
  const production = mode === "production";
  // Development renders every request: the code changes under it.
  const pageCache =
    production && config.pageCacheBytes > 0 ? createPageCache({ maxBytes: config.pageCacheBytes }) : undefined;

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      cache: c.get("pageCache"),
    };
    if (c.res.status >= 500) logger.error(line, "request");
    else if (!c.req.path.startsWith("/assets/")) logger.info(line, "request");
  });

  app.use(clientAddress(config.trustedProxies));
  app.use(publicRequestUrl(config.trustedProxies));

  // secureHeaders takes a nonce already set (its own costs a call into the system's random source each); a page from
  // memory has its own.
  app.use(async (c, next) => {
    c.set("secureHeadersNonce", pageCache ? pageCache.nonceFor(c) : newNonce());
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: production ? ["'self'", NONCE] : ["'self'", NONCE, "'unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: production ? ["'self'"] : ["'self'", "ws:", "wss:"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      // Only a site served over https may ask browsers to insist on it.
      strictTransportSecurity: config.https ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      crossOriginOpenerPolicy: "same-origin",
    }),
  );

  app.use(refuseUnreadableUrls());
  app.use(credentialsRefused());
  app.use(sameOriginWrites(new URL(config.baseUrl).origin));

  app.use(compression());

  app.get("/healthz", async (c) => {
    const database = await databaseState();
    if (database === "up") return c.json({ status: "ok", database });
    return c.json({ status: "error", database }, 503, retryAfterHeaders());
  });

  // Anonymous visitors' public pages from memory, before the static files' disk lookups
  // (docs/decisions/0010-page-cache.md).
  if (pageCache) app.use(pageCache.middleware);

  // Better Auth's own HTTP endpoints (/api/auth/*) are deliberately not mounted: every form posts to
  // a React Router action that validates it, rate-limits it and calls auth().api.* (auth-flows.server.ts),
  // and the emailed links lead to our own pages (/auth/verify-email, /auth?mode=reset-password).

  // Uploaded pictures, streamed from the upload store (object storage or DATA_DIR/uploads); an unknown key
  // falls through to the app's 404 page like any other missing path.
  const uploads = storeFor(config);
  app.get("/uploads/*", async (c, next) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/uploads/".length));
    } catch {
      return next();
    }
    const file = isValidKey(key) ? await uploads.get(key) : undefined;
    if (!file) return next();
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=300",
    };
    if (file.size !== undefined) headers["Content-Length"] = String(file.size);
    return new Response(file.body, { headers });
  });

  if (production && clientDir) {
    const root = path.relative(process.cwd(), clientDir);
    // Hashed build output never changes under the same name; its text files were compressed by the build
    // (vite.config.ts), so they go out as brotli or gzip files and the compression middleware passes them by.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => void c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`),
      }),
    );
    app.use("*", serveStatic({ root, onFound: (_p, c) => void c.header("Cache-Control", "public, max-age=3600") }));
  }

  // React Router refuses an action whose Origin is not the request's own; the public origin is ours too
  // (sameOriginWrites has already let only those two through), so both checks accept the same requests.
  const allowedActionOrigins = [new URL(config.baseUrl).host];
  // One handler per build: production keeps one build, dev hands over a new one after each edit.
  let current:
    | { build: ServerBuild; handler: ReturnType<typeof createRequestHandler>; stylesheets: string[]; link: string }
    | undefined;
  app.all("*", async (c) => {
    const build = await getBuild();
    if (current?.build !== build) {
      const handler = createRequestHandler({ ...build, allowedActionOrigins }, mode);
      const stylesheets = build.assets.routes.root?.css ?? [];
      current = { build, handler, stylesheets, link: stylesheetPreloads(stylesheets) };
    }
    const context = requestContext({
      cspNonce: c.get("secureHeadersNonce") ?? "",
      lang: resolveLanguage(c.req.raw),
      wholeDocument: c.get("wholeDocument"),
      stylesheets: current.stylesheets,
    });
    const response = await current.handler(c.req.raw, context);
    if (answersPrivately(c.req.raw, response, context)) response.headers.set("Cache-Control", PRIVATE_ANSWER);
    if (current.link && response.headers.get("content-type")?.startsWith("text/html")) {
      response.headers.set("Link", current.link);
    }
    return response;
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
