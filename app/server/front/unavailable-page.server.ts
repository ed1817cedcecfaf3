import type { RouterContextProvider } from "react-router";
import { BRAND_NAME } from "~/lib/brand";
import { escapeHtml } from "~/lib/html";
import { isPublicPath, languages, localizePath, stripLanguagePrefix } from "~/lib/i18n";
import { themeBootScript } from "~/lib/theme";
import { serverT } from "../i18n.server";
import { cspNonce, pageLanguage, siteStylesheets } from "./request-context.server";

/**
 * The page a visitor gets when the site's storage failed (a 503): in the page's language, with the site's
 * stylesheet, a way home, to the other language and to try again. Drawn here as plain HTML rather than through
 * React Router's error boundary: that boundary has no root data then (its loader failed too), so it rendered a
 * second time without the CSP nonce on its scripts, and a page that hydrates into nothing helps no one. Its only
 * script is the theme's, inline with the nonce.
 */
export function unavailablePage(request: Request, context: Readonly<RouterContextProvider>): string {
  const lang = context.get(pageLanguage);
  const t = serverT(lang);
  const url = new URL(request.url);
  const other = languages.find((language) => language !== lang)!;
  // The same page in the other language when it has one; a private screen has one address, and its home then.
  const otherPage = localizePath(isPublicPath(stripLanguagePrefix(url.pathname)) ? url.pathname : "/", other);
  const attribute = (value: string) => `"${escapeHtml(value)}"`;
  const stylesheets = context
    .get(siteStylesheets)
    .map((href) => `<link rel="stylesheet" href=${attribute(href)}>`)
    .join("");
  const title = t("common.error.unavailableTitle");
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${BRAND_NAME}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script nonce=${attribute(context.get(cspNonce))}>${themeBootScript}</script>${stylesheets}</head>
<body class="flex min-h-screen flex-col antialiased">
<header class="border-b"><nav aria-label=${attribute(t("common.nav.label"))} class="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
<a href=${attribute(localizePath("/", lang))} class="font-display text-xl font-semibold">${escapeHtml(BRAND_NAME)}</a>
<a href=${attribute(otherPage)} lang="${other}" hreflang="${other}" class="underline">${escapeHtml(t("common.nav.switchLanguage"))}</a>
</nav></header>
<main id="main" class="flex-1"><div class="mx-auto max-w-xl px-4 py-24 text-center">
<h1 class="font-display text-3xl font-semibold">${escapeHtml(title)}</h1>
<p class="mt-4 text-muted-foreground">${escapeHtml(t("common.error.unavailableBody"))}</p>
<p class="mt-8"><a href=${attribute(url.pathname + url.search)} class="underline">${escapeHtml(t("common.error.tryAgain"))}</a></p>
</div></main></body></html>`;
}
