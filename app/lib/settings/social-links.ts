/** The networks the site links to, in the footer's order; each one's address is the site setting `<network>_url`. */
export const socialNetworks = ["twitter", "linkedin", "instagram", "medium"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The networks that have an address, each with its http(s) URL. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;
