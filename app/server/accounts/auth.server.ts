import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { admin, emailOTP, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { BRAND_NAME } from "~/lib/brand";
import { recordSignIn } from "../audit/audit.server";
import { isEnglishPath, type Language } from "~/lib/i18n";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/accounts/rules";
import { languageOfAddress, mailLanguage, sendAccountMail } from "./auth-mail.server";
import { config } from "../config.server";
import { db } from "../db/client.server";
import * as schema from "../db/schema";
import { siteLink } from "../i18n.server";
import { logger } from "../logger.server";

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

/** How long the links and codes we email stay valid (the emails say so). */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;
export const SIGN_IN_CODE_SECONDS = 5 * 60;
/** How long someone has to enter their second factor after the password (Better Auth's two_factor cookie). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/** The email-verification JWT's payload, read only to pick the email's wording (Better Auth verifies it). */
function verificationTokenKind(token: string): "verify" | "changeEmail" {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      updateTo?: string;
    };
    return payload.updateTo ? "changeEmail" : "verify";
  } catch {
    return "verify";
  }
}

/** The language of the /auth page a reset was asked from, read from Better Auth's link (`?callbackURL=`). */
function languageOfResetRequest(url: string): Language | null {
  try {
    const callback = new URL(url).searchParams.get("callbackURL");
    if (!callback) return null;
    return isEnglishPath(new URL(callback, "http://site.invalid").pathname) ? "en" : "fr";
  } catch {
    return null;
  }
}

function createAuth() {
  const { baseUrl, https } = config();
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
    // Into the site's structured log. Better Auth reports expected failures ('Invalid password') as
    // warnings; they are routine here (and rate limited), so they go in at info level.
    logger: {
      level: "debug",
      log: (level, message, ...args) => {
        const target = level === "error" ? "error" : level === "warn" ? "info" : "debug";
        logger[target]({ source: "better-auth", details: args.length > 0 ? args : undefined }, message);
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      // A session used at least once a day is extended, so an active user stays signed in.
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: true,
      // Sign-up answers the same whether or not the address has an account (Better Auth does this when
      // verification is required); the owner of an existing account gets an email instead.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Our own page receives the token (the /api/auth/reset-password/:token hop is not mounted).
      // In the language of the page the reset was asked from (its redirectTo), where the person reads now.
      sendResetPassword: async ({ user, token, url }) => {
        const lang = languageOfResetRequest(url) ?? mailLanguage(user);
        await sendAccountMail(
          { kind: "reset", url: siteLink("/auth", lang, { mode: "reset-password", token }) },
          { ...user, preferredLanguage: lang },
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        const lang = mailLanguage(user);
        if (!user.emailVerified) {
          // Someone signing up again before confirming: send a fresh link rather than a dead end.
          await auth().api.sendVerificationEmail({ body: { email: user.email } });
          return;
        }
        await sendAccountMail({ kind: "existing", url: siteLink("/auth", lang) }, user);
      },
      // Opening the reset link proves the address, so an account that never confirmed it can sign in now.
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified)
          await db().update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const lang = mailLanguage(user);
        const kind = verificationTokenKind(token);
        await sendAccountMail({ kind, url: siteLink("/auth/verify-email", lang, { token }) }, user);
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
        preferredLanguage: { type: "string", required: false, defaultValue: "fr", input: true },
      },
      // A new address is confirmed by a link sent to it before the account switches to it; an address
      // that already has an account gets no link, so nobody can take another account's address.
      changeEmail: { enabled: true },
    },
    plugins: [
      admin({ defaultRole: "client", adminRoles: ["admin"] }),
      twoFactor({ issuer: BRAND_NAME, twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS }),
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_SECONDS,
        allowedAttempts: 5,
        storeOTP: "hashed",
        // Codes sign existing accounts in; creating an account goes through the sign-up form.
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp }) => {
          const lang = await languageOfAddress(email);
          await sendAccountMail({ kind: "code", code: otp }, { email, preferredLanguage: lang });
        },
      }),
    ],
    databaseHooks: {
      // Every session opened is a sign-in in the audit log, whichever form opened it.
      session: { create: { after: (created) => recordSignIn(created) } },
    },
    hooks: {
      // Better Auth's two-factor plugin only challenges password sign-ins. A one-time code proves the
      // mailbox, not the second factor, so an account with two-factor on gets the same challenge here.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email-otp") return;
        const created = ctx.context.newSession;
        if (!created?.user.twoFactorEnabled) return;
        deleteSessionCookie(ctx, true);
        await ctx.context.internalAdapter.deleteSession(created.session.token);
        ctx.context.setNewSession(null);
        const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
        const identifier = `2fa-${crypto.randomBytes(15).toString("base64url")}`;
        const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
        await ctx.context.internalAdapter.createVerificationValue({ value: created.user.id, identifier, expiresAt });
        await ctx.context.internalAdapter.createVerificationValue({
          value: "0",
          identifier: `2fa-attempts-${identifier}`,
          expiresAt,
        });
        await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
        return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      }),
    },
    // Only HTTP calls through auth().handler are limited by this; the site does not mount that handler
    // (forms post to our actions, which call auth().api.* and limit themselves: auth-limits.server.ts).
    // Kept so that mounting it again can never expose unlimited endpoints.
    rateLimit: {
      enabled: true,
      storage: "memory",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/*": { window: 60, max: 5 },
        "/sign-up/*": { window: 60, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
        "/email-otp/*": { window: 60, max: 3 },
        "/two-factor/*": { window: 60, max: 5 },
      },
    },
    advanced: {
      // Cookies are httpOnly and SameSite=Lax (Better Auth's defaults), and Secure when BASE_URL is https.
      useSecureCookies: https,
      // The one address the HTTP front settled (http.server.ts clientAddress), as the rate limits read it.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // Joins: reading a request's session is one query (the session with its user) rather than two.
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Created on first use, after the start-up (server/app.ts) has opened the database.
let instance: Auth | undefined;

export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** Forgets the instance (tests open a new database for each file). */
export function resetAuth(): void {
  instance = undefined;
}
