import { ArrowDown, ArrowUp, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { formatRelativeTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { ContentSection, ContentType } from "~/lib/content/site-content";
import { usePageLanguage } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";

/** An item as the lists show it (dates arrive as strings from the loader). */
export interface ContentListItem {
  id: string;
  section: ContentSection;
  contentType: ContentType;
  language: Language;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  isPublished: boolean;
  updatedAt: Date | string;
  updatedByName: string | null;
}

/**
 * The row menu of an item: a native disclosure, so Edit and Delete open their dialogs with or without
 * JavaScript; both are links to the dialogs' URLs.
 */
function ItemMenu({ item, base }: { item: ContentListItem; base: string }) {
  const { t } = useTranslation();
  const title = item.title || t("cms.untitled");
  const entry = "flex items-center gap-2 rounded px-3 py-2 text-sm hover:bg-muted";
  return (
    <details className="relative">
      <summary
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer list-none")}
        aria-label={t("cms.actionsFor", { title })}
        title={t("cms.actionsFor", { title })}
      >
        <MoreHorizontal aria-hidden="true" />
      </summary>
      <div className="absolute right-0 z-10 mt-1 grid w-40 rounded-md border bg-card p-1 shadow-lg">
        <Link to={`${base}/${item.id}/edit`} preventScrollReset className={entry}>
          <Pencil aria-hidden="true" className="size-4" /> {t("cms.edit")}
        </Link>
        <Link to={`${base}/${item.id}/delete`} preventScrollReset className={cn(entry, "text-destructive")}>
          <Trash2 aria-hidden="true" className="size-4" /> {t("cms.delete")}
        </Link>
      </div>
    </details>
  );
}

/** Move up / Move down: small forms posted to the list's own action, so they work without JavaScript. */
function MoveButtons({ item, first, last }: { item: ContentListItem; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const button = (direction: "up" | "down", disabled: boolean) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        name="intent"
        value="move"
        disabled={disabled}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        title={direction === "up" ? t("cms.moveUp") : t("cms.moveDown")}
      >
        {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
        <span className="sr-only">
          {direction === "up" ? t("cms.moveUp") : t("cms.moveDown")}: {item.title || t("cms.untitled")}
        </span>
      </button>
    </Form>
  );
  return (
    <div className="flex">
      {button("up", first)}
      {button("down", last)}
    </div>
  );
}

/** One item: title or 'Untitled', type, language flag, status, subtitle, description, when and by whom. */
export function ContentCard({
  item,
  base,
  now,
  move,
}: {
  item: ContentListItem;
  base: string;
  now: Date | string;
  move?: { first: boolean; last: boolean };
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{item.title || t("cms.untitled")}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>{t(`cms.types.${item.contentType}`)}</span>
            <span
              title={t(`cms.languages.${item.language}`)}
              className="rounded border border-indigo-cloth/40 px-1.5 font-semibold tracking-wide text-indigo-cloth dark:border-sand/40 dark:text-sand"
            >
              <span aria-hidden="true">{t(`cms.flags.${item.language}`)}</span>
              <span className="sr-only">{t(`cms.languages.${item.language}`)}</span>
            </span>
            <StatusBadge tone={item.isPublished ? "green" : "yellow"}>
              {item.isPublished ? t("cms.published") : t("cms.draft")}
            </StatusBadge>
          </div>
        </div>
        <div className="flex shrink-0 items-center">
          {move && <MoveButtons item={item} first={move.first} last={move.last} />}
          <ItemMenu item={item} base={base} />
        </div>
      </div>
      {item.subtitle && <p className="mt-2 text-sm font-medium">{item.subtitle}</p>}
      {item.description && <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{item.description}</p>}
      <p className="mt-3 text-xs text-muted-foreground">
        {t("cms.lastUpdated", { time: formatRelativeTime(item.updatedAt, now, lang) })}
        {item.updatedByName && <> · {t("cms.updatedBy", { name: item.updatedByName })}</>}
      </p>
    </li>
  );
}

/** The CMS: every section with its items (each language in its order), or the empty states. */
export function ContentBySection({
  groups,
  base,
  now,
}: {
  groups: { section: ContentSection; items: ContentListItem[] }[];
  base: string;
  now: Date | string;
}) {
  const { t } = useTranslation();
  if (groups.every((group) => group.items.length === 0))
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("cms.empty")}</p>;
  return (
    <div className="grid gap-8">
      {groups.map(({ section, items }) => (
        <section key={section} aria-labelledby={`cms-${section}`}>
          <h2 id={`cms-${section}`} className="flex items-baseline gap-3 font-display text-xl font-semibold">
            {t(`cms.sections.${section}`)}
            <span className="text-sm font-normal text-muted-foreground">
              {t("cms.itemCount", { count: items.length })}
            </span>
          </h2>
          {items.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
              {t("cms.emptySection")}
            </p>
          ) : (
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {items.map((item) => {
                // Moving happens among the items of one language (what a public page shows together).
                const same = items.filter((other) => other.language === item.language);
                const position = same.indexOf(item);
                return (
                  <ContentCard
                    key={item.id}
                    item={item}
                    base={base}
                    now={now}
                    move={{ first: position === 0, last: position === same.length - 1 }}
                  />
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
