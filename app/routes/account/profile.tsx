import { Camera, LoaderCircle, MonitorSmartphone, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useFetcher } from "react-router";
import { useFieldErrors, useHydrated } from "~/components/account-forms";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { DashboardPage } from "~/components/dashboard-page";
import { notify } from "~/components/toaster";
import { Button, buttonVariants } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/forms/field";
import { RoleBadge } from "~/components/role-badge";
import { UserAvatar } from "~/components/user-avatar";
import { AVATAR_MAX_BYTES, CODE_LENGTH, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "~/lib/auth-rules";
import { formatAgencyDate, formatAgencyDateTime } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { isRole, type Role } from "~/lib/roles";
import { describeUserAgent } from "~/lib/user-agent";
import { cn } from "~/lib/utils";
import { i18nHandle } from "~/locales/areas";
import { authPath, requireUser } from "~/server/accounts/guards.server";
import { withActionHeaders } from "~/server/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import { handleProfileAction, type ProfileActionData } from "~/server/accounts/profile.server";
import { listActiveSessions } from "~/server/accounts/session.server";
import { getProfile } from "~/server/accounts/users.server";
import type { Route } from "./+types/profile";
import { pageLanguage } from "~/server/request-context.server";

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

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

// The profile's forms reuse the account messages (auth.errors.*).
export const handle = i18nHandle("profile", "auth");

/** Keeps the action's headers on its answers (page and .data requests). */
export const headers = withActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context }, { action: true });
  return handleProfileAction(request, user);
}

type LoaderData = Route.ComponentProps["loaderData"];

/** Shows the toast of an action's answer: its success message, or 'Update failed' / 'Upload failed' with the reason. */
function useResultToast(result: ProfileActionData | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!result) return;
    if (result.toast) {
      notify("success", t(result.toast.title as never, result.toast.values), {
        description: result.toast.description ? t(result.toast.description as never, result.toast.values) : undefined,
      });
    } else if (result.formError) {
      const title = result.intent === "avatar" ? "profile.toast.uploadFailed" : "profile.toast.updateFailed";
      notify("error", t(title), { description: t(result.formError as never, result.formErrorValues) });
    }
  }, [result, t]);
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ProfileActionData | undefined;
  useResultToast(result);
  const { profile } = loaderData;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
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
          <AvatarPicker profile={profile} posted={result?.intent === "avatar" ? result : undefined} />
          <p className="mt-4 font-display text-xl font-semibold">{fullName || profile.email}</p>
          <p className="mt-1 break-all text-sm text-muted-foreground">{profile.email}</p>
          <div className="mt-3">
            <RoleBadge role={profile.role} />
          </div>
        </section>
        <div className="space-y-6 lg:col-span-2">
          <ProfileForm profile={profile} result={result?.intent === "update-profile" ? result : undefined} />
          <AccountInformation profile={profile} />
          <ChangePassword result={result?.intent === "change-password" ? result : undefined} />
          <Sessions sessions={loaderData.sessions} />
          <TwoFactor
            enabled={profile.twoFactorEnabled}
            result={result?.intent?.startsWith("two-factor") ? result : undefined}
          />
        </div>
      </div>
    </DashboardPage>
  );
}

