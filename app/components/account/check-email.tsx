import { MailCheck } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { BackToSignIn } from "./auth-parts";

/** After signing up: the confirmation link is on its way. */
export function CheckEmail({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-savanna" />
      <h2 className="font-display text-xl font-semibold">{t("auth.toast.checkEmailTitle")}</h2>
      <p>{t("auth.toast.checkEmailBody")}</p>
      <p className="text-sm text-muted-foreground">{t("auth.checkEmail.hint")}</p>
      <BackToSignIn returnTo={returnTo} />
    </div>
  );
}
