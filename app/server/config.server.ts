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
  /** S3-compatible object storage for uploads (S3_URL or the S3_* variables); undefined: DATA_DIR/uploads. */
  s3: S3Config | undefined;
}

export interface S3Config {
  /** The service's origin, without the bucket (path-style addressing). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
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
    s3: readS3(env),
  };
}

const S3_VARIABLES = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * Either S3_URL, `http(s)://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host[:port]/bucket` (percent-encode the key and
 * secret), or the four S3_* variables; S3_REGION (default us-east-1) applies to both.
 */
function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const region = env.S3_REGION?.trim() || "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/.test(region))
    throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  const s3Url = env.S3_URL?.trim();
  const given = S3_VARIABLES.filter((name) => env[name]?.trim());
  if (s3Url) {
    if (given.length > 0) throw new ConfigError(`Set either S3_URL or ${given.join(", ")}, not both`);
    const usage = "S3_URL must look like https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/bucket";
    let url: URL;
    try {
      url = new URL(s3Url);
    } catch {
      throw new ConfigError(usage);
    }
    const bucket = url.pathname.replace(/^\/+|\/+$/g, "");
    if (!/^https?:$/.test(url.protocol) || !url.username || !url.password || !bucket) throw new ConfigError(usage);
    return {
      endpoint: url.origin,
      bucket: checkBucket(decodeURIComponent(bucket), "S3_URL"),
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      region,
    };
  }
  if (given.length === 0) return undefined;
  const missing = S3_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `Object storage needs ${missing.join(", ")} too (or S3_URL alone), got only ${given.join(", ")}`,
    );
  }
  const endpoint = env.S3_ENDPOINT!.trim().replace(/\/+$/, "");
  let parsed: URL | undefined;
  try {
    parsed = new URL(endpoint);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== endpoint) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) origin such as https://s3.example.com, got "${endpoint}"`);
  }
  return {
    endpoint,
    bucket: checkBucket(env.S3_BUCKET!.trim(), "S3_BUCKET"),
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    region,
  };
}

function checkBucket(bucket: string, variable: string): string {
  // S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `${variable} must name a bucket (3 to 63 lowercase letters, digits, dots, hyphens), got "${bucket}"`,
    );
  }
  return bucket;
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= readConfig();
  return cached;
}
