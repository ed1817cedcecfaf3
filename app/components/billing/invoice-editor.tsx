import { Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { ReportingFields, useReporting } from "~/components/billing/reporting-fields";
import { OrganizationCombobox, type OrganizationChoice } from "~/components/clients/organization-combobox";
import { RequiredMark, SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button, buttonVariants } from "~/components/ui/button";
import { BILLING_LIMITS, EXEMPT, normalizeAmount, type LineInput } from "~/lib/billing/invoices";
import { computeTotals, lineAmount, toHundredths } from "~/lib/billing/money";
import { currencies, formatMoney, formatShortDate, type Currency } from "~/lib/format";
import type { FormFailure } from "~/lib/forms";
import { languages } from "~/lib/i18n";
import { usePageLanguage } from "~/lib/use-page-language";
import { useTranslation } from "~/locales/runtime/react";

export interface InvoiceEditorValues {
  clientKind: "organization" | "person";
  organization: OrganizationChoice | null;
  personName: string;
  personEmail: string;
  personAddress: string;
  language: string;
  currency: Currency;
  subject: string;
  purchaseOrder: string;
  notes: string;
  /** What it sells, for the reports ('' for none). */
  service: string;
  workshopId: string;
  lines: LineInput[];
}

export interface WorkshopChoice {
  id: string;
  title: string;
  date: string | null;
  seats: number;
  price: string;
}

export interface ContractChoice {
  id: string;
  title: string;
  value: string | null;
}

type Row = LineInput & { key: number };

let nextKey = 0;
const rowOf = (line: LineInput): Row => ({ ...line, key: (nextKey += 1) });

/** The lines a refused form sent back, so what was typed is shown again. */
function echoedLines(result: FormFailure | undefined): LineInput[] | null {
  const lists = result?.lists;
  if (!lists?.lineDescription) return null;
  return lists.lineDescription.map((description, row) => ({
    description,
    quantity: lists.lineQuantity?.[row] ?? "",
    unitPrice: lists.lineUnitPrice?.[row] ?? "",
    vat: lists.lineVat?.[row] ?? EXEMPT,
  }));
}

/** A price as the field shows it: francs CFA without the '.00' the database keeps. */
function priceText(price: string, currency: Currency): string {
  return currency === "XOF" ? price.replace(/\.00$/, "") : price;
}

/** The rows that are complete enough to count in the totals shown while typing (the server checks them all again). */
function countedLines(rows: readonly Row[]) {
  return rows.flatMap((row) => {
    const quantity = normalizeAmount(row.quantity);
    const unitPrice = normalizeAmount(row.unitPrice);
    const rate = row.vat === EXEMPT ? null : normalizeAmount(row.vat);
    if (!quantity || !unitPrice || (row.vat !== EXEMPT && rate === null) || toHundredths(quantity) <= 0n) return [];
    return [{ quantity, unitPrice, vatRate: rate }];
  });
}

/**
 * The invoice editor (a draft, new or edited): the client, the document's language and currency, its subject, and
 * its lines, each typed or added from a workshop or a contract, with the totals as the invoice will compute them.
 */
export function InvoiceEditor({
  saved,
  version,
  result,
  vatRates,
  workshops,
  contracts,
  closeTo,
  documentFields,
}: {
  saved: InvoiceEditorValues;
  version?: string;
  result: FormFailure | undefined;
  /** The VAT rates offered: the settings' rate first. */
  vatRates: string[];
  workshops: WorkshopChoice[];
  contracts: ContractChoice[];
  closeTo: string;
  /** The fields a quote adds to the document's (its validity date, its deal). */
  documentFields?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const fieldError = useFieldErrors(result);
  const stale = isStale(result);
  const values = stale ? {} : (result?.values ?? {});
  const value = (name: keyof InvoiceEditorValues & string, fallback: string) => values[name] ?? fallback;
  const [clientKind, setClientKind] = useState(value("clientKind", saved.clientKind));
  const [currency, setCurrency] = useState<Currency>(
    (currencies as readonly string[]).includes(values.currency ?? "") ? (values.currency as Currency) : saved.currency,
  );
  const startLines = (!stale && echoedLines(result)) || saved.lines;
  const [rows, setRows] = useState<Row[]>(() =>
    (startLines.length > 0 ? startLines : [{ description: "", quantity: "1", unitPrice: "", vat: vatRates[0]! }]).map(
      rowOf,
    ),
  );
  const [workshopId, setWorkshopId] = useState("");
  const [contractId, setContractId] = useState("");
  const reporting = useReporting({
    service: value("service", saved.service),
    workshopId: value("workshopId", saved.workshopId),
  });

  const change = (key: number, field: keyof LineInput, text: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: text } : row)));
  const add = (line: LineInput) => setRows((current) => [...current, rowOf(line)]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const addWorkshop = () => {
    const workshop = workshops.find((choice) => choice.id === workshopId);
    if (!workshop) return;
    const date = workshop.date ? formatShortDate(workshop.date, lang) : "";
    add({
      description: date ? t("billing.editor.workshopLine", { title: workshop.title, date }) : workshop.title,
      quantity: String(Math.max(1, workshop.seats)),
      unitPrice: priceText(workshop.price, currency),
      vat: vatRates[0]!,
    });
    // A document that bills a workshop is, unless staff said otherwise, that workshop's revenue.
    if (!reporting.workshopId) reporting.setWorkshopId(workshop.id);
    if (!reporting.service) reporting.setService("workshops");
    setWorkshopId("");
  };
  const addContract = () => {
    const contract = contracts.find((choice) => choice.id === contractId);
    if (!contract) return;
    add({
      description: contract.title,
      quantity: "1",
      unitPrice: priceText(contract.value ?? "", currency),
      vat: vatRates[0]!,
    });
    setContractId("");
  };

  const totals = computeTotals(countedLines(rows), currency);
  const money = (amount: string) => formatMoney(amount, currency);
  const rowError = (list: string, index: number) => fieldError(`${list}.${index}`);

  return (
    <EditorForm version={version} result={result} className="space-y-8">
      <fieldset className="space-y-4 rounded-xl border bg-card p-5">
        <legend className="px-1 font-display text-lg font-semibold">{t("billing.editor.client")}</legend>
        <div role="radiogroup" aria-label={t("billing.editor.clientKind")} className="flex flex-wrap gap-4">
          {(["organization", "person"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="clientKind"
                value={kind}
                checked={clientKind === kind}
                onChange={() => setClientKind(kind)}
                className="size-4"
              />
              {t(`billing.editor.${kind}`)}
            </label>
          ))}
        </div>
        {clientKind === "organization" ? (
          <OrganizationCombobox
            key={stale ? `stale-${saved.organization?.id ?? ""}` : "form"}
            name="organizationId"
            label={t("billing.editor.organizationLabel")}
            initial={saved.organization}
            error={fieldError("organizationId")}
            required
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="personName"
              label={
                <>
                  {t("billing.editor.personName")}
                  <RequiredMark />
                </>
              }
              defaultValue={value("personName", saved.personName)}
              maxLength={BILLING_LIMITS.personName}
              autoComplete="off"
              error={fieldError("personName")}
            />
            <TextField
              name="personEmail"
              type="email"
              label={t("billing.editor.personEmail")}
              defaultValue={value("personEmail", saved.personEmail)}
              maxLength={BILLING_LIMITS.email}
              autoComplete="off"
              error={fieldError("personEmail")}
            />
            <TextAreaField
              name="personAddress"
              label={t("billing.editor.personAddress")}
              defaultValue={value("personAddress", saved.personAddress)}
              maxLength={BILLING_LIMITS.personAddress}
              className="sm:col-span-2"
              rows={2}
              error={fieldError("personAddress")}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border bg-card p-5 sm:grid-cols-2">
        <legend className="px-1 font-display text-lg font-semibold">{t("billing.editor.document")}</legend>
        <TextField
          name="subject"
          label={
            <>
              {t("billing.editor.subject")}
              <RequiredMark />
            </>
          }
          hint={t("billing.editor.subjectHint")}
          defaultValue={value("subject", saved.subject)}
          maxLength={BILLING_LIMITS.subject}
          className="sm:col-span-2"
          error={fieldError("subject")}
        />
        <SelectField
          name="language"
          label={t("billing.editor.language")}
          defaultValue={value("language", saved.language)}
          error={fieldError("language")}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`common.languageNames.${language}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="currency"
          label={t("billing.editor.currency")}
          value={currency}
          onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
          error={fieldError("currency")}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {t(`cms.settings.currencies.${code}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="purchaseOrder"
          label={t("billing.editor.purchaseOrder")}
          defaultValue={value("purchaseOrder", saved.purchaseOrder)}
          maxLength={BILLING_LIMITS.purchaseOrder}
          error={fieldError("purchaseOrder")}
        />
        {documentFields}
        <TextAreaField
          name="notes"
          label={t("billing.editor.notes")}
          hint={t("billing.editor.notesHint")}
          defaultValue={value("notes", saved.notes)}
          maxLength={BILLING_LIMITS.notes}
          rows={2}
          className="sm:col-span-2"
          error={fieldError("notes")}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border bg-card p-5 sm:grid-cols-2">
        <legend className="px-1 font-display text-lg font-semibold">{t("billing.reporting.title")}</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">{t("billing.reporting.intro")}</p>
        <ReportingFields workshops={workshops} reporting={reporting} fieldError={fieldError} />
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border bg-card p-5">
        <legend className="px-1 font-display text-lg font-semibold">{t("billing.editor.lines")}</legend>
        {fieldError("lineDescription") && !rows.some((_, index) => rowError("lineDescription", index)) && (
          <p className="text-sm text-destructive">{fieldError("lineDescription")}</p>
        )}
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const number = String(index + 1);
            const complete = countedLines([row]).length === 1;
            return (
              <li key={row.key} className="rounded-lg border p-4">
                <fieldset className="grid gap-3 sm:grid-cols-[1fr_7rem_10rem_8rem]">
                  <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium">
                    {t("billing.editor.lineNumber", { number })}
                  </legend>
                  <TextAreaField
                    name="lineDescription"
                    label={t("billing.editor.description")}
                    value={row.description}
                    onChange={(event) => change(row.key, "description", event.currentTarget.value)}
                    maxLength={BILLING_LIMITS.description}
                    rows={2}
                    className="sm:col-span-4 [&_textarea]:min-h-16"
                    error={rowError("lineDescription", index)}
                  />
                  <TextField
                    name="lineQuantity"
                    label={t("billing.editor.quantity")}
                    inputMode="decimal"
                    value={row.quantity}
                    onChange={(event) => change(row.key, "quantity", event.currentTarget.value)}
                    error={rowError("lineQuantity", index)}
                  />
                  <TextField
                    name="lineUnitPrice"
                    label={t("billing.editor.unitPrice")}
                    inputMode="decimal"
                    value={row.unitPrice}
                    onChange={(event) => change(row.key, "unitPrice", event.currentTarget.value)}
                    error={rowError("lineUnitPrice", index)}
                  />
                  <SelectField
                    name="lineVat"
                    label={t("billing.editor.vat")}
                    value={row.vat}
                    onChange={(event) => change(row.key, "vat", event.currentTarget.value)}
                    error={rowError("lineVat", index)}
                  >
                    {[...new Set([...vatRates, row.vat])]
                      .filter((rate) => rate !== EXEMPT)
                      .map((rate) => (
                        <option key={rate} value={rate}>
                          {`${rate} %`}
                        </option>
                      ))}
                    <option value={EXEMPT}>{t("billing.editor.exempt")}</option>
                  </SelectField>
                  <div className="flex items-end justify-between gap-2 sm:block">
                    <p className="text-sm sm:mt-7">
                      <span className="sr-only sm:not-sr-only sm:block sm:text-xs sm:text-muted-foreground">
                        {t("billing.editor.lineAmount")}
                      </span>{" "}
                      <span className="font-medium tabular-nums">
                        {complete ? money(lineAmount(countedLines([row])[0]!, currency)) : "—"}
                      </span>
                    </p>
                  </div>
                </fieldset>
                {rows.length > 1 && (
                  <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => remove(row.key)}>
                    <Trash2 aria-hidden="true" />
                    {t("billing.editor.removeLine", { number })}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-end gap-4">
          <Button
            type="button"
            variant="outline"
            onClick={() => add({ description: "", quantity: "1", unitPrice: "", vat: vatRates[0]! })}
          >
            <Plus aria-hidden="true" />
            {t("billing.editor.addLine")}
          </Button>
          {workshops.length > 0 && (
            <SourcePicker
              label={t("billing.editor.fromWorkshop")}
              hint={t("billing.editor.fromWorkshopHint")}
              value={workshopId}
              onChange={setWorkshopId}
              onAdd={addWorkshop}
              options={workshops.map((workshop) => ({
                value: workshop.id,
                label: `${workshop.title}${workshop.date ? ` (${formatShortDate(workshop.date, lang)})` : ""} · ${workshop.seats} × ${formatMoney(workshop.price, currency)}`,
              }))}
            />
          )}
          {contracts.length > 0 && (
            <SourcePicker
              label={t("billing.editor.fromContract")}
              value={contractId}
              onChange={setContractId}
              onAdd={addContract}
              options={contracts.map((contract) => ({
                value: contract.id,
                label: contract.value ? `${contract.title} · ${formatMoney(contract.value, currency)}` : contract.title,
              }))}
            />
          )}
        </div>
        <dl
          aria-label={t("billing.editor.totals")}
          className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
        >
          {totals.byRate.map((row) => (
            <div key={row.vatRate ?? EXEMPT} className="contents">
              <dt className="text-muted-foreground">
                {row.vatRate === null ? t("billing.page.exempt") : t("billing.page.vatRate", { rate: row.vatRate })}
              </dt>
              <dd className="text-right tabular-nums">{money(row.vat)}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">{t("billing.page.totalHt")}</dt>
          <dd className="text-right tabular-nums">{money(totals.totalHt)}</dd>
          <dt className="text-muted-foreground">{t("billing.page.totalVat")}</dt>
          <dd className="text-right tabular-nums">{money(totals.totalVat)}</dd>
          <dt className="font-semibold">{t("billing.page.totalTtc")}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(totals.totalTtc)}</dd>
        </dl>
      </fieldset>

      <div className="flex flex-wrap-reverse justify-end gap-2">
        <Link to={closeTo} className={buttonVariants({ variant: "outline" })}>
          {t("billing.editor.cancel")}
        </Link>
        <SubmitButton busyLabel={t("billing.editor.saving")}>{t("billing.editor.save")}</SubmitButton>
      </div>
    </EditorForm>
  );
}

/** A select of things to bill (workshops, contracts) and the button that adds the chosen one as a line. */
function SourcePicker({
  label,
  hint,
  value,
  onChange,
  onAdd,
  options,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  onAdd: () => void;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 items-end gap-2">
      <SelectField
        label={label}
        hint={hint}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="min-w-0 flex-1"
      >
        <option value="">{t("billing.editor.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <Button type="button" variant="outline" disabled={!value} onClick={onAdd} className={hint ? "mb-5" : undefined}>
        {t("billing.editor.add")}
      </Button>
    </div>
  );
}