function Card({
  title,
  id,
  children,
  aside,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * 'Change picture': with JavaScript, choosing a file uploads it at once (a file over 5 MB is refused
 * before it is sent); without it, the file input and an upload button post the same form.
 */
function AvatarPicker({ profile, posted }: { profile: LoaderData["profile"]; posted: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const input = useRef<HTMLInputElement>(null);
  const enhanced = useHydrated();
  const [tooLarge, setTooLarge] = useState(false);
  const result = fetcher.data as ProfileActionData | undefined;
  useResultToast(result);
  // Without JavaScript the form posts as a page: its answer comes as the page's action data.
  const answer = result ?? posted;
  const uploading = fetcher.state !== "idle";
  const error = tooLarge ? "profile.errors.fileTooLarge" : answer?.formError;

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setTooLarge(true);
      notify("error", t("profile.toast.uploadFailed"), { description: t("profile.errors.fileTooLarge") });
      event.target.value = "";
      return;
    }
    setTooLarge(false);
    const form = new FormData();
    form.set("intent", "avatar");
    form.set("avatar", file);
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
    event.target.value = "";
  }

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex flex-col items-center gap-3">
      <div className="relative">
        <UserAvatar user={profile} size="lg" />
        {uploading && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-white" />
          </span>
        )}
      </div>
      <input type="hidden" name="intent" value="avatar" />
      <label htmlFor="avatar-file" className={enhanced ? "sr-only" : "text-sm font-medium"}>
        {t("profile.avatar.choose")}
      </label>
      <input
        ref={input}
        id="avatar-file"
        type="file"
        name="avatar"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby="avatar-hint"
        tabIndex={enhanced ? -1 : undefined}
        className={enhanced ? "sr-only" : "max-w-full text-sm"}
        onChange={enhanced ? onChange : undefined}
      />
      {enhanced ? (
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Camera aria-hidden="true" />}
          {uploading ? t("profile.avatar.uploading") : t("profile.avatar.change")}
        </Button>
      ) : (
        <Button type="submit" variant="outline" size="sm">
          <Camera aria-hidden="true" /> {t("profile.avatar.upload")}
        </Button>
      )}
      <p id="avatar-hint" className="text-xs text-muted-foreground">
        {t("profile.avatar.hint")}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {t(error as never)}
        </p>
      )}
    </fetcher.Form>
  );
}

