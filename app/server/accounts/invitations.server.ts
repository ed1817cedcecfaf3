/**
 * An invitation to an account someone else created (a client added by staff, an approved facilitator): an
 * email with a link to choose a password. The link is a password-reset link (the /auth?mode=reset-password
 * page sets the password and confirms the address; Better Auth deletes it once used, and setting a password ends
 * the account's other links: password-reset.server.ts endPasswordLinks) that lasts a week,
 * since an invitation may wait in an inbox for days. Staff's 'Reset Password' sends the same link for an hour.
 */
import crypto from "node:crypto";
import { siteLink } from "../i18n.server";
import { auth, RESET_LINK_SECONDS } from "./auth.server";
import { mailLanguage, sendAccountMail } from "./auth-mail.server";

export const INVITATION_LINK_SECONDS = 7 * 24 * 60 * 60;

export interface Invitee {
  id: string;
  email: string;
  firstName: string;
  preferredLanguage: string;
}

/** Creates the set-a-password link of `invitee` and emails it, in the invitee's language. */
export async function sendInvitation(
  invitee: Invitee,
  kind: "invite" | "facilitatorInvite" | "reset" = "invite",
): Promise<void> {
  const token = crypto.randomBytes(18).toString("base64url");
  const context = await auth().$context;
  const seconds = kind === "reset" ? RESET_LINK_SECONDS : INVITATION_LINK_SECONDS;
  await context.internalAdapter.createVerificationValue({
    value: invitee.id,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  const url = siteLink("/auth", mailLanguage(invitee), { mode: "reset-password", token });
  await sendAccountMail({ kind, url }, invitee);
}
