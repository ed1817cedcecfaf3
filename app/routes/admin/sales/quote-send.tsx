import { Form, useActionData, useParams, useRouteLoaderData } from "react-router";
import { ConfirmDialog } from "~/components/admin/route-dialog";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { metaTags } from "~/lib/meta";
import { VERSION_FIELD } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/quote-send";
import type { loader as quoteLoader } from "./quote";
import { dialogQuote, sendQuoteAction } from "./quotes.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  await dialogQuote(params.id, (quote) => quote.status === "draft");
  return { meta: privatePageMeta(context.get(pageLanguage), "quotes.send.title") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return sendQuoteAction({ request, context }, params.id, context.get(pageLanguage));
}

export const handle = i18nHandle("backOffice", "billing", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** Sending numbers the quote for good: a confirmation, posting the draft's version so a change made meanwhile is read first. */
export default function SendQuote() {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const page = useRouteLoaderData<typeof quoteLoader>("routes/admin/sales/quote");
  return (
    <ConfirmDialog
      title={t("quotes.send.title")}
      closeTo={`/admin/sales/quotes/${id}`}
      description={
        <>
          <p>{t("quotes.send.body")}</p>
          {result?.formError && <FormErrorMessage error={result.formError} className="mt-4" />}
        </>
      }
    >
      <Form method="post" preventScrollReset>
        <input type="hidden" name={VERSION_FIELD} value={page?.version ?? ""} />
        <SubmitButton busyLabel={t("quotes.send.sending")}>{t("quotes.send.confirm")}</SubmitButton>
      </Form>
    </ConfirmDialog>
  );
}
