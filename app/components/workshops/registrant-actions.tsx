import { Mail, Ticket, UserPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { FormErrorMessage } from "~/components/forms/form-message";
import { TextAreaField, TextField } from "~/components/forms/field";
import { RegistrantFields } from "~/components/workshops/registration-form";
import { OrganizationCombobox } from "~/components/clients/organization-combobox";
import { BookingFields } from "~/components/clients/seat-bookings";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { usePageLanguage } from "~/lib/use-page-language";
import type { FormFailure } from "~/lib/forms";
import {
  MESSAGE_LIMITS,
  messageAudiences,
  type MessageAudience,
  type MoveTarget,
  type RegistrantIntent,
} from "~/lib/workshops/registrant-forms";
import type { RegistrationsViewRow } from "~/lib/workshops/registrations";
import { useTranslation } from "~/locales/runtime/react";

// Staff's tools on a workshop's registrations page. Each form posts to `?intent=<name>` (registrations.route.server.ts).

export type RegistrantFailure = FormFailure<string, RegistrantIntent>;

/** Whether the page is posting this intent's form (for `registrationId`'s row only, when given). */
function usePosting(intent: RegistrantIntent, registrationId?: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    !!navigation.formAction?.endsWith(`intent=${intent}`) &&
    (registrationId === undefined || navigation.formData?.get("registrationId") === registrationId)
  );
}

