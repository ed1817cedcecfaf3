import { RotateCw } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, data } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pager } from "~/components/admin/pager";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { formatAgencyDateTime } from "~/lib/format";
import type { FormFailure } from "~/lib/forms";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { outboxRetrySchema, outboxStatuses, outboxTable, type OutboxStatus } from "~/lib/outbox/admin";
import { listSearch } from "~/lib/tables";
import { cn } from "~/lib/utils";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import { dispatchMail } from "~/server/outbox/mail.server";
import { listOutbox, retryFailedMessage, type OutboxListRow } from "~/server/outbox/admin.server";
import type { Route } from "./+types/emails";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = outboxTable.parse(new URL(request.url).searchParams);
  const page = await listOutbox(state, outboxTable.pageSize);
  return { meta: privatePageMeta(context.get(pageLanguage), "adminEmails.title"), state, page };
}

const fields = ["id"] as const;
export type RetryResult = FormFailure<(typeof fields)[number], "email-retry">;

/** 'Retry' on a failed message: due again now, with a fresh count of attempts; back to the list with a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole({ request, context }, "admin", { action: true });
  const received = await receiveForm(request, {
    id: "email-retry",
    schema: outboxRetrySchema,
    fields,
    invalidKey: "adminEmails.errors.invalid",
  });
  if (received.kind === "refused") return data<RetryResult>(received.failure, received.init);
  const outcome = await retryFailedMessage(received.data.id, auditSource(request, admin));
  if (outcome.kind === "not_failed")
    return refuseForm("email-retry", 409, { key: "adminEmails.errors.notFailed" }, received.values);
  await dispatchMail([received.data.id]);
  return redirectWithToast(`/admin/emails${listSearch(request.url)}`, { title: "adminEmails.retried" });
}

export const handle = i18nHandle("adminEmails", "backOffice");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

const statusTone: Record<OutboxStatus, string> = {
  failed: "bg-destructive/10 text-destructive",
  pending: "bg-accent/10 text-accent",
  sent: "bg-savanna/10 text-green-800 dark:text-green-300",
  skipped: "bg-muted text-muted-foreground",
};

export default function AdminEmails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const { state, page } = loaderData;
  const none = <span className="text-muted-foreground">{t("backOffice.table.none")}</span>;
  const columns: DataColumn<OutboxListRow, (typeof outboxTable.spec.sorts)[number]>[] = [
    {
      id: "created",
      header: t("adminEmails.columns.created"),
      sort: "createdAt",
      cell: (row) => (
        <time dateTime={new Date(row.createdAt).toISOString()}>{formatAgencyDateTime(row.createdAt, lang)}</time>
      ),
      className: "md:whitespace-nowrap",
    },
    {
      id: "recipient",
      header: t("adminEmails.columns.recipient"),
      sort: "recipient",
      cell: (row) => (row.recipient ? <span className="break-all">{row.recipient}</span> : t("adminEmails.notYet")),
    },
    {
      id: "subject",
      header: t("adminEmails.columns.subject"),
      cell: (row) => row.subject ?? t("adminEmails.notYet"),
    },
    {
      id: "status",
      header: t("adminEmails.columns.status"),
      cell: (row) => {
        const status = (outboxStatuses as readonly string[]).includes(row.status) ? (row.status as OutboxStatus) : null;
        return (
          <>
            <span
              className={cn(
                "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
                status && statusTone[status],
              )}
            >
              {status ? t(`adminEmails.status.${status}`) : row.status}
            </span>
            <span className="mt-1 block text-xs text-muted-foreground">
              {row.sentAt
                ? t("adminEmails.sentAt", { date: formatAgencyDateTime(row.sentAt, lang) })
                : status === "pending"
                  ? t("adminEmails.scheduled", { date: formatAgencyDateTime(row.runAt, lang) })
                  : null}
            </span>
          </>
        );
      },
    },
    {
      id: "attempts",
      header: t("adminEmails.columns.attempts"),
      sort: "attempts",
      cell: (row) => row.attempts,
    },
    {
      id: "error",
      header: t("adminEmails.columns.error"),
      cell: (row) => (row.lastError ? <span className="break-all font-mono text-xs">{row.lastError}</span> : none),
    },
  ];
  return (
    <DashboardPage title={t("adminEmails.title")}>
      <p className="max-w-3xl text-muted-foreground">{t("adminEmails.lead")}</p>
      {actionData?.formError && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {t(actionData.formError.key as never, actionData.formError.values)}
        </p>
      )}
      <div className="mt-6 space-y-3">
        <TableSearch
          definition={outboxTable}
          state={state}
          label={t("adminEmails.search")}
          placeholder={t("adminEmails.searchPlaceholder")}
        />
        <TableFilter
          definition={outboxTable}
          state={state}
          name="status"
          label={t("adminEmails.filters.status")}
          options={[...outboxStatuses, "all" as const].map((status) => ({
            value: status,
            label: t(`adminEmails.statuses.${status}`),
          }))}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption={t("adminEmails.caption")}
          definition={outboxTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) =>
            row.status === "failed" ? (
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={t("adminEmails.retryLabel", { recipient: row.recipient ?? "" })}
                >
                  <RotateCw aria-hidden="true" />
                  {t("adminEmails.retry")}
                </button>
              </Form>
            ) : null
          }
        />
        <Pager definition={outboxTable} state={state} page={page} />
      </div>
    </DashboardPage>
  );
}
