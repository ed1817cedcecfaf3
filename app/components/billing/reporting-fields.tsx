import { SelectField } from "~/components/forms/field";
import { invoiceServices, serviceLabelKey, type InvoiceService } from "~/lib/billing/invoices";
import { formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/locales/runtime/react";

export interface ReportingWorkshopChoice {
  id: string;
  title: string;
  date: string | null;
}

/** A service's name: the agency's services as the contact form names them, and the workshops' seats. */
export function useServiceLabel() {
  const { t } = useTranslation();
  return (service: InvoiceService): string => t(serviceLabelKey(service));
}

export const workshopChoiceLabel = (workshop: ReportingWorkshopChoice, lang: Language) =>
  workshop.date ? `${workshop.title} (${formatShortDate(workshop.date, lang)})` : workshop.title;

/**
 * The two selects that say what a document sells, for revenue by service and by facilitator: the service, and the
 * workshop it bills (whose facilitator the revenue counts for). Both may stay empty.
 */
export function ReportingFields({
  workshops,
  service,
  workshopId,
  onServiceChange,
  onWorkshopChange,
  errors,
  lang,
}: {
  workshops: readonly ReportingWorkshopChoice[];
  service: string;
  workshopId: string;
  onServiceChange: (service: string) => void;
  onWorkshopChange: (workshopId: string) => void;
  errors: { service?: string; workshopId?: string };
  lang: Language;
}) {
  const { t } = useTranslation();
  const serviceLabel = useServiceLabel();
  return (
    <>
      <SelectField
        name="service"
        label={t("billing.reporting.service")}
        value={service}
        onChange={(event) => onServiceChange(event.currentTarget.value)}
        error={errors.service}
      >
        <option value="">{t("billing.reporting.noService")}</option>
        {invoiceServices.map((choice) => (
          <option key={choice} value={choice}>
            {serviceLabel(choice)}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="workshopId"
        label={t("billing.reporting.workshop")}
        hint={t("billing.reporting.workshopHint")}
        value={workshopId}
        onChange={(event) => onWorkshopChange(event.currentTarget.value)}
        error={errors.workshopId}
      >
        <option value="">{t("billing.reporting.noWorkshop")}</option>
        {workshops.map((workshop) => (
          <option key={workshop.id} value={workshop.id}>
            {workshopChoiceLabel(workshop, lang)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
