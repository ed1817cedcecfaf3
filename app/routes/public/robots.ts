import { robotsTxt } from "~/server/site/seo.server";

/** /robots.txt: crawl the public site, not the accounts area; where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
