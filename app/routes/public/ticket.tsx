import { CheckCircle2, Ticket as TicketIcon, TriangleAlert } from "lucide-react";
import { data, Form, Link } from "react-router";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import type { Route } from "./+types/ticket";
import { ticketAction, ticketLoader } from "./ticket.route.server";

/** The page a ticket's QR code opens: the ticket for anyone; 'Check in' for the workshop's facilitator and admins. */
export async function loader(args: Route.LoaderArgs) {
  const { status, ...page } = await ticketLoader(args, args.params.token ?? "");
  // Never kept by a cache: the page names a person and, for staff, changes with each check-in.
  return data(page, { status, headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: Route.ActionArgs) {
  return ticketAction(args, args.params.token ?? "");
}

export const handle = i18nHandle("attendance");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ticket } = loaderData;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <TicketIcon aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{t("attendance.ticket.heading")}</h1>
        {!ticket ? (
          <p className="mt-4">{t("attendance.ticket.notFound")}</p>
        ) : (
          <>
            <p className="mt-2 text-muted-foreground">{t("attendance.ticket.intro")}</p>
            <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm text-muted-foreground">{t("attendance.ticket.participant")}</dt>
              <dd className="text-lg font-semibold">{ticket.name}</dd>
              <dt className="text-sm text-muted-foreground">{t("attendance.ticket.workshop")}</dt>
              <dd className="font-medium">{ticket.title}</dd>
              <dt className="text-sm text-muted-foreground">{t("attendance.ticket.date")}</dt>
              <dd>{ticket.date ?? t("attendance.ticket.dateTbd")}</dd>
              {ticket.time && (
                <>
                  <dt className="text-sm text-muted-foreground">{t("attendance.ticket.time")}</dt>
                  <dd>{ticket.time}</dd>
                </>
              )}
              {ticket.location && (
                <>
                  <dt className="text-sm text-muted-foreground">{t("attendance.ticket.location")}</dt>
                  <dd>{ticket.location}</dd>
                </>
              )}
            </dl>
            <TicketState ticket={ticket} error={actionData?.formError} />
          </>
        )}
      </div>
    </div>
  );
}

type ShownTicket = NonNullable<Route.ComponentProps["loaderData"]["ticket"]>;

/** Where the registration stands, and for the workshop's facilitator or an admin the one-tap check-in. */
function TicketState({ ticket, error }: { ticket: ShownTicket; error?: { key: string } }) {
  const { t } = useTranslation();
  const notice = "mt-6 flex gap-3 rounded-lg p-4 font-medium";
  if (ticket.workshopCancelled)
    return (
      <p className={`${notice} bg-destructive/10 text-destructive`}>
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t("attendance.ticket.workshopCancelled")}
      </p>
    );
  if (ticket.status !== "confirmed")
    return (
      <p className={`${notice} bg-destructive/10 text-destructive`}>
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t(`attendance.ticket.statuses.${ticket.status}`)}
      </p>
    );
  return (
    <div className="mt-6 space-y-4">
      {ticket.checkedInAt ? (
        <p role="status" className={`${notice} bg-savanna/15`}>
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-savanna" />
          {t("attendance.ticket.checkedInAt", { when: ticket.checkedInAt })}
        </p>
      ) : (
        <p className={`${notice} bg-muted`}>{t("attendance.ticket.statuses.confirmed")}</p>
      )}
      {ticket.viewer === "otherWorkshop" && (
        <p className={`${notice} bg-sun/20`}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("attendance.ticket.otherWorkshop", { title: ticket.title })}
        </p>
      )}
      {ticket.viewer === "checker" && (
        <>
          {error && <FormErrorMessage error={error} />}
          {!ticket.checkedInAt && (
            <Form method="post">
              <SubmitButton size="lg" className="h-14 w-full text-lg" busyLabel={t("attendance.list.saving")}>
                {t("attendance.ticket.checkIn")}
              </SubmitButton>
            </Form>
          )}
          <Link to={ticket.attendanceHref} className={buttonVariants({ variant: "outline", className: "w-full" })}>
            {t("attendance.ticket.attendanceLink")}
          </Link>
        </>
      )}
      {ticket.viewer === "public" && (
        <p className="text-sm text-muted-foreground">
          <Link to={ticket.signInHref} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("attendance.ticket.signInToCheckIn")}
          </Link>
        </p>
      )}
    </div>
  );
}
