import { Plus, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { addTag, splitOnCommas } from "~/lib/tags";
import { cn } from "~/lib/utils";

/**
 * A list of tags typed one by one: Enter or + adds the trimmed text unless it is empty or already there,
 * each tag has a remove button, and the list is sent as repeated hidden inputs named `name`. The text box
 * has that name too, so a tag typed but not yet added (or typed without JavaScript) is sent as well; the
 * server trims and drops the empty and repeated ones (app/lib/tags.ts). A `commaSeparated` list (a
 * workshop's tags) also takes several tags typed at once, separated by commas.
 */
export function TagInput({
  name,
  label,
  defaultValue = [],
  error,
  commaSeparated = false,
}: {
  name: string;
  label: string;
  defaultValue?: readonly string[];
  error?: string;
  commaSeparated?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tags, setTags] = useState<string[]>([...defaultValue]);
  const [draft, setDraft] = useState("");

  function add() {
    const typed = commaSeparated ? splitOnCommas([draft]) : [draft];
    setTags((current) => typed.reduce(addTag, current));
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {tags.map((tag) => (
        <input key={tag} type="hidden" name={name} value={tag} />
      ))}
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-2.5 text-sm"
            >
              {tag}
              <button
                type="button"
                onClick={() => setTags((current) => current.filter((existing) => existing !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background"
              >
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t("backOffice.tags.remove", { tag })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(
            "w-full rounded-md border bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive",
          )}
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border hover:bg-muted"
          title={t("backOffice.tags.addNamed")}
        >
          <Plus aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("backOffice.tags.addNamed")}</span>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t(commaSeparated ? "backOffice.tags.commaHint" : "backOffice.tags.hint")}
        </p>
      )}
    </div>
  );
}
