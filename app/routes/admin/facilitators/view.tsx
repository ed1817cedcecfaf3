import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { data, Link, useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { StatusBadge } from "~/components/admin/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { currencyFrom, formatAgencyDate, formatMoney } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { externalUrl } from "~/lib/urls";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getAdminFacilitator } from "~/server/facilitators/admin.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getSettingValues } from "~/server/site/settings.server";
import type { Route } from "./+types/view";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const [facilitator, settings] = await Promise.all([getAdminFacilitator(params.id), getSettingValues()]);
  if (!facilitator) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "adminFacilitators.view.title"),
    facilitator,
    currency: currencyFrom(settings.currency),
  };
}

export const handle = i18nHandle("pages", "backOffice", "adminFacilitators");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

/** The details dialog: everything the record holds, both languages of the written texts side by side. */
export default function ViewFacilitator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { search } = useLocation();
  const { facilitator, currency } = loaderData;
  const none = t("adminFacilitators.view.none");
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  const isPublic = facilitator.status === "approved" && facilitator.availability === "available";
  const publicPath = lang === "en" ? `/en/facilitators/${facilitator.id}` : `/facilitators/${facilitator.id}`;
  const website = externalUrl(facilitator.website);
  const linkedin = externalUrl(facilitator.linkedin);
  const sides: { language: Language; bio: string | null; specialties: string[]; certifications: string[] }[] = [
    {
      language: "fr",
      bio: facilitator.bioFr,
      specialties: facilitator.specialtiesFr,
      certifications: facilitator.certificationsFr,
    },
    {
      language: "en",
      bio: facilitator.bioEn,
      specialties: facilitator.specialtiesEn,
      certifications: facilitator.certificationsEn,
    },
  ];
  return (
    <RouteDialog title={name} closeTo={`/admin/facilitators${search}`} size="lg">
      <div className="flex flex-wrap gap-2">
        <StatusBadge tone={facilitator.status === "approved" ? "green" : "yellow"}>
          {t(`adminFacilitators.status.${facilitator.status}`)}
        </StatusBadge>
        <StatusBadge
          tone={
            facilitator.availability === "available" ? "green" : facilitator.availability === "busy" ? "yellow" : "grey"
          }
        >
          {t(`adminFacilitators.availability.${facilitator.availability}`)}
        </StatusBadge>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Item label={t("adminFacilitators.view.contact")}>
          <span className="block break-all">{facilitator.email}</span>
          <span className="block">{facilitator.phone ?? none}</span>
          <span className="block text-muted-foreground">{facilitator.location ?? none}</span>
        </Item>
        <Item label={t("adminFacilitators.view.account")}>
          <span className="break-all">{facilitator.accountEmail ?? t("adminFacilitators.editor.noAccount")}</span>
        </Item>
        <Item label={t("adminFacilitators.view.rate")}>
          {facilitator.hourlyRate === null
            ? none
            : t("adminFacilitators.perHour", { amount: formatMoney(facilitator.hourlyRate, currency) })}
        </Item>
        <Item label={t("adminFacilitators.view.experience")}>
          {facilitator.yearsExperience === null
            ? none
            : t("adminFacilitators.years", { count: facilitator.yearsExperience })}
        </Item>
        <Item label={t("adminFacilitators.view.languages")}>
          {facilitator.languages.length > 0 ? facilitator.languages.join(", ") : none}
        </Item>
        <Item label={t("adminFacilitators.view.emailLanguage")}>
          {t(`common.languageNames.${facilitator.language}`)}
        </Item>
        <Item label={t("adminFacilitators.view.links")}>
          {website || linkedin ? (
            <span className="flex flex-col gap-1">
              {website && (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary underline"
                >
                  {facilitator.website}
                </a>
              )}
              {linkedin && (
                <a
                  href={linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary underline"
                >
                  {facilitator.linkedin}
                </a>
              )}
            </span>
          ) : (
            none
          )}
        </Item>
        <Item label={t("adminFacilitators.view.applied")}>{formatAgencyDate(facilitator.createdAt, lang)}</Item>
      </dl>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {sides.map((side) => (
          <section key={side.language} lang={side.language} className="min-w-0 rounded-lg border p-4">
            <h3 className="text-sm font-semibold">{t(`adminFacilitators.editor.in.${side.language}`)}</h3>
            <dl className="mt-3 space-y-3">
              <Item label={t("adminFacilitators.view.bio")}>
                <span className="whitespace-pre-line">{side.bio ?? none}</span>
              </Item>
              <Item label={t("adminFacilitators.view.specialties")}>
                {side.specialties.length > 0 ? side.specialties.join(", ") : none}
              </Item>
              <Item label={t("adminFacilitators.view.certifications")}>
                {side.certifications.length > 0 ? side.certifications.join(" · ") : none}
              </Item>
            </dl>
          </section>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        {isPublic ? (
          <a href={publicPath} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden="true" />
            {t("adminFacilitators.view.publicProfile")}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">{t("adminFacilitators.view.notPublic")}</p>
        )}
        <Link
          to={`/admin/facilitators/${facilitator.id}/edit${search}`}
          preventScrollReset
          className={buttonVariants()}
        >
          {t("adminFacilitators.actions.edit")}
        </Link>
      </div>
    </RouteDialog>
  );
}
