import path from "node:path";

/** Runtime configuration, read from the environment once, with the defaults the README documents. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  baseUrl: string;
  authSecret: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
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
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR?.trim() || "./data"),
    databaseUrl,
    smtpUrl,
    baseUrl,
    authSecret: env.AUTH_SECRET?.trim() || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === "1",
    trustProxy: env.TRUST_PROXY === "1",
    production: env.NODE_ENV === "production",
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= readConfig();
  return cached;
}