/** Cancels one registration, once staff confirm it (the person is emailed; the waitlist moves up). */
export function CancelRegistration({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const busy = usePosting("cancel", id);
  return (
    <Form
      method="post"
      action="?intent=cancel"
      onSubmit={(event) => {
        if (!window.confirm(t("workshop.admin.cancelConfirm", { name }))) event.preventDefault();
      }}
    >
      <input type="hidden" name="registrationId" value={id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={t("workshop.admin.cancelRegistrationOf", { name })}
        className="text-destructive"
      >
        {busy ? t("workshop.admin.cancelling") : t("workshop.admin.cancelRegistration")}
      </Button>
    </Form>
  );
}

/**
 * Moves one registration to another session of the same workshop, on a free seat: a list of the sessions (full
 * ones shown but not choosable), then the button, once staff confirm (the person is emailed the new date).
 */
export function MoveRegistration({ row, targets }: { row: RegistrationsViewRow; targets: MoveTarget[] }) {
  const { t } = useTranslation();
  const busy = usePosting("move", row.id);
  if (row.checkedIn) return <span className="text-xs text-muted-foreground">{t("workshop.admin.move.checkedIn")}</span>;
  if (row.booked) return <span className="text-xs text-muted-foreground">{t("workshop.admin.move.booked")}</span>;
  return (
    <Form
      method="post"
      action="?intent=move"
      // Its list and button join the cell's own row of buttons (the list on a line of its own, the buttons below).
      className="contents"
      onSubmit={(event) => {
        const select = event.currentTarget.elements.namedItem("toWorkshopId") as HTMLSelectElement;
        const when = select.selectedOptions[0]?.dataset.when ?? "";
        if (!window.confirm(t("workshop.admin.move.confirm", { name: row.name, when }))) event.preventDefault();
      }}
    >
      <input type="hidden" name="registrationId" value={row.id} />
      <select
        name="toWorkshopId"
        required
        defaultValue=""
        aria-label={t("workshop.admin.move.to", { name: row.name })}
        className="h-8 w-full rounded-md border bg-card px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <option value="" disabled>
          {t("workshop.admin.move.choose")}
        </option>
        {targets.map((target) => (
          <option key={target.id} value={target.id} disabled={target.freeSeats === 0} data-when={target.when}>
            {`${target.when} · ${
              target.freeSeats === 0
                ? t("workshop.admin.move.full")
                : t("workshop.admin.move.free", { count: target.freeSeats })
            }`}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {busy ? t("workshop.admin.move.moving") : t("workshop.admin.move.submit")}
      </Button>
    </Form>
  );
}

/**
 * A panel that opens on demand: closed after a success (the page was answered with a new location, so it is drawn
 * afresh, empty), open with what was typed when its form was refused.
 */
function Panel({
  id,
  icon,
  title,
  intro,
  open,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro: string;
  open: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <details key={location.key} open={open} className="group rounded-xl border bg-card" aria-labelledby={id}>
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring">
        {icon}
        <span id={id}>{title}</span>
      </summary>
      <div className="space-y-4 border-t px-4 pt-3 pb-4">
        <p className="text-sm text-muted-foreground">{intro}</p>
        {children}
      </div>
    </details>
  );
}

const fieldError = (failure: RegistrantFailure | undefined, field: string) => failure?.errors[field];

/** Staff add a person as the public form would: a seat while one is free, else the waitlist; both are emailed. */
export function AddRegistrantForm({ failure, full }: { failure?: RegistrantFailure; full: boolean }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const busy = usePosting("add");
  const error = (field: string) => {
    const key = fieldError(failure, field);
    return key && t(key as never);
  };
  return (
    <Panel
      id="add-registrant-heading"
      icon={<UserPlus aria-hidden="true" className="size-5 text-primary" />}
      title={t("workshop.admin.add.heading")}
      intro={full ? t("workshop.admin.add.introFull") : t("workshop.admin.add.intro")}
      open={!!failure}
    >
      <Form method="post" action="?intent=add" className="grid gap-4 sm:grid-cols-2" noValidate>
        {failure?.formError && <FormErrorMessage error={failure.formError} className="sm:col-span-2" />}
        <RegistrantFields values={failure?.values ?? {}} error={error} lang={lang} forSomeoneElse />
        <div className="flex items-end">
          <SubmitButton busy={busy} className="h-11 w-full" busyLabel={t("workshop.register.submitting")}>
            {full ? t("workshop.admin.add.submitWaitlist") : t("workshop.admin.add.submit")}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/**
 * Books seats on an organization's behalf: the organization (searched by name), how many seats, its purchase order,
 * and whether the seats beyond the free ones wait on the waitlist.
 */
export function BookForOrganizationForm({ failure }: { failure?: RegistrantFailure }) {
  const { t } = useTranslation();
  const busy = usePosting("book");
  const error = (field: string) => {
    const key = fieldError(failure, field);
    return key && t(key as never);
  };
  return (
    <Panel
      id="book-for-organization-heading"
      icon={<Ticket aria-hidden="true" className="size-5 text-primary" />}
      title={t("workshop.admin.bookings.book.heading")}
      intro={t("workshop.admin.bookings.book.intro")}
      open={!!failure}
    >
      <Form method="post" action="?intent=book" className="grid gap-4 sm:grid-cols-2" noValidate>
        {failure?.formError && <FormErrorMessage error={failure.formError} className="sm:col-span-2" />}
        <div className="sm:col-span-2">
          <OrganizationCombobox
            name="organizationId"
            label={t("workshop.admin.bookings.book.organization")}
            initial={null}
            required
            error={error("organizationId")}
          />
        </div>
        <BookingFields values={failure?.values ?? {}} error={error} wide />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel={t("bookings.book.submitting")}>
            {t("bookings.book.submit")}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/**
 * One message to the confirmed participants or the waitlist, written in each language someone in that audience
 * reads (the form says how many read each); the server refuses a version that is needed and missing.
 */
export function MessageRegistrantsForm({
  failure,
  rows,
}: {
  failure?: RegistrantFailure;
  rows: RegistrationsViewRow[];
}) {
  const { t } = useTranslation();
  const initial = messageAudiences.find((audience) => audience === failure?.values.audience) ?? "confirmed";
  const [audience, setAudience] = useState<MessageAudience>(initial);
  const busy = usePosting("message");
  const readers = { fr: 0, en: 0 };
  for (const row of rows) if (row.status === audience) readers[row.language] += 1;
  const count = (status: MessageAudience) => rows.filter((row) => row.status === status).length;
  const error = (field: string) => {
    const key = fieldError(failure, field);
    return key && t(key as never);
  };
  const version = (lang: "fr" | "en", suffix: "Fr" | "En") => (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">
        {t(`workshop.register.languages.${lang}`)}
        <span className="ml-2 font-normal text-muted-foreground">
          {t("workshop.admin.message.readers", { count: readers[lang] })}
        </span>
      </legend>
      <TextField
        label={t("workshop.admin.message.subject")}
        name={`subject${suffix}`}
        maxLength={MESSAGE_LIMITS.subject}
        required={readers[lang] > 0}
        defaultValue={failure?.values[`subject${suffix}`]}
        error={error(`subject${suffix}`)}
        lang={lang}
      />
      <TextAreaField
        label={t("workshop.admin.message.body")}
        name={`body${suffix}`}
        maxLength={MESSAGE_LIMITS.body}
        required={readers[lang] > 0}
        rows={6}
        defaultValue={failure?.values[`body${suffix}`]}
        error={error(`body${suffix}`)}
        lang={lang}
      />
    </fieldset>
  );
  return (
    <Panel
      id="message-registrants-heading"
      icon={<Mail aria-hidden="true" className="size-5 text-primary" />}
      title={t("workshop.admin.message.heading")}
      intro={t("workshop.admin.message.intro")}
      open={!!failure}
    >
      <Form method="post" action="?intent=message" className="space-y-4" noValidate>
        {failure?.formError && <FormErrorMessage error={failure.formError} />}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("workshop.admin.message.audience")}</legend>
          <div className="flex flex-wrap gap-2">
            {messageAudiences.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
              >
                <input
                  type="radio"
                  name="audience"
                  value={option}
                  checked={audience === option}
                  onChange={() => setAudience(option)}
                  className="size-4 accent-primary"
                />
                {t(`workshop.admin.message.audiences.${option}`, { count: count(option) })}
              </label>
            ))}
          </div>
        </fieldset>
        {readers.fr + readers.en === 0 ? (
          <p className="text-sm">{t("workshop.admin.message.nobody")}</p>
        ) : (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              {version("fr", "Fr")}
              {version("en", "En")}
            </div>
            <SubmitButton busy={busy} busyLabel={t("workshop.admin.message.sending")}>
              {t("workshop.admin.message.submit", { count: readers.fr + readers.en })}
            </SubmitButton>
          </>
        )}
      </Form>
    </Panel>
  );
}
