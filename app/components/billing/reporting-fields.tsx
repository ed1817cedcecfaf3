import { useState } from "react";
import { SelectField } from "~/components/forms/field";
import { invoiceServices, serviceLabelKey, type InvoiceService } from "~/lib/billing/invoices";
import { formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { usePageLanguage } from "~/lib/use-page-language";
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

/** The two selects' values, which the invoice editor also sets when a workshop is added as a line. */
export function useReporting(initial: { service: string; workshopId: string }) {
  const [service, setService] = useState(initial.service);
  const [workshopId, setWorkshopId] = useState(initial.workshopId);
  return { service, workshopId, setService, setWorkshopId };
}

/**
 * The two selects that say what a document sells, for revenue by service and by facilitator: the service, and the
 * workshop it bills (whose facilitator the revenue counts for). Both may stay empty.
 */
export function ReportingFields({
  workshops,
  reporting: { service, workshopId, setService, setWorkshopId },
  fieldError,
}: {
  workshops: readonly ReportingWorkshopChoice[];
  reporting: ReturnType<typeof useReporting>;
  fieldError: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const serviceLabel = useServiceLabel();
  return (
    <>
      <SelectField
        name="service"
        label={t("billing.reporting.service")}
        value={service}
        onChange={(event) => setService(event.currentTarget.value)}
        error={fieldError("service")}
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
        onChange={(event) => setWorkshopId(event.currentTarget.value)}
        error={fieldError("workshopId")}
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
