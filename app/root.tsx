import { useEffect } from "react";
import { skipRevalidationWhenOffline } from "~/lib/offline-posts";
import { useTranslation } from "~/locales/runtime/react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { NotFound } from "~/components/not-found";
import { RouteTranslations } from "~/components/route-translations";
import { notify, Toaster } from "~/components/toaster";
import { defaultLanguage, isLanguage, parseCookie, type Language } from "~/lib/i18n";
import { messageValues } from "~/lib/forms";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { isTheme, themeBootScript, themeCookieName } from "~/lib/theme";
import { i18nHandle } from "~/locales/areas";
import { readFlash } from "~/server/forms/flash.server";
import { serverT } from "~/server/i18n.server";
import { getSessionUser, sessionCookieUpdates } from "~/server/accounts/session.server";
import { getSiteIdentity, getSocialLinks } from "~/server/site/settings.server";
import { cspNonce, pageLanguage } from "~/server/front/request-context.server";
import { answerStorageFailures } from "~/server/front/storage-errors.server";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [...answerStorageFailures];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(pageLanguage);
  const [user, social, site] = await Promise.all([
    getSessionUser({ request, context }),
    getSocialLinks(),
    getSiteIdentity(),
  ]);
  const themeCookie = parseCookie(request.headers.get("Cookie"), themeCookieName);
  const { flash, clearCookie } = readFlash(request);
  // Translated here: the page the redirect lands on may not load the locale area of the toast's text.
  const t = serverT(lang);
  const headers = new Headers();
  if (clearCookie) headers.append("Set-Cookie", clearCookie);
  for (const cookie of sessionCookieUpdates(context)) headers.append("Set-Cookie", cookie);
  return data(
    {
      lang,
      nonce: context.get(cspNonce),
      theme: isTheme(themeCookie) ? themeCookie : "system",
      user: user && {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        image: user.image,
      },
      social,
      site,
      flash: flash && {
        variant: flash.variant,
        title: t(flash.title as never, messageValues(flash.values)),
        description: flash.description ? t(flash.description as never, messageValues(flash.values)) : undefined,
      },
    },
    { headers },
  );
}

/** The shell itself uses only the always-loaded areas (locales/areas.ts); pages declare theirs. */
// A post that never reached the server (a lost connection: lib/offline-posts.ts) changed nothing to read again.
export const shouldRevalidate = skipRevalidationWhenOffline;

export const handle = i18nHandle();

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/**
 * Without any JavaScript (not even the enhancement script, decision 12): every tab panel shows in turn, and the
 * controls that cannot work (the theme toggle, the button tabs) are not offered. The menus are native
 * disclosures (decision 22), which work without it.
 */
const noScriptStyles =
  // In Tailwind's base layer: its `[hidden]` rule there is !important, which no unlayered rule can override.
  "@layer base{[role=tabpanel][hidden]{display:block!important}" +
  "[data-theme-toggle],[role=tablist]:has(button[role=tab]){display:none!important}}";

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = usePageLanguage();
  const theme = root?.theme ?? "system";
  return (
    <html lang={lang} className={theme === "dark" ? "dark" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a5a" />
        {/* Browsers hide nonce values from the DOM, so the client sees "" here: not a real mismatch. */}
        <script nonce={root?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
        <noscript>
          <style>{noScriptStyles}</style>
        </noscript>
      </head>
      <body id="top" className="flex min-h-screen flex-col antialiased">
        {children}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

/**
 * The page's language; without the root's data (its own loader failed, or a storage failure's 503 answered at the
 * root), the language its strings were loaded in.
 */
function usePageLanguage(): Language {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  return root?.lang ?? (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const lang = usePageLanguage();
  const flash = root?.flash;
  // Without the root's data (its loader failed), the brand's own name.
  const site = root?.site ?? siteIdentityFrom({});

  // Tells end-to-end tests which history entry the screen shows (tests/e2e/browser.ts waits for the router's
  // current one): before that, a click or a keystroke could land on HTML not yet hydrated or on the previous page.
  useEffect(() => {
    document.documentElement.dataset.locationKey = location.key;
  }, [location.key]);

  useEffect(() => {
    if (!flash) return;
    notify(flash.variant, flash.title, { description: flash.description });
  }, [flash]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader user={root?.user ?? null} lang={lang} theme={root?.theme ?? "system"} site={site} />
      {navigation.state === "loading" && (
        <div
          role="progressbar"
          aria-label={t("common.loading")}
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent"
        />
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter social={root?.social ?? {}} site={site} />
      <Toaster theme={root?.theme ?? "system"} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      {/* No <Suspense> here: React would stream a boundary this large out of order, hidden until a script
          reveals it, and visitors without JavaScript would see no content. Navigations are transitions,
          so while RouteTranslations waits for strings the previous page simply stays on screen. */}
      <RouteTranslations>
        <Outlet />
      </RouteTranslations>
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  // 503: the site's storage failed (app/server/front/storage-errors.server.ts); the visitor is told to retry later.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <Shell>
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold">
          {t(unavailable ? "common.error.unavailableTitle" : "common.error.title")}
        </h1>
        <p className="mt-4 text-muted-foreground">
          {t(unavailable ? "common.error.unavailableBody" : "common.error.body")}
        </p>
      </div>
    </Shell>
  );
}
