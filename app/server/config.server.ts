import path from "node:path";

/** Runtime configuration, read from the environment once, with the defaults the README documents. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  baseUrl: string;
  /**
   * Whether the public origin (BASE_URL) is https. Cookies are Secure and HSTS is sent exactly then, not
   * when NODE_ENV=production: the production build also runs the end-to-end suite on http://127.0.0.1,
   * where a Secure cookie would never come back and HSTS means nothing.
   */
  https: boolean;
  authSecret: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  /**
   * How many reverse proxies stand in front of the site (TRUST_PROXY; 0 when unset). With one or more, the
   * client's address is the X-Forwarded-For entry the outermost proxy wrote, and the request's scheme and
   * host are the ones the visitor used (X-Forwarded-Proto, Host).
   */
  trustedProxies: number;
  /** The memory the page cache of anonymous visitors may hold (PAGE_CACHE_MB; 0 turns it off). */
  pageCacheBytes: number;
  production: boolean;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rawPort = env.PORT?.trim() || "3000";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number between 1 and 65535, got "${rawPort}"`);
  }
  const baseUrl = (env.BASE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError(`BASE_URL must be an absolute URL, got "${baseUrl}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  }
  const rawTrustProxy = env.TRUST_PROXY?.trim() || "0";
  const trustedProxies = Number(rawTrustProxy);
  if (!/^\d$/.test(rawTrustProxy)) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of reverse proxies in front of the site (0 to 9), got "${rawTrustProxy}"`,
    );
  }
  const rawPageCache = env.PAGE_CACHE_MB?.trim() || "16";
  if (!/^\d{1,4}$/.test(rawPageCache)) {
    throw new ConfigError(
      `PAGE_CACHE_MB must be a number of megabytes (0 turns the page cache off), got "${rawPageCache}"`,
    );
  }
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR?.trim() || "./data"),
    databaseUrl,
    smtpUrl,
    baseUrl,
    https: new URL(baseUrl).protocol === "https:",
    authSecret: env.AUTH_SECRET?.trim() || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === "1",
    trustedProxies,
    pageCacheBytes: Number(rawPageCache) * 1024 * 1024,
    production: env.NODE_ENV === "production",
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= readConfig();
  return cached;
}
