import type { ElementType, ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import type { Language } from "~/lib/i18n";
import { localizedList, localizedText, type Bilingual, type BilingualList } from "~/lib/localized-text";
import { usePageLanguage } from "~/lib/use-page-language";

/** The discreet "(en français)" / "(in English)" after a text shown in the other language than the page's. */
export function FallbackNote({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return <span className="ms-1 text-[0.75em] font-normal text-muted-foreground">{t(`common.textIn.${lang}`)}</span>;
}

/**
 * A text staff or facilitators wrote in French and English, shown in the page's language; when that translation is
 * missing, the other one with its `lang` attribute and a note saying which language it is in.
 */
export function LocalizedText({
  value,
  as: Tag = "span",
  className,
  empty = null,
}: {
  value: Bilingual | null | undefined;
  as?: ElementType;
  className?: string;
  /** Shown (in the page's language) when neither language has a text. */
  empty?: ReactNode;
}) {
  const pageLang = usePageLanguage();
  const shown = localizedText(value, pageLang);
  if (!shown) return empty;
  return (
    <Tag className={className} lang={shown.fallback ? shown.lang : undefined}>
      {shown.text}
      {shown.fallback && <FallbackNote lang={shown.lang} />}
    </Tag>
  );
}

/**
 * A list (specialties, certifications) in the page's language, or the other one marked like `LocalizedText`:
 * `render` draws the items, puts `lang` on their container and `note` ("(in English)") where it reads well.
 */
export function LocalizedList({
  value,
  render,
  empty = null,
}: {
  value: BilingualList;
  render: (shown: { items: string[]; lang: Language | undefined; note: ReactNode }) => ReactNode;
  empty?: ReactNode;
}) {
  const pageLang = usePageLanguage();
  const shown = localizedList(value, pageLang);
  if (shown.items.length === 0) return empty;
  return render({
    items: shown.items,
    lang: shown.fallback ? shown.lang : undefined,
    note: shown.fallback ? <FallbackNote lang={shown.lang} /> : null,
  });
}

/** "Run in French and English": the language(s) a workshop is run in, in the page's language. */
export function RunInLanguages({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const pageLang = usePageLanguage();
  const names = languages.map((language) => t(`common.languageNames.${language}`));
  const list = new Intl.ListFormat(pageLang === "en" ? "en-US" : "fr-FR", { type: "conjunction" }).format(names);
  return <span>{t("common.runIn", { languages: list })}</span>;
}
