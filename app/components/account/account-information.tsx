import { useTranslation } from "~/locales/runtime/react";
import { ProfileCard } from "./profile-card";

/** Dates and the address's status, formatted by the loader. */
export function AccountInformation({
  profile,
}: {
  profile: { memberSince: string; lastUpdated: string; emailVerified: boolean };
}) {
  const { t } = useTranslation();
  const rows = [
    [t("profile.account.memberSince"), profile.memberSince],
    [t("profile.account.lastUpdated"), profile.lastUpdated],
    [
      t("profile.account.emailStatus"),
      t(profile.emailVerified ? "profile.account.verified" : "profile.account.unverified"),
    ],
  ];
  return (
    <ProfileCard id="account-information" title={t("profile.account.title")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
