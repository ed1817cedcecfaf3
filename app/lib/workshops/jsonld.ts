/**
 * schema.org Event for a workshop page, with the fields Google's event rich results require and
 * recommend: name, startDate/endDate with the zone's UTC offset, location (Place with a PostalAddress,
 * or VirtualLocation for online workshops), description, image, eventStatus, eventAttendanceMode,
 * organizer, performer and offers.
 */
import type { AvailabilityLevel } from "./availability";
import { zonedIso } from "../time-zone";

export interface EventWorkshop {
  /** Title and description already in the page's language (lib/localized-text). */
  title: string;
  description: string | null;
  /** The language(s) the workshop is run in: the Event's `inLanguage`. */
  languages: readonly string[];
  status: "draft" | "published" | "cancelled" | "completed";
  /** 'YYYY-MM-DD' */
  date: string;
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  location: string | null;
  /** Held online (the editor's checkbox); a place that says so ("En ligne", "Zoom") counts too. */
  online: boolean;
  price: string;
  /** When the workshop was put in the calendar: the offer's validFrom. */
  createdAt: Date | string;
  imageUrl: string | null;
  theme: string | null;
}

export interface EventContext {
  /** Absolute URL of the page (its canonical). */
  url: string;
  origin: string;
  organizerName: string;
  currency: string;
  availability: AvailabilityLevel;
  performer: { name: string; url?: string } | null;
}

/** "En ligne", "Online", "Virtual", "Zoom"...: held online rather than at a place. */
export function isOnlineLocation(location: string | null | undefined): boolean {
  return /^\s*(en ligne|online|virtual|virtuel(le)?|zoom|google meet|teams)\b/i.test(location ?? "");
}

/**
 * Countries of the cities the agency works in, for the address's addressCountry. The location is free
 * text (a city, sometimes a venue): when its last part is not a known city, the country is left out
 * rather than guessed.
 */
const cityCountries: Record<string, string> = {
  ouagadougou: "BF",
  "bobo-dioulasso": "BF",
  koudougou: "BF",
  dakar: "SN",
  abidjan: "CI",
  bamako: "ML",
  niamey: "NE",
  lome: "TG",
  cotonou: "BJ",
  accra: "GH",
  kumasi: "GH",
  lagos: "NG",
  conakry: "GN",
  nairobi: "KE",
};

export function countryOf(location: string): string | undefined {
  const parts = location.split(",").map((part) =>
    part
      .trim()
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase(),
  );
  return parts
    .reverse()
    .map((part) => cityCountries[part])
    .find(Boolean);
}

/** Artwork of a workshop theme (public/art), for the page and the Event's image. */
const themeArt: Record<string, string> = {
  leadership: "/art/services/innovation-strategy.svg",
  team: "/art/services/design-thinking.svg",
  innovation: "/art/services/startup-acceleration.svg",
  change: "/art/services/future-thinking.svg",
  process: "/art/services/system-thinking.svg",
  strategy: "/art/services/future-thinking.svg",
};

export function workshopArt(theme: string | null | undefined): string {
  return (theme && themeArt[theme]) || "/art/services/design-thinking.svg";
}

const schemaAvailability: Record<AvailabilityLevel, string> = {
  available: "https://schema.org/InStock",
  limited: "https://schema.org/LimitedAvailability",
  almostFull: "https://schema.org/LimitedAvailability",
  full: "https://schema.org/SoldOut",
};

function absolute(url: string, origin: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/") && !url.startsWith("//")) return origin + url;
  return null;
}

export function workshopEventJsonLd(workshop: EventWorkshop, context: EventContext): Record<string, unknown> {
  const start = workshop.startTime ? zonedIso(workshop.date, workshop.startTime, workshop.timeZone) : workshop.date;
  const end = workshop.startTime
    ? zonedIso(workshop.date, workshop.endTime ?? workshop.startTime, workshop.timeZone)
    : workshop.date;
  const online = workshop.online || isOnlineLocation(workshop.location);
  const country = workshop.location ? countryOf(workshop.location) : undefined;
  const images = [
    workshop.imageUrl ? absolute(workshop.imageUrl, context.origin) : null,
    context.origin + workshopArt(workshop.theme),
    `${context.origin}/og-image.png`,
  ].filter((image): image is string => !!image);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: workshop.title,
    description: workshop.description || workshop.title,
    ...(workshop.languages.length > 0
      ? { inLanguage: workshop.languages.length === 1 ? workshop.languages[0] : [...workshop.languages] }
      : {}),
    startDate: start,
    endDate: end,
    eventStatus:
      workshop.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: context.url }
      : {
          "@type": "Place",
          name: workshop.location || context.organizerName,
          address: {
            "@type": "PostalAddress",
            addressLocality: workshop.location || "Ouagadougou",
            ...(country || !workshop.location ? { addressCountry: country ?? "BF" } : {}),
          },
        },
    image: images,
    url: context.url,
    organizer: { "@type": "Organization", name: context.organizerName, url: `${context.origin}/` },
    ...(context.performer
      ? {
          performer: {
            "@type": "Person",
            name: context.performer.name,
            ...(context.performer.url ? { url: context.performer.url } : {}),
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url: context.url,
      price: Number(workshop.price).toFixed(2),
      priceCurrency: context.currency,
      availability: schemaAvailability[context.availability],
      validFrom: new Date(workshop.createdAt).toISOString(),
    },
  };
}
