import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, redirect, useActionData } from "react-router";
import { failureTitle } from "~/components/account/auth-parts";
import { CheckEmail } from "~/components/account/check-email";
import { CodeForm } from "~/components/account/code-form";
import { NewPasswordForm } from "~/components/account/new-password-form";
import { ResetRequestForm } from "~/components/account/reset-request-form";
import { SignInOrUp, type AuthTab } from "~/components/account/sign-in-or-up";
import { TwoFactorForm } from "~/components/account/two-factor-form";
import { notify } from "~/components/toaster";
import type { AuthResult } from "~/lib/accounts/forms";
import { BRAND_NAME } from "~/lib/brand";
import { metaTags } from "~/lib/meta";
import { landingPath } from "~/lib/roles";
import { RETURN_PARAM } from "~/lib/urls";
import { useLocalizedHref } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { resetTokenOwner } from "~/server/accounts/password-reset.server";
import { getSessionUser } from "~/server/accounts/session.server";
import { hasTwoFactorChallenge } from "~/server/accounts/sign-in.server";
import { withActionHeaders } from "~/server/forms/forms.server";
import { publicPageMeta } from "~/server/i18n.server";
import { pageLanguage } from "~/server/front/request-context.server";
import type { Route } from "./+types/auth";
import { authAction, returnTarget } from "./auth.route.server";
import { hydrationOnIntent } from "~/enhance/protocol";

const modes = ["sign-in", "check-email", "reset-password", "code", "two-factor"] as const;
type Mode = (typeof modes)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const modeParam = url.searchParams.get("mode");
  const mode: Mode = (modes as readonly string[]).includes(modeParam ?? "") ? (modeParam as Mode) : "sign-in";
  const token = mode === "reset-password" ? (url.searchParams.get("token") ?? "") : "";
  const user = await getSessionUser({ request, context });
  const returnTo = returnTarget(url.searchParams.get(RETURN_PARAM));
  // A signed-in user goes on (where they were going, or their dashboard), unless they opened a password-reset link.
  if (user && !token) throw redirect(landingPath(user.role, returnTo));
  const verifyError = url.searchParams.get("error");
  return {
    meta: publicPageMeta(request, context.get(pageLanguage), "auth"),
    mode,
    tab: (url.searchParams.get("tab") === "sign-up" ? "sign-up" : "sign-in") as AuthTab,
    token: token || null,
    resetLinkValid: token ? Boolean(await resetTokenOwner(token)) : null,
    linkError: verifyError
      ? verifyError === "TOKEN_EXPIRED"
        ? "auth.verifyLink.expired"
        : "auth.verifyLink.invalid"
      : null,
    twoFactorPending: mode === "two-factor" && hasTwoFactorChallenge(request),
    backupMethod: url.searchParams.get("method") === "backup",
    returnTo,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export const handle = { ...i18nHandle("auth"), ...hydrationOnIntent };

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

export function action(args: Route.ActionArgs) {
  return authAction(args, args.context.get(pageLanguage));
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const result = useActionData<typeof action>() as AuthResult | undefined;

  useEffect(() => {
    if (!result || result.ok || !result.formError) return;
    const title = failureTitle(result);
    if (title)
      notify("error", t(title as never), { description: t(result.formError.key as never, result.formError.values) });
  }, [result, t]);

  return (
    <div className="bg-muted/60 bg-bogolan bg-[length:80px] bg-blend-soft-light">
      <div className="mx-auto flex min-h-[70vh] max-w-md flex-col px-4 py-8 sm:py-12">
        <Link
          to={href("/")}
          className="inline-flex items-center gap-2 self-start rounded text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {t("auth.backToHome")}
        </Link>
        <div className="mt-4 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
            {t("auth.welcome", { brand: BRAND_NAME })}
          </h1>
          <p className="mt-2 text-muted-foreground">{t("auth.subtitle")}</p>
          <div className="mt-6">
            <AuthBody loaderData={loaderData} result={result} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The page's screen for its mode (`?mode=`). */
function AuthBody({
  loaderData,
  result,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  result: AuthResult | undefined;
}) {
  const { returnTo } = loaderData;
  switch (loaderData.mode) {
    case "check-email":
      return <CheckEmail returnTo={returnTo} />;
    case "reset-password":
      return loaderData.token ? (
        <NewPasswordForm token={loaderData.token} valid={Boolean(loaderData.resetLinkValid)} result={result} />
      ) : (
        <ResetRequestForm result={result} returnTo={returnTo} />
      );
    case "code":
      return <CodeForm result={result} returnTo={returnTo} />;
    case "two-factor":
      return (
        <TwoFactorForm
          pending={loaderData.twoFactorPending}
          backup={loaderData.backupMethod}
          result={result}
          returnTo={returnTo}
        />
      );
    default:
      return <SignInOrUp tab={loaderData.tab} linkError={loaderData.linkError} result={result} returnTo={returnTo} />;
  }
}
