import { describe, expect, it } from "vitest";
import { countryOf, isOnlineLocation, workshopEventJsonLd, type EventWorkshop } from "./jsonld";
import { serializeJsonLd } from "../structured-data";

const workshop: EventWorkshop = {
  languages: ["fr"],
  title: "Cartographier les systèmes </script><script>alert(1)</script>",
  description: "Atelier pratique.",
  status: "published",
  date: "2026-03-10",
  startTime: "09:00:00",
  endTime: "17:00:00",
  timeZone: "Africa/Ouagadougou",
  location: "Bobo-Dioulasso",
  online: false,
  price: "50000.00",
  createdAt: new Date(Date.UTC(2026, 0, 5, 10, 0)),
  imageUrl: null,
  theme: "process",
};
const context = {
  url: "https://example.org/calendar/abc",
  origin: "https://example.org",
  organizerName: "Faso Futures Studio",
  currency: "XOF",
  availability: "almostFull" as const,
  performer: { name: "Kwame Mensah", url: "https://example.org/facilitators/k" },
};

describe("workshopEventJsonLd", () => {
  it("has Google's required and recommended Event fields", () => {
    const event = workshopEventJsonLd(workshop, context);
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: workshop.title,
      description: "Atelier pratique.",
      inLanguage: "fr",
      startDate: "2026-03-10T09:00:00+00:00",
      endDate: "2026-03-10T17:00:00+00:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Bobo-Dioulasso",
        address: { "@type": "PostalAddress", addressLocality: "Bobo-Dioulasso", addressCountry: "BF" },
      },
      image: ["https://example.org/art/services/system-thinking.svg", "https://example.org/og-image.png"],
      url: context.url,
      organizer: { "@type": "Organization", name: "Faso Futures Studio", url: "https://example.org/" },
      performer: { "@type": "Person", name: "Kwame Mensah", url: "https://example.org/facilitators/k" },
      offers: {
        "@type": "Offer",
        price: "50000.00",
        priceCurrency: "XOF",
        availability: "https://schema.org/LimitedAvailability",
        validFrom: "2026-01-05T10:00:00.000Z",
        url: context.url,
      },
    });
  });

  it("lists every language the workshop is run in", () => {
    expect(workshopEventJsonLd({ ...workshop, languages: ["fr", "en"] }, context).inLanguage).toEqual(["fr", "en"]);
  });

  it("uses the zone's own offset", () => {
    const event = workshopEventJsonLd({ ...workshop, timeZone: "Europe/Paris", date: "2026-07-01" }, context);
    expect(event.startDate).toBe("2026-07-01T09:00:00+02:00");
  });

  it("describes online and cancelled workshops, and sold-out offers", () => {
    const event = workshopEventJsonLd(
      { ...workshop, location: "En ligne", status: "cancelled" },
      { ...context, availability: "full", performer: null },
    );
    expect(event.location).toEqual({ "@type": "VirtualLocation", url: context.url });
    expect(event.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(event.eventStatus).toBe("https://schema.org/EventCancelled");
    expect((event.offers as { availability: string }).availability).toBe("https://schema.org/SoldOut");
    expect(event).not.toHaveProperty("performer");
  });

  it("serializes without a way out of the script element", () => {
    const json = serializeJsonLd(workshopEventJsonLd(workshop, context));
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe(workshop.title);
  });
});

describe("location helpers", () => {
  it("recognises online workshops and known cities", () => {
    expect(isOnlineLocation("En ligne")).toBe(true);
    expect(isOnlineLocation("Online (Zoom)")).toBe(true);
    expect(isOnlineLocation("Ouagadougou")).toBe(false);
    expect(countryOf("Abidjan")).toBe("CI");
    expect(countryOf("Espace Ouaga Lab, Ouagadougou")).toBe("BF");
    expect(countryOf("Lomé")).toBe("TG");
    expect(countryOf("Somewhere")).toBeUndefined();
  });
});
