/** schema.org data for search engines (JSON-LD), built on the server. */

export interface OrganizationInfo {
  name: string;
  /** The site's origin, e.g. https://fasofutures.bf */
  origin: string;
  description: string;
  email: string;
  phone: string;
  /** The office_address setting, e.g. "Avenue Kwame Nkrumah, Ouagadougou, Burkina Faso". */
  address: string;
  /** Social profile URLs (the footer's links). */
  sameAs: string[];
}

/** The agency as a schema.org Organization, based in Ouagadougou, Burkina Faso. */
export function organizationJsonLd(info: OrganizationInfo): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${info.origin}/#organization`,
    name: info.name,
    url: `${info.origin}/`,
    logo: `${info.origin}/art/logo-mark.svg`,
    image: `${info.origin}/og-image.png`,
    description: info.description,
    email: info.email,
    telephone: info.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: info.address,
      addressLocality: "Ouagadougou",
      addressCountry: "BF",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: info.email,
        telephone: info.phone,
        availableLanguage: ["fr", "en"],
      },
    ],
    ...(info.sameAs.length > 0 ? { sameAs: info.sameAs } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: `<` (and the line separators JavaScript
 * parsers dislike) are escaped, so a value such as "</script>" typed in the settings cannot end the element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
