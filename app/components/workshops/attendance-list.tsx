import { Check, LoaderCircle, RotateCcw, Search } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Form, useFetcher, useFetchers, useSearchParams } from "react-router";
import { TextField, SelectField, RequiredMark } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { DashboardPage } from "~/components/dashboard-page";
import { WorkshopFacts } from "~/components/workshops/workshop-registrations-view";
import type { FormFailure } from "~/lib/forms";
import { offlineSafeAction } from "~/lib/offline-posts";
import type { Language } from "~/lib/i18n";
import type { WorkshopStatus } from "~/lib/workshops/registrations";
import { usePageLanguage } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";
import { useTranslation } from "~/locales/runtime/react";

export interface AttendanceView {
  workshop: {
    id: string;
    title: string;
    status: WorkshopStatus;
    when: string | null;
    location: string | null;
    open: boolean;
  };
  counts: { present: number; expected: number; free: number };
  rows: AttendanceListRow[];
}

export interface AttendanceListRow {
  id: string;
  name: string;
  email: string;
  organization: string | null;
  present: boolean;
  checkedInAt: string | null;
  walkIn: boolean;
}

type PresenceAnswer =
  | { form: "presence"; ok: true; registrationId: string; present: boolean }
  | FormFailure<string, "presence" | "walk-in">;

/** The attendance pages' client action: a post that got no answer is told on its own form (decision 26). */
export function attendanceClientAction<T>(args: { request: Request; serverAction: () => Promise<T> }) {
  return offlineSafeAction(args, (request) =>
    new URL(request.url).searchParams.get("intent") === "walk-in" ? "walk-in" : "presence",
  );
}

/**
 * The attendance pages' client action: a tap sent on a poor connection may never reach the server, and the
 * list must then say so on that row (with a retry) rather than give way to the error page.
 */
const TAP_KEY = "presence-";

/** The taps on their way, by registration: what each will make of its row. */
function useTaps(): Map<string, boolean> {
  const taps = new Map<string, boolean>();
  for (const fetcher of useFetchers()) {
    const value = fetcher.formData?.get("present");
    if (fetcher.key.startsWith(TAP_KEY) && typeof value === "string")
      taps.set(fetcher.key.slice(TAP_KEY.length), value === "1");
  }
  return taps;
}

/** Accents and case aside: "Aïssata" is found by "aissata". */
function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function AttendanceList({
  view,
  walkInFailure,
  backTo,
  backLabel,
}: {
  view: AttendanceView;
  walkInFailure?: FormFailure<string, "presence" | "walk-in">;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get("q") ?? "");
  const taps = useTaps();
  // What the taps answered since the list was read: it is not read again after each one (decision 26).
  const [saved, setSaved] = useState<Record<string, boolean>>({});
  const onSaved = useCallback(
    (id: string, value: boolean) =>
      setSaved((current) => (current[id] === value ? current : { ...current, [id]: value })),
    [],
  );
  const { workshop, counts, rows } = view;
  const wanted = searchable(query.trim());
  const shown = wanted
    ? rows.filter((row) => searchable(`${row.name} ${row.email} ${row.organization ?? ""}`).includes(wanted))
    : rows;
  // The count follows the taps at once, before their answers (each row reports one that failed).
  const present = rows.filter((row) => taps.get(row.id) ?? saved[row.id] ?? row.present).length;
  return (
    <DashboardPage title={`${t("attendance.title")} · ${workshop.title}`}>
      <div className="space-y-6">
        <div className="space-y-3">
          <WorkshopFacts workshop={workshop} backTo={backTo} backLabel={backLabel} />
          <p role="status" className="text-lg font-semibold tabular-nums">
            {t("attendance.list.counts", { present: String(present), expected: String(counts.expected) })}
          </p>
          {!workshop.open && <p className="rounded-md bg-muted p-3 text-sm">{t("attendance.list.closed")}</p>}
        </div>

        <Form method="get" role="search" className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="attendance-search" className="sr-only">
            {t("attendance.list.search")}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id="attendance-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("attendance.list.search")}
              aria-describedby="attendance-search-hint"
              className="h-12 w-full rounded-md border bg-card pr-3 pl-9 text-base"
            />
          </div>
          <p id="attendance-search-hint" className="sr-only">
            {t("attendance.list.searchHint")}
          </p>
        </Form>

        {rows.length === 0 ? (
          <p className="text-muted-foreground">{t("attendance.list.empty")}</p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground">{t("attendance.list.noMatch", { query: query.trim() })}</p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {shown.map((row) => (
              <PresenceRow key={row.id} row={row} saved={saved[row.id]} onSaved={onSaved} disabled={!workshop.open} />
            ))}
          </ul>
        )}

        {workshop.open && <WalkInForm free={counts.free} failure={walkInFailure} />}
      </div>
    </DashboardPage>
  );
}

