import { useTranslation } from "~/locales/runtime/react";
import { redirect, useActionData } from "react-router";
import { AccountInformation } from "~/components/account/account-information";
import { AvatarPicker } from "~/components/account/avatar-picker";
import { ChangePasswordForm } from "~/components/account/change-password-form";
import { useProfileToast } from "~/components/account/profile-card";
import { ProfileDetailsForm } from "~/components/account/profile-details-form";
import { SessionsCard } from "~/components/account/sessions-card";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { DashboardPage } from "~/components/dashboard-page";
import { RoleBadge } from "~/components/role-badge";
import { formatAgencyDate, formatAgencyDateTime } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { profileResultFor, type ProfileResult } from "~/lib/accounts/profile-forms";
import { isRole, type Role } from "~/lib/roles";
import { describeUserAgent } from "~/lib/user-agent";
import { i18nHandle } from "~/locales/areas";
import { mustSetUpTwoFactor } from "~/server/accounts/admin-two-factor.server";
import { authPath, requireUser } from "~/server/accounts/guards.server";
import { listActiveSessions } from "~/server/accounts/session.server";
import { getProfile } from "~/server/accounts/users.server";
import { withActionHeaders } from "~/server/forms/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import { pageLanguage } from "~/server/front/request-context.server";
import type { Route } from "./+types/profile";
import { profileAction } from "./profile.route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  const profile = await getProfile(user.id);
  if (!profile) throw redirect(authPath(request));
  const sessions = await listActiveSessions(user);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "profile.title"),
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      preferredLanguage: profile.preferredLanguage,
      emailVerified: profile.emailVerified,
      image: profile.image,
      // A role that cannot be read counts as client.
      role: isRole(profile.role) ? profile.role : ("client" as Role),
      twoFactorEnabled: profile.twoFactorEnabled,
      // Admins are sent here from every private page until they set it up (docs/decisions/0023).
      twoFactorRequired: await mustSetUpTwoFactor(user),
      // Formatted here, on the server, so the browser needs no date code.
      memberSince: formatAgencyDate(profile.createdAt, context.get(pageLanguage)),
      lastUpdated: formatAgencyDate(profile.updatedAt, context.get(pageLanguage)),
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.current,
      device: describeUserAgent(session.userAgent),
      lastActive: formatAgencyDateTime(session.lastActiveAt, context.get(pageLanguage)),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

// The profile's forms reuse the account messages (auth.errors.*).
export const handle = i18nHandle("profile", "auth");

/** Keeps the action's headers on its answers (page and .data requests). */
export const headers = withActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context }, { action: true });
  return profileAction(request, user);
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ProfileResult | undefined;
  useProfileToast(result);
  const { profile } = loaderData;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const answerOf = (match: (form: ProfileResult["form"]) => boolean) => profileResultFor(result, match);
  return (
    <DashboardPage title={t("profile.title")}>
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="profile-identity"
          className="h-fit rounded-xl border bg-card p-6 text-center shadow-sm"
        >
          <h2 id="profile-identity" className="sr-only">
            {fullName || profile.email}
          </h2>
          <AvatarPicker profile={profile} posted={answerOf((form) => form === "avatar")} />
          <p className="mt-4 font-display text-xl font-semibold">{fullName || profile.email}</p>
          <p className="mt-1 break-all text-sm text-muted-foreground">{profile.email}</p>
          <div className="mt-3">
            <RoleBadge role={profile.role} />
          </div>
        </section>
        <div className="space-y-6 lg:col-span-2">
          <ProfileDetailsForm profile={profile} result={answerOf((form) => form === "update-profile")} />
          <AccountInformation profile={profile} />
          <ChangePasswordForm result={answerOf((form) => form === "change-password")} />
          <SessionsCard sessions={loaderData.sessions} />
          <TwoFactorCard
            enabled={profile.twoFactorEnabled}
            required={profile.twoFactorRequired}
            result={answerOf((form) => form.startsWith("two-factor"))}
          />
        </div>
      </div>
    </DashboardPage>
  );
}
