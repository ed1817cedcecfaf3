import type { ReactNode } from "react";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { cn } from "~/lib/utils";

export interface AreaLink {
  to: string;
  label: ParseKeys;
}

/**
 * The frame of a signed-in area (admin, facilitator, client, creator): its navigation beside the page.
 * Layouts use it for their page and for their ErrorBoundary, so an error in one screen keeps the way out on screen.
 */
export function PrivateArea({
  title,
  links,
  children,
}: {
  title: ParseKeys;
  links: readonly AreaLink[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col lg:flex-row">
      <nav aria-label={t(title)} className="border-b px-4 py-3 lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0 lg:py-8">
        <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground lg:block">
          {t(title)}
        </p>
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    "block whitespace-nowrap rounded-md px-3 py-2 text-sm",
                    isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted",
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** What an area shows in place of a screen that failed: the shell's error text, with the area's navigation kept. */
export function PrivateAreaError({ title, links }: { title: ParseKeys; links: readonly AreaLink[] }) {
  const { t } = useTranslation();
  return (
    <PrivateArea title={title} links={links}>
      <div role="alert" className="px-4 py-16 text-center sm:px-6">
        <h1 className="font-display text-2xl font-semibold">{t("common.error.title")}</h1>
        <p className="mt-4 text-muted-foreground">{t("common.error.body")}</p>
      </div>
    </PrivateArea>
  );
}

/**
 * The page and the ErrorBoundary of an area's layout route, from its title and links: each layout module
 * keeps only its own role check (its loader) and exports these two.
 */
export function privateAreaLayout(title: ParseKeys, links: readonly AreaLink[]) {
  return {
    Layout() {
      return (
        <PrivateArea title={title} links={links}>
          <Outlet />
        </PrivateArea>
      );
    },
    ErrorBoundary() {
      return <PrivateAreaError title={title} links={links} />;
    },
  };
}
