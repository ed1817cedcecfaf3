import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AboutSection } from "~/components/home/about-section";
import { CaseStudiesSection } from "~/components/home/case-studies-section";
import { ContactSection } from "~/components/home/contact-section";
import { ContentItems } from "~/components/home/content-items";
import { HomeHero } from "~/components/home/hero";
import { PartnersSection } from "~/components/home/partners-section";
import { ServicesSection } from "~/components/home/services-section";
import { TeamSection } from "~/components/home/team-section";
import { BRAND_NAME } from "~/lib/brand";
import { isContactFormResult } from "~/lib/contact/rules";
import { metaTags } from "~/lib/meta";
import { isRole, roleHome } from "~/lib/roles";
import { sectionText, type SectionContentView } from "~/lib/content/site-content";
import { organizationJsonLd, serializeJsonLd } from "~/lib/structured-data";
import { i18nHandle } from "~/locales/areas";
import { config } from "~/server/config.server";
import { getContactDetails } from "~/server/contact/messages.server";
import { listTeamFacilitators } from "~/server/facilitators/directory.server";
import { withActionHeaders } from "~/server/forms/forms.server";
import { publicPageMeta, serverT } from "~/server/i18n.server";
import { getPublishedSections } from "~/server/site/sections.server";
import { getSessionUser } from "~/server/accounts/session.server";
import { getSocialLinks } from "~/server/site/settings.server";
import type { Route } from "./+types/home";
import { contactAction } from "./contact.route.server";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

/** At most 8 facilitators on the home page. */
const TEAM_SIZE = 8;

/** The page's own strings; the services, case studies and contact sections load theirs as they near the screen. */
export const handle = { ...i18nHandle("home"), ...hydrationOnIntent };

export async function loader({ request, context }: Route.LoaderArgs) {
  // A signed-in user with a known role goes straight to their dashboard.
  const user = await getSessionUser({ request, context });
  if (user && isRole(user.role)) throw redirect(roleHome(user.role));

  const teamQuery = listTeamFacilitators(TEAM_SIZE);
  // A browser's client-side navigation (fetch: Sec-Fetch-Dest "empty") shows the page at once with the
  // team's skeleton cards; a document request (first visit, no JavaScript, crawlers) waits so the HTML is whole.
  const deferTeam = request.headers.get("Sec-Fetch-Dest") === "empty";
  if (deferTeam) teamQuery.catch(() => {}); // the error surfaces in <Await errorElement>, not as an unhandled rejection

  // The team is awaited with the other reads, not after them: when one of those rejects first (the database
  // gone), a query still running on its own would reject later with nothing to catch it.
  const [sections, details, social, team] = await Promise.all([
    getPublishedSections(context.get(pageLanguage)),
    getContactDetails(),
    getSocialLinks(),
    deferTeam ? undefined : teamQuery,
  ]);
  const meta = publicPageMeta(request, context.get(pageLanguage), "home");
  const organization = organizationJsonLd({
    name: BRAND_NAME,
    origin: config().baseUrl,
    description: serverT(context.get(pageLanguage))("pages.home.description"),
    email: details.email,
    phone: details.phone,
    address: details.address,
    sameAs: Object.values(social).filter((url): url is string => Boolean(url)),
  });

  return {
    meta,
    lang: context.get(pageLanguage),
    sections,
    details,
    team: team ?? teamQuery,
    jsonLd: serializeJsonLd(organization),
  };
}

/** The home page's short contact form posts here (the /contact page's handler, with source "home"). */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, { lang: context.get(pageLanguage), source: "home" });
}

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

/**
 * Sending a message changes nothing the page shows, so the home page's data is not reloaded after it
 * (a reload would also put the team back behind its deferred query for a moment).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isContactFormResult(actionResult) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, sections, details, team, jsonLd } = loaderData;
  // A section shown in the other language (nothing published in the page's) says so with its `lang`.
  const contentLang = (view: SectionContentView) => (view.lang === lang ? undefined : view.lang);
  const extra = (view: SectionContentView, shownAbove?: { id: string }) => (
    <ContentItems items={view.items.filter((item) => item !== shownAbove)} contentLang={contentLang(view)} />
  );
  const heroText = sectionText(sections.hero);
  const aboutText = sectionText(sections.about);
  return (
    <>
      {/* Data for search engines, not a script: it needs no CSP nonce. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <HomeHero content={heroText} contentLang={contentLang(sections.hero)} />
      <AboutSection content={aboutText} contentLang={contentLang(sections.about)} />
      {extra(sections.about, aboutText)}
      <ServicesSection id="services" labelledBy="services-title" className="scroll-mt-16 bg-muted/60 py-16 md:py-24" />
      {extra(sections.services)}
      <CaseStudiesSection id="case-studies" labelledBy="case-studies-title" className="scroll-mt-16 py-16 md:py-24" />
      {extra(sections.case_studies)}
      <TeamSection team={team} />
      {extra(sections.team)}
      <PartnersSection items={sections.partners.items} contentLang={contentLang(sections.partners)} />
      <ContactSection
        id="contact"
        labelledBy="contact-title"
        className="min-h-[40rem] scroll-mt-16 border-t bg-muted/60 py-16 md:py-24"
        details={details}
      />
      {extra(sections.contact)}
    </>
  );
}