function ProfileForm({ profile, result }: { profile: LoaderData["profile"]; result: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useFieldErrors(result?.errors);
  const values = result?.values;
  return (
    <Card id="profile-form" title={t("profile.form.title")}>
      {result?.formError && (
        <div className="mb-4">
          <FormMessage tone="error" title={t("profile.toast.updateFailed")}>
            {t(result.formError as never)}
          </FormMessage>
        </div>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.form.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            defaultValue={values?.firstName ?? profile.firstName}
            error={errors.firstName && t(errors.firstName as never)}
          />
          <TextField
            label={t("profile.form.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            defaultValue={values?.lastName ?? profile.lastName}
            error={errors.lastName && t(errors.lastName as never)}
          />
        </div>
        <TextField
          label={t("profile.form.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          defaultValue={values?.email ?? profile.email}
          hint={t("profile.form.emailHint")}
          error={errors.email && t(errors.email as never)}
        />
        <SelectField
          label={t("profile.form.language")}
          name="preferredLanguage"
          defaultValue={values?.preferredLanguage ?? profile.preferredLanguage}
          className="sm:max-w-64"
          error={errors.preferredLanguage && t(errors.preferredLanguage as never)}
        >
          <option value="fr">{t("profile.form.languages.fr")}</option>
          <option value="en">{t("profile.form.languages.en")}</option>
        </SelectField>
        <SubmitButton intent="update-profile" busyLabel={t("profile.form.busy")}>
          {t("profile.form.submit")}
        </SubmitButton>
      </Form>
    </Card>
  );
}

function AccountInformation({ profile }: { profile: LoaderData["profile"] }) {
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
    <Card id="account-information" title={t("profile.account.title")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** 'Change password': the current one, then the new one; the action ends the other sessions and emails the owner. */
const passwordMessages = {
  currentPassword: "profile.errors.currentPasswordRequired",
  newPassword: "auth.errors.passwordTooShort",
};

function ChangePassword({ result }: { result: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useFieldErrors(result?.errors, passwordMessages);
  return (
    <Card id="change-password" title={t("profile.password.title")}>
      {result?.formError && (
        <div className="mb-4">
          <FormMessage tone="error" title={t("profile.toast.updateFailed")}>
            {t(result.formError as never, result.formErrorValues)}
          </FormMessage>
        </div>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.password.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            error={errors.currentPassword && t(errors.currentPassword as never)}
          />
          <TextField
            label={t("profile.password.new")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            hint={t("profile.password.hint")}
            error={errors.newPassword && t(errors.newPassword as never)}
          />
        </div>
        <SubmitButton intent="change-password" busyLabel={t("profile.password.busy")}>
          {t("profile.password.submit")}
        </SubmitButton>
      </Form>
    </Card>
  );
}

function Sessions({ sessions }: { sessions: LoaderData["sessions"] }) {
  const { t } = useTranslation();
  const others = sessions.filter((session) => !session.current);
  return (
    <Card id="sessions" title={t("profile.sessions.title")}>
      <p className="text-sm text-muted-foreground">{t("profile.sessions.intro")}</p>
      <ul className="mt-4 divide-y rounded-lg border">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
            <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {session.device ? t("profile.sessions.device", session.device) : t("profile.sessions.unknownDevice")}
                {session.current && (
                  <span className="ml-2 rounded-full bg-savanna/15 px-2 py-0.5 text-xs font-semibold text-savanna">
                    {t("profile.sessions.current")}
                  </span>
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
    </Card>
  );
}

function TwoFactor({ enabled, result }: { enabled: boolean; result: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useFieldErrors(result?.errors, { code: "profile.errors.codeInvalid" });
  const setup = !enabled ? result?.twoFactorSetup : undefined;
  const status = (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        enabled ? "bg-savanna/15 text-savanna" : "bg-muted text-muted-foreground",
      )}
    >
      {enabled && <ShieldCheck aria-hidden="true" className="size-3.5" />}
      {t(enabled ? "profile.twoFactor.on" : "profile.twoFactor.off")}
    </span>
  );
  return (
    <Card id="two-factor" title={t("profile.twoFactor.title")} aside={status}>
      {setup ? (
        <div className="space-y-4">
          <p className="text-sm">{t("profile.twoFactor.scan")}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={setup.qrDataUrl}
              alt={t("profile.twoFactor.qrAlt")}
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-md border bg-white p-1"
            />
            <div className="min-w-0 space-y-2 text-sm">
              <p className="text-muted-foreground">{t("profile.twoFactor.manualKey")}</p>
              <code data-testid="totp-secret" className="block break-all rounded bg-muted px-2 py-1 font-mono">
                {setup.secret}
              </code>
              <p className="pt-2 font-medium">{t("profile.twoFactor.backupTitle")}</p>
              <p className="text-muted-foreground">{t("profile.twoFactor.backupIntro")}</p>
              <ul className="grid grid-cols-2 gap-1 font-mono">
                {setup.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
          </div>
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <input type="hidden" name="totpURI" value={setup.totpURI} />
            {setup.backupCodes.map((code) => (
              <input key={code} type="hidden" name="backupCodes" value={code} />
            ))}
            <TextField
              label={t("profile.twoFactor.code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              minLength={CODE_LENGTH}
              maxLength={CODE_LENGTH}
              className="max-w-48"
              error={errors.code && t(errors.code as never)}
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton intent="two-factor-confirm" busyLabel={t("profile.twoFactor.confirming")}>
                {t("profile.twoFactor.confirm")}
              </SubmitButton>
              <Link to="/profile" className={buttonVariants({ variant: "ghost" })}>
                {t("profile.twoFactor.cancel")}
              </Link>
            </div>
          </Form>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">{t("profile.twoFactor.intro")}</p>
          <Form method="post" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label={t("profile.twoFactor.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="sm:max-w-64 sm:flex-1"
              error={errors.password && t(errors.password as never)}
            />
            {enabled ? (
              <SubmitButton intent="two-factor-disable" variant="outline" busyLabel={t("profile.twoFactor.disabling")}>
                {t("profile.twoFactor.disable")}
              </SubmitButton>
            ) : (
              <SubmitButton intent="two-factor-start" busyLabel={t("profile.twoFactor.enabling")}>
                {t("profile.twoFactor.enable")}
              </SubmitButton>
            )}
          </Form>
        </div>
      )}
    </Card>
  );
}
