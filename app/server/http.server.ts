import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { resolveLanguage } from "~/lib/i18n";
import { config } from "./config.server";
import { getDatabase } from "./db/client.server";
import { logger } from "./logger.server";

export interface HttpAppOptions {
  /** The React Router server build; a function so dev mode can hand over a fresh one per request. */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  /** Where the built browser assets are (production only; Vite serves them in dev). */
  clientDir?: string;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Rate limits key on the client's address (rate-limit.server.ts reads X-Forwarded-For). Behind a proxy
 * (TRUST_PROXY=1) that header is the proxy's; otherwise it is replaced by the socket's address, so a
 * client cannot pick its own identity and visitors do not all share one bucket.
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    let address = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        // app.request() in tests has no socket
      }
    }
    if (address) c.req.raw.headers.set("x-forwarded-for", address);
    else c.req.raw.headers.delete("x-forwarded-for");
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

/** The HTTP front: logs, security headers, compression, static files, health, auth, then React Router. */
export function createHttpApp({
  getBuild,
  mode,
  clientDir,
}: HttpAppOptions): Hono<{ Variables: { secureHeadersNonce?: string } }> {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  const production = mode === "production";

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (c.res.status >= 500) logger.error(line, "request");
    else if (!c.req.path.startsWith("/assets/")) logger.info(line, "request");
  });

  app.use(clientAddress(config().trustProxy));

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
      strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      crossOriginOpenerPolicy: "same-origin",
    }),
  );

  app.use(compress());

  app.get("/healthz", async (c) => {
    const database = await databaseState();
    return c.json({ status: database === "up" ? "ok" : "error", database }, database === "up" ? 200 : 503);
  });

  // Better Auth's own HTTP endpoints (/api/auth/*) are deliberately not mounted: every form posts to
  // a React Router action that validates it, rate-limits it and calls auth().api.* (auth-flows.server.ts),
  // and the emailed links lead to our own pages (/auth/verify-email, /auth?mode=reset-password).

  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), path.join(config().dataDir, "uploads")),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=300");
      },
    }),
  );

  if (production && clientDir) {
    const root = path.relative(process.cwd(), clientDir);
    // Hashed build output never changes under the same name.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_p, c) => void c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`),
      }),
    );
    app.use("*", serveStatic({ root, onFound: (_p, c) => void c.header("Cache-Control", "public, max-age=3600") }));
  }

  // One handler per build: production keeps one build, dev hands over a new one after each edit.
  let current: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
  app.all("*", async (c) => {
    const build = await getBuild();
    if (current?.build !== build) current = { build, handler: createRequestHandler(build, mode) };
    return current.handler(c.req.raw, {
      cspNonce: c.get("secureHeadersNonce") ?? "",
      lang: resolveLanguage(c.req.raw),
    });
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