/** One person: the whole row is the checkbox, each tap saved on its own; a tap that failed says so, with a retry. */
function PresenceRow({
  row,
  saved,
  onSaved,
  disabled,
}: {
  row: AttendanceListRow;
  /** What this row's last tap saved, when it answered after the list was read. */
  saved: boolean | undefined;
  onSaved: (id: string, present: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PresenceAnswer>({ key: `${TAP_KEY}${row.id}` });
  const sending = fetcher.formData?.get("present");
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  // While a tap is on its way, what was tapped; once answered, what the list (read again) says.
  const answer = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : null;
  useEffect(() => {
    if (answer) onSaved(answer.registrationId, answer.present);
  }, [answer, onSaved]);
  const present = typeof sending === "string" ? sending === "1" : (saved ?? row.present);
  const retry = (value: string | undefined) =>
    void fetcher.submit(
      { registrationId: row.id, present: value ?? "1" },
      { method: "post", action: "?intent=presence", defaultShouldRevalidate: false },
    );
  return (
    <li>
      {/* A tap answers its own row: the list is not read again after it (decision 26). */}
      <fetcher.Form method="post" action="?intent=presence" defaultShouldRevalidate={false}>
        <input type="hidden" name="registrationId" value={row.id} />
        <button
          type="submit"
          name="present"
          value={present ? "0" : "1"}
          role="checkbox"
          aria-checked={present}
          aria-label={t("attendance.list.markPresent", { name: row.name })}
          disabled={disabled}
          className="flex min-h-16 w-full items-center gap-4 px-4 py-3 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-lg border-2",
              present ? "border-savanna bg-savanna text-white" : "border-muted-foreground/50 bg-card",
            )}
          >
            {fetcher.state !== "idle" ? (
              <LoaderCircle className="size-5 animate-spin" />
            ) : (
              present && <Check className="size-6" strokeWidth={3} />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium break-words">{row.name}</span>
            <span className="block text-sm break-words text-muted-foreground">
              {[
                row.organization,
                row.walkIn ? t("attendance.list.walkIn") : null,
                row.checkedInAt && present ? t("attendance.list.checkedInAt", { when: row.checkedInAt }) : null,
              ]
                .filter(Boolean)
                .join(" · ") || row.email}
            </span>
          </span>
        </button>
      </fetcher.Form>
      {failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 bg-destructive/5 px-4 pb-3 text-sm text-destructive"
        >
          <p className="min-w-0 flex-1">
            {t("attendance.list.notSaved", { name: row.name })}{" "}
            {failed.formError && t(failed.formError.key as never, failed.formError.values)}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => retry(failed.values.present)}>
            <RotateCcw aria-hidden="true" />
            {t("attendance.list.retry")}
          </Button>
        </div>
      )}
    </li>
  );
}

function WalkInForm({ free, failure }: { free: number; failure?: FormFailure<string, "presence" | "walk-in"> }) {
  const { t } = useTranslation();
  const lang: Language = usePageLanguage();
  return (
    <section aria-labelledby="walk-in-heading" className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="walk-in-heading" className="text-lg font-semibold">
        {t("attendance.walkIn.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("attendance.walkIn.intro")}</p>
      <p className="mt-1 text-sm font-medium">{t("attendance.list.free", { count: free })}</p>
      {free === 0 ? (
        <p className="mt-4 text-sm">{t("attendance.walkIn.noSeat")}</p>
      ) : (
        <Form method="post" action="?intent=walk-in" className="mt-4 grid gap-4 sm:grid-cols-2">
          {failure?.formError && <FormErrorMessage error={failure.formError} className="sm:col-span-2" />}
          <TextField
            label={
              <>
                {t("attendance.walkIn.name")}
                <RequiredMark />
              </>
            }
            name="name"
            required
            autoComplete="off"
            defaultValue={failure?.values.name}
            error={failure?.errors.name && t(failure.errors.name as never)}
          />
          <TextField
            label={
              <>
                {t("attendance.walkIn.email")}
                <RequiredMark />
              </>
            }
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={failure?.values.email}
            error={failure?.errors.email && t(failure.errors.email as never)}
          />
          <SelectField
            label={t("attendance.walkIn.language")}
            name="language"
            defaultValue={failure?.values.language ?? lang}
            error={failure?.errors.language && t(failure.errors.language as never)}
          >
            <option value="fr">{t("attendance.walkIn.languages.fr")}</option>
            <option value="en">{t("attendance.walkIn.languages.en")}</option>
          </SelectField>
          <div className="flex items-end">
            <SubmitButton className="h-11 w-full" busyLabel={t("attendance.list.saving")}>
              {t("attendance.walkIn.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
