import { sitemapXml } from "~/server/site/seo.server";

/** /sitemap.xml: the public pages in both languages and the public facilitator profiles. */
export async function loader() {
  return new Response(await sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
