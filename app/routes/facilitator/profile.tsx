import { Camera, ExternalLink } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { TagInput } from "~/components/admin/tag-input";
import { DashboardPage } from "~/components/dashboard-page";
import { FacilitatorPhoto } from "~/components/facilitators/facilitator-photo";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextAreaField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { buttonVariants } from "~/components/ui/button";
import { languages } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getOwnFacilitator } from "~/server/facilitators/own-profile.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/profile";
import { ownProfileAction, type OwnProfileResult } from "./profile.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "facilitator");
  const facilitator = await getOwnFacilitator(user.id);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "pages.facilitatorProfile.title"),
    profile: facilitator && {
      id: facilitator.id,
      name: `${facilitator.firstName} ${facilitator.lastName}`.trim(),
      isPublic: facilitator.status === "approved" && facilitator.availability === "available",
      photo: facilitator.profileImageUrl,
      values: { bioFr: facilitator.bioFr ?? "", bioEn: facilitator.bioEn ?? "" },
      lists: {
        specialtiesFr: facilitator.specialtiesFr,
        specialtiesEn: facilitator.specialtiesEn,
        languages: facilitator.languages,
      },
      version: versionOf(facilitator.updatedAt),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole({ request, context }, "facilitator", { action: true });
  return ownProfileAction(request, user);
}

/** After a stale save (409) the record is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("pages", "backOffice", "profile", "adminFacilitators");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** The facilitator's own public profile: photo, bio and specialties in both languages, languages spoken. */
export default function FacilitatorProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.profile) {
    return (
      <DashboardPage title={t("pages.facilitatorProfile.title")}>
        <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
          {t("adminFacilitators.ownProfile.noRecord")}
        </p>
      </DashboardPage>
    );
  }
  return <ProfileEditor profile={loaderData.profile} />;
}

type Profile = NonNullable<Route.ComponentProps["loaderData"]["profile"]>;

function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const result = useActionData<typeof action>() as OwnProfileResult | undefined;
  const textsResult = result?.form === "own-profile" ? result : undefined;
  const photoResult = result?.form === "photo" ? result : undefined;
  const typed = textsResult && !isStale(textsResult) ? textsResult : undefined;
  const error = useFieldErrors(textsResult);
  const photoError = useFieldErrors(photoResult)("photo");
  const list = (name: keyof typeof profile.lists) =>
    (typed?.lists?.[name] ?? profile.lists[name]).filter((item) => item.trim());
  const publicPath = lang === "en" ? `/en/facilitators/${profile.id}` : `/facilitators/${profile.id}`;
  return (
    <DashboardPage title={t("pages.facilitatorProfile.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">{t("adminFacilitators.ownProfile.lead")}</p>
        {profile.isPublic ? (
          <a href={publicPath} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden="true" />
            {t("adminFacilitators.ownProfile.seePublic")}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">{t("adminFacilitators.ownProfile.notPublic")}</p>
        )}
      </div>

      <section aria-labelledby="photo-title" className="mt-6 rounded-xl border bg-card p-5">
        <h2 id="photo-title" className="font-display text-lg font-semibold">
          {t("adminFacilitators.ownProfile.photo")}
        </h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          <FacilitatorPhoto url={profile.photo} alt={profile.photo ? profile.name : ""} size={96} />
          <Form method="post" encType="multipart/form-data" className="min-w-0 flex-1 space-y-2">
            {photoResult?.formError && <FormErrorMessage error={photoResult.formError} />}
            <label htmlFor="photo" className="block text-sm font-medium">
              {t("adminFacilitators.ownProfile.choosePhoto")}
            </label>
            <input
              id="photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-invalid={photoError ? true : undefined}
              aria-describedby={photoError ? "photo-error" : "photo-hint"}
              className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-1.5"
            />
            {photoError ? (
              <p id="photo-error" className="text-sm text-destructive">
                {photoError}
              </p>
            ) : (
              <p id="photo-hint" className="text-xs text-muted-foreground">
                {t("adminFacilitators.ownProfile.photoHint")}
              </p>
            )}
            <SubmitButton variant="outline" busyLabel={t("adminFacilitators.ownProfile.uploading")}>
              <Camera aria-hidden="true" />
              {t("adminFacilitators.ownProfile.uploadPhoto")}
            </SubmitButton>
          </Form>
        </div>
      </section>

      <section aria-labelledby="texts-title" className="mt-6 rounded-xl border bg-card p-5">
        <h2 id="texts-title" className="font-display text-lg font-semibold">
          {t("adminFacilitators.ownProfile.texts")}
        </h2>
        <EditorForm version={profile.version} result={textsResult} className="mt-4 space-y-5">
          <div key={textsResult ? JSON.stringify(textsResult) : "saved"} className="space-y-5">
            <div className="grid gap-4 md:grid-cols-2">
              {languages.map((language) => {
                const suffix = language === "fr" ? "Fr" : "En";
                return (
                  <fieldset key={language} className="min-w-0 space-y-3" lang={language}>
                    <legend className="mb-2 text-sm font-semibold">
                      {t(`adminFacilitators.editor.in.${language}`)}
                    </legend>
                    <TextAreaField
                      label={t("adminFacilitators.editor.bio")}
                      name={`bio${suffix}`}
                      rows={6}
                      defaultValue={typed?.values[`bio${suffix}`] ?? profile.values[`bio${suffix}`]}
                      error={error(`bio${suffix}`)}
                    />
                    <TagInput
                      name={`specialties${suffix}`}
                      label={t("adminFacilitators.editor.specialties")}
                      defaultValue={list(`specialties${suffix}`)}
                      error={error(`specialties${suffix}`)}
                    />
                  </fieldset>
                );
              })}
            </div>
            <TagInput
              name="languages"
              label={t("adminFacilitators.editor.languages")}
              defaultValue={list("languages")}
              error={error("languages")}
            />
          </div>
          <div className="flex justify-end">
            <SubmitButton busyLabel={t("adminFacilitators.ownProfile.saving")}>
              {t("adminFacilitators.ownProfile.save")}
            </SubmitButton>
          </div>
        </EditorForm>
      </section>
    </DashboardPage>
  );
}
