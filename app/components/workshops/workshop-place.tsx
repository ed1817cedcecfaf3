import { useTranslation } from "~/locales/runtime/react";
import type { Localized } from "~/lib/localized-text";

/**
 * Where a workshop takes place, in the page's language: its place (marked with its language when it is the
 * French one on an English page) and "Online" from the locale files (app/lib/workshops/places.ts).
 */
export function WorkshopPlace({ place, online }: { place: Localized | null; online: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {place && <span lang={place.fallback ? place.lang : undefined}>{place.text}</span>}
      {place && online && " · "}
      {online && t("workshop.facts.online")}
    </>
  );
}
