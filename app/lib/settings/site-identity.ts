/**
 * The site's name and tagline as staff set them (Site Settings → General: site_name, tagline), shown by the
 * header, the footer, the page titles and the emails' sign-off. An emptied name falls back to the brand's.
 */
import { BRAND_NAME } from "../brand";

export interface SiteIdentity {
  name: string;
  /** Empty when staff cleared it: the header and footer then show none. */
  tagline: string;
}

export function siteIdentityFrom(settings: Record<string, string | undefined>): SiteIdentity {
  return { name: settings.site_name?.trim() || BRAND_NAME, tagline: settings.tagline?.trim() ?? "" };
}
