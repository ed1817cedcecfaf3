import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { BRAND_NAME } from "~/lib/brand";
import { config } from "./config.server";
import { db } from "./db/client.server";
import * as schema from "./db/schema";
import { sendMail } from "./mail.server";

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function authSecret(): string {
  const { authSecret: fromEnv, dataDir } = config();
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

function createAuth() {
  const { baseUrl, production } = config();
  return betterAuth({
    appName: BRAND_NAME,
    baseURL: baseUrl,
    secret: authSecret(),
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendMail({ to: user.email, subject: `${BRAND_NAME}: reset your password`, text: url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail({ to: user.email, subject: `${BRAND_NAME}: confirm your email`, text: url });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
        preferredLanguage: { type: "string", required: false, defaultValue: "fr", input: true },
      },
    },
    plugins: [admin({ defaultRole: "client", adminRoles: ["admin"] })],
    advanced: {
      useSecureCookies: production,
      ipAddress: { ipAddressHeaders: ["x-forwarded-for", "x-real-ip"] },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Created on first use, after server.ts has opened the database; shared with the React Router bundle.
const holder = globalThis as unknown as { __auth?: Auth };

export function auth(): Auth {
  holder.__auth ??= createAuth();
  return holder.__auth;
}

/** Forgets the instance (tests open a new database for each file). */
export function resetAuth(): void {
  holder.__auth = undefined;
}
