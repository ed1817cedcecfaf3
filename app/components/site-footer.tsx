import { ArrowUp } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import type { SiteIdentity } from "~/lib/settings/site-identity";
import { socialNetworks, type SocialLinks } from "~/lib/settings/social-links";
import { useLocalizedHref } from "~/lib/use-page-language";

export function SiteFooter({ social, site }: { social: SocialLinks; site: SiteIdentity }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const groups = [
    {
      title: t("common.footer.servicesTitle"),
      links: [
        { label: t("common.footer.links.designThinking"), to: href("/#services") },
        { label: t("common.footer.links.futureThinking"), to: href("/#services") },
        { label: t("common.footer.links.systemThinking"), to: href("/#services") },
        { label: t("common.footer.links.workshops"), to: href("/workshops") },
      ],
    },
    {
      title: t("common.footer.companyTitle"),
      links: [
        { label: t("common.footer.links.about"), to: href("/#about") },
        { label: t("common.footer.links.team"), to: href("/#team") },
        { label: t("common.footer.links.caseStudies"), to: href("/#case-studies") },
        { label: t("common.footer.links.contact"), to: href("/#contact") },
      ],
    },
  ];
  const socialLinks = socialNetworks.filter((network) => social[network]);

  return (
    <footer className="mt-auto bg-indigo-cloth text-sand">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <p className="flex items-center gap-2 font-display text-lg font-semibold">
            <img src="/art/logo-mark-on-dark.svg" alt="" width={28} height={28} className="size-7" />
            {site.name}
          </p>
          {site.tagline && <p className="mt-2 text-sm font-medium text-sun">{site.tagline}</p>}
          <p className="mt-3 text-sm text-sand/80">{t("common.footer.description")}</p>
        </div>
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-sun">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sand/85 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-sun">{t("common.footer.connectTitle")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {socialLinks.map((network) => (
              <li key={network}>
                <a
                  href={social[network]}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-sand/85 hover:text-white hover:underline"
                >
                  {t(`common.footer.social.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-sand/15">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 text-xs text-sand/70 sm:px-6">
          <p>{t("common.footer.copyright", { year: new Date().getFullYear(), brand: site.name })}</p>
          <a
            href="#top"
            className="inline-flex size-9 items-center justify-center rounded-full border border-sand/30 hover:bg-sand/10"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("common.footer.scrollToTop")}</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
