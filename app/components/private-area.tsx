import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { isRouteErrorResponse, NavLink, Outlet, useLocation, useRouteError } from "react-router";
import { useDialogHistory } from "~/components/admin/route-dialog";
import { NotFound } from "~/components/not-found";
import { cn } from "~/lib/utils";
import type { TranslationKey } from "~/locales/runtime/i18n";

export interface AreaLink {
  to: string;
  label: TranslationKey;
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
  title: TranslationKey;
  links: readonly AreaLink[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { list, hidden } = useActiveLinkInView();
  useDialogHistory();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col lg:flex-row">
      <nav aria-label={t(title)} className="border-b px-4 py-3 lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0 lg:py-8">
        <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground lg:block">
          {t(title)}
        </p>
        <div className="relative">
          <ul ref={list} className="relative flex gap-1 overflow-x-auto lg:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  // A section stays marked on its sub-pages (/admin/clients/:id) unless another link lies under it.
                  end={links.some((other) => other.to.startsWith(`${link.to}/`))}
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
          {/* On a phone the list scrolls sideways: a fade on each side that has more links says so. */}
          <div
            aria-hidden="true"
            data-fade="start"
            className={cn(
              "pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-background lg:hidden",
              !hidden.start && "hidden",
            )}
          />
          <div
            aria-hidden="true"
            data-fade="end"
            className={cn(
              "pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-background lg:hidden",
              !hidden.end && "hidden",
            )}
          />
        </div>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/**
 * Keeps the current section's link in view in a list that scrolls sideways (phones), by scrolling the list
 * itself (never the page), and tells which ends have links out of view.
 */
function useActiveLinkInView() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const active = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && element.scrollWidth > element.clientWidth) {
      const centred = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
      element.scrollLeft = Math.max(0, Math.min(centred, element.scrollWidth - element.clientWidth));
    }
    const update = () => {
      const room = element.scrollWidth - element.clientWidth;
      setHidden({ start: element.scrollLeft > 1, end: element.scrollLeft < room - 1 });
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [pathname]);
  return { list, hidden };
}

/**
 * What an area shows in place of a screen that failed, with the area's navigation kept: "not found" for a 404
 * (an unknown address or record), else the shell's error text.
 */
export function PrivateAreaError({ title, links }: { title: TranslationKey; links: readonly AreaLink[] }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <PrivateArea title={title} links={links}>
        <NotFound back={{ to: links[0]!.to, label: t("common.notFound.backTo", { area: t(title) }) }} />
      </PrivateArea>
    );
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
export function privateAreaLayout(title: TranslationKey, links: readonly AreaLink[]) {
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
