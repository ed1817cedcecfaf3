import { ShieldCheck } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { CODE_LENGTH } from "~/lib/accounts/rules";
import { BACKUP_CODES_FIELD, type ProfileResult } from "~/lib/accounts/profile-forms";
import { StatusBadge } from "~/components/admin/status-badge";
import { ProfileCard, refusedFields } from "./profile-card";

const codeMessages = { code: "profile.errors.codeInvalid" };

/**
 * Two-factor sign-in: turned on with the password, then a QR code (or its key) for an authenticator app,
 * backup codes and a first code to confirm; turned off with the password.
 */
export function TwoFactorCard({
  enabled,
  required,
  result,
}: {
  enabled: boolean;
  /** An admin who must set it up before using the private areas. */
  required: boolean;
  result: ProfileResult | undefined;
}) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useFieldErrors(refusedFields(result), codeMessages);
  const setup = !enabled ? result?.twoFactorSetup : undefined;
  const status = (
    <StatusBadge tone={enabled ? "green" : "grey"} className="gap-1">
      {enabled && <ShieldCheck aria-hidden="true" className="size-3.5" />}
      {t(enabled ? "profile.twoFactor.on" : "profile.twoFactor.off")}
    </StatusBadge>
  );
  return (
    <ProfileCard id="two-factor" title={t("profile.twoFactor.title")} aside={status}>
      {required && (
        <p className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {t("profile.twoFactor.requiredForAdmins")}
        </p>
      )}
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
              <input key={code} type="hidden" name={BACKUP_CODES_FIELD} value={code} />
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
    </ProfileCard>
  );
}
