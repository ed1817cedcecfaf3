import { useEffect } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { FormMessage } from "~/components/forms/form-message";
import { notify } from "~/components/toaster";
import type { ProfileResult } from "~/lib/accounts/profile-forms";

/** One section of /profile: a titled card, with an optional badge beside its title. */
export function ProfileCard({
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

/** Shows the toast of an action's answer: its success message, or 'Update failed' / 'Upload failed' with the reason. */
export function useProfileToast(result: ProfileResult | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (!result.toast) return;
      notify("success", t(result.toast.title as never, result.toast.values), {
        description: result.toast.description ? t(result.toast.description as never, result.toast.values) : undefined,
      });
    } else if (result.formError) {
      const title = result.form === "avatar" ? "profile.toast.uploadFailed" : "profile.toast.updateFailed";
      notify("error", t(title), { description: t(result.formError.key as never, result.formError.values) });
    }
  }, [result, t]);
}

/** A section's message when its form was refused as a whole ('Update failed' and the reason). */
export function ProfileFormError({ result }: { result: ProfileResult | undefined }) {
  const { t } = useTranslation();
  if (!result || result.ok || !result.formError) return null;
  return (
    <div className="mb-4">
      <FormMessage tone="error" title={t("profile.toast.updateFailed")}>
        {t(result.formError.key as never, result.formError.values)}
      </FormMessage>
    </div>
  );
}

/** The refused fields' messages of a section's answer (the same object until the next answer). */
export const refusedFields = (result: ProfileResult | undefined) => (result && !result.ok ? result.errors : undefined);
