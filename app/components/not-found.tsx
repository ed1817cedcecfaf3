import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/use-page-language";
import { buttonVariants } from "./ui/button";

/** The not-found message; `back` is where its button leads instead of the home page (a signed-in area's first screen). */
export function NotFound({ back }: { back?: { to: string; label: string } } = {}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <img src="/art/not-found.svg" alt="" width={600} height={400} className="h-auto w-full max-w-sm" />
      <p className="mt-6 font-display text-6xl font-bold text-accent">{t("common.notFound.code")}</p>
      <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{t("common.notFound.heading")}</h1>
      <p className="mt-3 text-muted-foreground">{t("common.notFound.body")}</p>
      <Link to={back?.to ?? href("/")} className={buttonVariants({ className: "mt-8" })}>
        {back?.label ?? t("common.notFound.returnHome")}
      </Link>
    </section>
  );
}
