import { Menu, X } from "lucide-react";
import { lazy, memo, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, NavLink, useLocation } from "react-router";
import type { SiteIdentity } from "~/lib/settings/site-identity";
import { isPublicPath, localizePath, stripLanguagePrefix, type Language } from "~/lib/i18n";
import type { Role } from "~/lib/roles";
import type { Theme } from "~/lib/theme";
import { useLocalizedHref } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu as EagerUserMenu } from "./user-menu";

export interface ShellUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  image: string | null;
}

/**
 * Only signed-in visitors see the avatar menu, so the browser downloads its code (with its icons) only for
 * them, as the page hydrates (decision 0018). The server renders it in full; until the chunk arrives React
 * leaves that HTML in place. A constant in each build: the browser bundle leaves the static import out.
 */
const LazyUserMenu = import.meta.env.SSR
  ? EagerUserMenu
  : lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

/**
 * Loader data is a new object after each revalidation: comparing the user by value keeps a menu still
 * waiting for its code from receiving new props, which would hold the router's update until it hydrates.
 */
const UserMenu = memo(
  function UserMenu({ user }: { user: ShellUser }) {
    return (
      <Suspense fallback={null}>
        <LazyUserMenu user={user} />
      </Suspense>
    );
  },
  (before, after) => JSON.stringify(before.user) === JSON.stringify(after.user),
);

const sectionLinks = [
  { key: "about", to: "/#about" },
  { key: "caseStudies", to: "/#case-studies" },
  { key: "team", to: "/#team" },
] as const;

const pageLinks = [
  { key: "services", to: "/services" },
  { key: "workshops", to: "/workshops" },
  { key: "facilitators", to: "/facilitators" },
  { key: "calendar", to: "/calendar" },
  { key: "contact", to: "/contact" },
] as const;

/** The URL of this page in the other language; the server remembers the choice in a cookie. */
function useLanguageSwitchHref(lang: Language): string {
  const { pathname, search } = useLocation();
  const other: Language = lang === "fr" ? "en" : "fr";
  const target = isPublicPath(pathname)
    ? localizePath(stripLanguagePrefix(pathname), other) + search
    : pathname + search;
  return `/set-language?lang=${other}&to=${encodeURIComponent(target)}`;
}

function LanguageToggle({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    // A full page load, so the browser fetches only the new language's strings.
    <a
      href={useLanguageSwitchHref(lang)}
      hrefLang={lang === "fr" ? "en" : "fr"}
      className="inline-flex h-9 items-center justify-center rounded-full border px-3 text-sm font-medium hover:bg-muted"
      title={t("common.nav.switchLanguage")}
    >
      <span aria-hidden="true">{t("common.nav.languageShort")}</span>
      <span className="sr-only">{t("common.nav.switchLanguage")}</span>
    </a>
  );
}

export function SiteHeader({
  user,
  lang,
  theme,
  site,
}: {
  user: ShellUser | null;
  lang: Language;
  theme: Theme;
  site: SiteIdentity;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > 20);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Section links point into the home page, so they are never shown as the current page.
  const links = [
    ...sectionLinks.map((link) => ({ ...link, section: true })),
    ...pageLinks.map((link) => ({ ...link, section: false })),
  ].map((link) => ({ ...link, label: t(`common.nav.${link.key}`), href: href(link.to) }));
  /** The site's links, in the desktop bar and in the phone menu: `size` sets each link's spacing and text. */
  const siteLinks = (listClass: string, size: string) => (
    <ul className={listClass}>
      {links.map((link) => (
        <li key={link.key}>
          <NavLink
            to={link.href}
            className={({ isActive }) =>
              cn(
                "rounded-md px-2 font-medium transition-colors hover:text-accent",
                size,
                isActive && !link.section ? "text-accent" : "text-foreground/80",
              )
            }
            aria-current={link.section ? "false" : "page"}
            end
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    // Styled by data-compact, which the enhancement script also sets before React runs.
    <header
      data-compact={compact}
      className="group/header sticky top-0 z-40 w-full bg-background transition-all duration-300 data-[compact=true]:border-b data-[compact=true]:border-border/60 data-[compact=true]:bg-background/70 data-[compact=true]:shadow-sm data-[compact=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-2 px-4 transition-all group-data-[compact=true]/header:h-14 sm:gap-4 sm:px-6">
        <Link to={href("/")} className="flex shrink-0 items-center gap-2 font-display text-lg font-semibold">
          <img src="/art/logo-mark.svg" alt="" width={32} height={32} className="size-8" />
          {/* On phones the name wraps onto two lines so the toggle, account and menu buttons fit in 360 px. */}
          <span className="flex min-w-0 flex-col">
            <span className="max-w-[7.5rem] leading-tight sm:max-w-none">{site.name}</span>
            {/* Under the name where there is room for it, and not in the compact header of a scrolled page. */}
            {site.tagline && (
              <span className="hidden max-w-60 font-sans text-xs leading-tight font-normal text-muted-foreground lg:block group-data-[compact=true]/header:hidden">
                {site.tagline}
              </span>
            )}
          </span>
        </Link>
        <nav aria-label={t("common.nav.label")} className="ml-auto hidden xl:block">
          {siteLinks("flex items-center gap-1", "py-1.5 text-sm")}
        </nav>
        <div className="ml-auto flex items-center gap-2 xl:ml-2">
          <LanguageToggle lang={lang} />
          <div className="hidden sm:block">
            <ThemeToggle initial={theme} />
          </div>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <span className="hidden sm:block">
              <Link to={href("/auth")} className={buttonVariants({ size: "sm" })}>
                {t("common.nav.signIn")}
              </Link>
            </span>
          )}
          {/* A native disclosure: the first tap opens it even before any script runs (decision 0022). */}
          <details data-menu className="group/menu xl:hidden">
            <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="group-open/menu:hidden" />
              <X aria-hidden="true" className="hidden group-open/menu:block" />
              <span className="sr-only group-open/menu:hidden">{t("common.nav.openMenu")}</span>
              <span className="sr-only hidden group-open/menu:inline">{t("common.nav.closeMenu")}</span>
            </summary>
            <nav
              id="mobile-menu"
              aria-label={t("common.nav.label")}
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-b bg-background px-4 pb-4 shadow-sm"
            >
              {siteLinks("flex flex-col py-2", "block py-3 text-base")}
              <div className="flex items-center justify-between gap-3 border-t pt-4">
                <ThemeToggle initial={theme} />
                {!user && (
                  <Link to={href("/auth")} className={buttonVariants({ size: "sm" })}>
                    {t("common.nav.signIn")}
                  </Link>
                )}
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
