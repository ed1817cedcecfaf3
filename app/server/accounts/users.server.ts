import { eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import QRCode from "qrcode";
import type { TwoFactorSetup } from "~/lib/accounts/profile-forms";
import type { Role } from "~/lib/roles";
import { auth } from "./auth.server";
import { sendAccountMail } from "./auth-mail.server";
import { endPasswordLinks } from "./password-reset.server";
import { db } from "../db/client.server";
import { user as userTable } from "../db/schema";
import { siteLink } from "../i18n.server";
import { logger } from "../logger.server";
import { rethrowStorageFailure } from "../front/storage-errors.server";

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailVerified?: boolean;
}

/** Creates an account with a password and a role, through Better Auth so the password is hashed its way. */
export async function createAccount(input: NewAccount): Promise<string> {
  const { user } = await auth().api.createUser({
    body: {
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`.trim(),
      role: input.role as "admin",
      data: { firstName: input.firstName, lastName: input.lastName, emailVerified: input.emailVerified ?? false },
    },
  });
  return user.id;
}

export interface Profile {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  preferredLanguage: "fr" | "en";
  image: string | null;
  role: string;
  twoFactorEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The profile of a user. */
export async function getProfile(userId: string): Promise<Profile | null> {
  const [row] = await db()
    .select({
      id: userTable.id,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      preferredLanguage: userTable.preferredLanguage,
      image: userTable.image,
      role: userTable.role,
      twoFactorEnabled: userTable.twoFactorEnabled,
      createdAt: userTable.createdAt,
      updatedAt: userTable.updatedAt,
    })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return row ? { ...row, twoFactorEnabled: row.twoFactorEnabled ?? false } : null;
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

export type ProfileUpdateResult = { ok: true; emailChangeSentTo: string | null } | { ok: false; message: string };

/**
 * Updates the names of the signed-in user, and starts an email change when the address differs:
 * Better Auth emails a confirmation link to the new address and switches only once it is opened.
 * An address that already belongs to an account gets no link, so it can never be taken over.
 */
export async function updateProfile(
  request: Request,
  current: { email: string },
  input: { firstName: string; lastName: string; email: string; preferredLanguage: "fr" | "en" },
): Promise<ProfileUpdateResult> {
  try {
    await auth().api.updateUser({
      body: {
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
        preferredLanguage: input.preferredLanguage,
      },
      headers: request.headers,
    });
  } catch (error) {
    rethrowStorageFailure(error);
    logger.error({ err: error }, "profile update failed");
    return { ok: false, message: "profile.errors.generic" };
  }
  if (input.email === current.email.toLowerCase()) return { ok: true, emailChangeSentTo: null };
  try {
    await auth().api.changeEmail({
      body: { newEmail: input.email, callbackURL: "/profile" },
      headers: request.headers,
    });
  } catch (error) {
    rethrowStorageFailure(error);
    if (errorCode(error) === "SESSION_NOT_FRESH") return { ok: false, message: "profile.errors.sessionNotFresh" };
    logger.error({ err: error }, "email change failed");
    return { ok: false, message: "profile.errors.generic" };
  }
  return { ok: true, emailChangeSentTo: input.email };
}

/** Points the user's image at a stored avatar. */
export async function setUserImage(request: Request, url: string): Promise<void> {
  await auth().api.updateUser({ body: { image: url }, headers: request.headers });
}

/** What the page shows while two-factor is being turned on: the QR code as an SVG drawn here, the key, the backup codes. */
export async function twoFactorSetupView(totpURI: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  const svg = await QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    totpURI,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    backupCodes,
  };
}

/**
 * Changes the password after checking the current one; every other session of the account ends (Better Auth
 * gives this one a new session, whose cookie is in `headers`), so do its reset and invitation links, and the
 * owner is told by email.
 */
export async function changePassword(
  request: Request,
  user: { id: string; email: string },
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true; headers: Headers | null } | { ok: false; field: "currentPassword" | null; message: string }> {
  let headers: Headers | null;
  try {
    ({ headers } = await auth().api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    rethrowStorageFailure(error);
    const code = errorCode(error);
    if (code === "INVALID_PASSWORD")
      return { ok: false, field: "currentPassword", message: "profile.errors.wrongPassword" };
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
      return { ok: false, field: null, message: "profile.errors.noPassword" };
    logger.error({ err: error }, "password change failed");
    return { ok: false, field: null, message: "profile.errors.generic" };
  }
  await endPasswordLinks(user.id);
  const profile = await getProfile(user.id);
  const lang = profile?.preferredLanguage ?? "fr";
  try {
    await sendAccountMail(
      { kind: "passwordChanged", url: siteLink("/auth", lang, { mode: "reset-password" }) },
      { email: user.email, firstName: profile?.firstName, preferredLanguage: lang },
    );
  } catch (error) {
    // The password is changed; the email is a courtesy whose failure the log keeps.
    logger.error({ err: error, userId: user.id }, "password-changed email failed");
  }
  return { ok: true, headers };
}

/** Starts turning two-factor on: checks the password, then returns what the page shows to finish it. */
export async function startTwoFactor(
  request: Request,
  password: string,
): Promise<{ ok: true; setup: TwoFactorSetup } | { ok: false; message: string }> {
  try {
    const started = await auth().api.enableTwoFactor({ body: { password, method: "totp" }, headers: request.headers });
    if (started.method !== "totp") return { ok: false, message: "profile.errors.generic" };
    return { ok: true, setup: await twoFactorSetupView(started.totpURI, started.backupCodes) };
  } catch (error) {
    rethrowStorageFailure(error);
    if (errorCode(error) === "INVALID_PASSWORD") return { ok: false, message: "profile.errors.wrongPassword" };
    logger.error({ err: error }, "two-factor setup failed");
    return { ok: false, message: "profile.errors.generic" };
  }
}

/** Finishes turning two-factor on with a first code; Better Auth replaces the session, hence the headers. */
export async function confirmTwoFactor(
  request: Request,
  code: string,
): Promise<{ ok: true; headers: Headers | null } | { ok: false; message: string }> {
  try {
    const { headers } = await auth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    return { ok: true, headers };
  } catch (error) {
    rethrowStorageFailure(error);
    const known = errorCode(error);
    if (known === "INVALID_CODE") return { ok: false, message: "profile.errors.codeInvalid" };
    logger.error({ err: error }, "two-factor confirmation failed");
    return { ok: false, message: "profile.errors.generic" };
  }
}

export async function disableTwoFactor(
  request: Request,
  password: string,
): Promise<{ ok: true; headers: Headers | null } | { ok: false; message: string }> {
  try {
    const { headers } = await auth().api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    rethrowStorageFailure(error);
    if (errorCode(error) === "INVALID_PASSWORD") return { ok: false, message: "profile.errors.wrongPassword" };
    logger.error({ err: error }, "turning two-factor off failed");
    return { ok: false, message: "profile.errors.generic" };
  }
}
