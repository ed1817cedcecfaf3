import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { notify } from "~/components/toaster";
import { HoneypotField, RequiredMark, TextAreaField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { APPLICATION_LIMITS, type ApplicationField } from "~/lib/facilitators/application-rules";
import { metaTags } from "~/lib/meta";
import { withActionHeaders } from "~/server/forms/forms.server";
import { publicPageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/join-facilitator";
import { joinFacilitatorAction, type ApplicationFailure } from "./join-facilitator.route.server";
import { i18nHandle } from "~/locales/areas";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return { meta: publicPageMeta(request, context.get(pageLanguage), "joinFacilitator") };
}

export function action({ request, context }: Route.ActionArgs) {
  return joinFacilitatorAction(request, context.get(pageLanguage));
}

/** Locale areas the page shows (decision 0005). */
export const handle = { ...i18nHandle("joinFacilitator"), ...hydrationOnIntent };

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function JoinFacilitatorPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData as ApplicationFailure | undefined;
  const errors: Partial<Record<ApplicationField, string>> = failure?.errors ?? {};
  const values = failure?.values ?? {};
  const error = (field: ApplicationField) => (errors[field] ? t(errors[field] as never) : undefined);

  useEffect(() => {
    if (!failure) return;
    // The failure toast for a submission that could not be saved; field errors are shown in place.
    if (failure.formError) notify("error", t(failure.formError.key as never, failure.formError.values));
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-form-error]")?.focus();
  }, [failure, t]);

  const withMarker = (text: string) => (
    <>
      {text}
      <RequiredMark />
    </>
  );

  return (
    <>
      <PageIntro title={t("joinFacilitator.title")} lead={t("joinFacilitator.lead")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-16">
        <section aria-labelledby="application-title" className="min-w-0 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <h2 id="application-title" className="font-display text-2xl font-semibold">
            {t("joinFacilitator.formTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("joinFacilitator.requiredNote")}</p>
          <Form ref={formRef} method="post" noValidate className="relative mt-6 space-y-4">
            {failure?.formError && <FormErrorMessage error={failure.formError} />}
            <HoneypotField />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={withMarker(t("joinFacilitator.fullName"))}
                name="fullName"
                autoComplete="name"
                required
                aria-required
                maxLength={APPLICATION_LIMITS.fullName}
                defaultValue={values.fullName}
                error={error("fullName")}
              />
              <TextField
                label={withMarker(t("joinFacilitator.emailField"))}
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-required
                maxLength={APPLICATION_LIMITS.email}
                defaultValue={values.email}
                error={error("email")}
              />
              <TextField
                label={withMarker(t("joinFacilitator.expertise"))}
                name="expertise"
                required
                aria-required
                maxLength={APPLICATION_LIMITS.expertise}
                placeholder={t("joinFacilitator.expertisePlaceholder")}
                defaultValue={values.expertise}
                error={error("expertise")}
              />
              <TextField
                label={withMarker(t("joinFacilitator.experience"))}
                name="experience"
                required
                aria-required
                maxLength={APPLICATION_LIMITS.experience}
                placeholder={t("joinFacilitator.experiencePlaceholder")}
                defaultValue={values.experience}
                error={error("experience")}
              />
            </div>
            <TextAreaField
              label={withMarker(t("joinFacilitator.bio"))}
              name="bio"
              required
              aria-required
              rows={6}
              maxLength={APPLICATION_LIMITS.bio}
              placeholder={t("joinFacilitator.bioPlaceholder")}
              defaultValue={values.bio}
              error={error("bio")}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label={t("joinFacilitator.phone")} name="phone" type="tel" autoComplete="tel" maxLength={APPLICATION_LIMITS.phone} defaultValue={values.phone} error={error("phone")} />
              <TextField label={t("joinFacilitator.linkedin")} name="linkedin" inputMode="url" maxLength={APPLICATION_LIMITS.url} defaultValue={values.linkedin} error={error("linkedin")} />
              <TextField label={t("joinFacilitator.website")} name="website" inputMode="url" autoComplete="url" maxLength={APPLICATION_LIMITS.url} defaultValue={values.website} error={error("website")} />
            </div>
            <SubmitButton busyLabel={t("joinFacilitator.submitting")} size="lg" className="w-full sm:w-auto">
              {t("joinFacilitator.submit")}
            </SubmitButton>
          </Form>
        </section>

        <aside className="min-w-0 space-y-6">
          <section aria-labelledby="why-title" className="rounded-xl border bg-card p-5 sm:p-6">
            <h2 id="why-title" className="font-display text-xl font-semibold">
              {t("joinFacilitator.whyTitle")}
            </h2>
            <ul className="mt-4 space-y-3">
              {(["projects", "community", "growth"] as const).map((key) => (
                <li key={key} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-savanna" aria-hidden="true" />
                  <span>{t(`joinFacilitator.why.${key}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="process-title" className="rounded-xl bg-primary p-5 text-primary-foreground sm:p-6">
            <h2 id="process-title" className="font-display text-xl font-semibold">
              {t("joinFacilitator.processTitle")}
            </h2>
            <p className="mt-3 opacity-90">{t("joinFacilitator.process")}</p>
          </section>
        </aside>
      </div>
    </>
  );
}
