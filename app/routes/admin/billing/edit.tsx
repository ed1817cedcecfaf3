import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { InvoiceEditor } from "~/components/billing/invoice-editor";
import { DashboardPage } from "~/components/dashboard-page";
import { EXEMPT } from "~/lib/billing/invoices";
import { plainDecimal } from "~/lib/billing/money";
import { currencyFrom } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { getInvoice, linesOf } from "~/server/billing/invoices.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/edit";
import { editorChoices, updateInvoiceAction } from "./billing.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const invoice = isUuid(params.id) ? await getInvoice(params.id) : undefined;
  if (!invoice) throw data(null, { status: 404 });
  // An issued invoice is never edited: its page says so.
  if (invoice.status !== "draft") throw redirect(`/admin/billing/${invoice.id}`);
  const lang = context.get(pageLanguage);
  const [lines, choices] = await Promise.all([
    linesOf(invoice.id),
    editorChoices(lang, invoice.organizationId, invoice.workshopId),
  ]);
  const currency = currencyFrom(invoice.currency);
  return {
    meta: privatePageMeta(lang, "billing.editor.editTitle"),
    ...choices,
    id: invoice.id,
    version: versionOf(invoice.updatedAt),
    saved: {
      clientKind: invoice.organizationId ? ("organization" as const) : ("person" as const),
      organization: choices.organization,
      personName: invoice.personName ?? "",
      personEmail: invoice.personEmail ?? "",
      personAddress: invoice.personAddress ?? "",
      language: invoice.language,
      currency,
      subject: invoice.subject,
      purchaseOrder: invoice.purchaseOrder ?? "",
      notes: invoice.notes ?? "",
      service: invoice.service ?? "",
      workshopId: invoice.workshopId ?? "",
      lines: lines.map((line) => ({
        description: line.description,
        quantity: plainDecimal(line.quantity),
        unitPrice: plainDecimal(line.unitPrice),
        vat: line.vatRate === null ? EXEMPT : plainDecimal(line.vatRate),
      })),
    },
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateInvoiceAction({ request, context }, params.id);
}

/** After a stale save (409) the draft is read again, so the editor shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "billing", "clients", "cms", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditInvoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { id, saved, version, defaults, workshops, contracts } = loaderData;
  const rates = [defaults.vatRate, ...saved.lines.map((line) => line.vat).filter((rate) => rate !== EXEMPT)];
  return (
    <DashboardPage title={t("billing.editor.editTitle")}>
      <Link to={`/admin/billing/${id}`} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("billing.editor.back")}
      </Link>
      <div className="mt-6 max-w-4xl">
        <InvoiceEditor
          saved={saved}
          version={version}
          result={result}
          vatRates={[...new Set(rates)]}
          workshops={workshops}
          contracts={contracts}
          closeTo={`/admin/billing/${id}`}
        />
      </div>
    </DashboardPage>
  );
}
