import { ArrowLeft } from "lucide-react";
import { Link, useActionData } from "react-router";
import { InvoiceEditor } from "~/components/billing/invoice-editor";
import { DashboardPage } from "~/components/dashboard-page";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/new";
import { createInvoiceAction, editorChoices } from "./billing.route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  // "New invoice" from an organization's page starts with that organization (and offers its contracts).
  const organizationId = new URL(request.url).searchParams.get("organization") ?? undefined;
  const choices = await editorChoices(lang, isUuid(organizationId) ? organizationId : null);
  return { meta: privatePageMeta(lang, "billing.editor.newTitle"), ...choices };
}

export function action({ request, context }: Route.ActionArgs) {
  return createInvoiceAction({ request, context });
}

export const handle = i18nHandle("backOffice", "billing", "clients", "cms", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewInvoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { defaults, workshops, contracts, organization } = loaderData;
  return (
    <DashboardPage title={t("billing.editor.newTitle")}>
      <Link to="/admin/billing" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("billing.editor.back")}
      </Link>
      <div className="mt-6 max-w-4xl">
        <InvoiceEditor
          saved={{
            clientKind: "organization",
            organization,
            personName: "",
            personEmail: "",
            personAddress: "",
            language: "fr",
            currency: defaults.currency,
            subject: "",
            purchaseOrder: "",
            notes: "",
            service: "",
            workshopId: "",
            lines: [],
          }}
          result={result}
          vatRates={[defaults.vatRate]}
          workshops={workshops}
          contracts={contracts}
          closeTo="/admin/billing"
        />
      </div>
    </DashboardPage>
  );
}
