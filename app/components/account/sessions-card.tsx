import { MonitorSmartphone } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { StatusBadge } from "~/components/admin/status-badge";
import { ProfileCard } from "./profile-card";

export interface SessionRow {
  id: string;
  current: boolean;
  device: { browser: string; os: string } | null;
  lastActive: string;
}

/** The account's signed-in browsers, each of the others with a button that signs it out. */
export function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const { t } = useTranslation();
  const others = sessions.filter((session) => !session.current);
  return (
    <ProfileCard id="sessions" title={t("profile.sessions.title")}>
      <p className="text-sm text-muted-foreground">{t("profile.sessions.intro")}</p>
      <ul className="mt-4 divide-y rounded-lg border">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
            <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {session.device ? t("profile.sessions.device", session.device) : t("profile.sessions.unknownDevice")}
                {session.current && (
                  <StatusBadge tone="green" className="ml-2">
                    {t("profile.sessions.current")}
                  </StatusBadge>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {t("profile.sessions.lastActive", { date: session.lastActive })}
              </p>
            </div>
            {!session.current && (
              <Form method="post">
                <input type="hidden" name="sessionId" value={session.id} />
                <SubmitButton
                  intent="end-session"
                  variant="outline"
                  busyLabel={t("profile.sessions.signingOut")}
                  className="h-8 px-3"
                >
                  {t("profile.sessions.signOutOne")}
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-4">
          <SubmitButton intent="end-other-sessions" variant="outline" busyLabel={t("profile.sessions.signingOut")}>
            {t("profile.sessions.signOutOthers")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{t("profile.sessions.none")}</p>
      )}
    </ProfileCard>
  );
}
