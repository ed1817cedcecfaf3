import { useTranslation } from "~/locales/runtime/react";
import { StatusBadge } from "~/components/admin/status-badge";
import { invoiceViewTones, type InvoiceView } from "~/lib/billing/invoices";

/** An invoice's status as staff and clients read it (overdue included); the colour repeats the word. */
export function InvoiceStatusBadge({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  return <StatusBadge tone={invoiceViewTones[view]}>{t(`billing.views.${view}`)}</StatusBadge>;
}
