import { ArrowLeft, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/field";
import { notify } from "~/components/toaster";
import { CODE_LENGTH, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "~/lib/auth-rules";
import { BRAND_NAME } from "~/lib/brand";
import { metaTags } from "~/lib/meta";
import { landingPath } from "~/lib/roles";
import { RETURN_PARAM } from "~/lib/urls";
import { useLocalizedHref } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { cn } from "~/lib/utils";
import {
  hasTwoFactorChallenge,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  resetTokenOwner,
  returnTarget,
  sendSignInCode,
  signInWithCode,
  signInWithPassword,
  signUp,
  verifySecondFactor,
  type AuthActionData,
} from "~/server/accounts/auth-flows.server";
import { readFormBody, withActionHeaders } from "~/server/forms.server";
import { publicPageMeta } from "~/server/i18n.server";
import { getSessionUser } from "~/server/accounts/session.server";
import type { Route } from "./+types/auth";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/request-context.server";

const modes = ["sign-in", "check-email", "reset-password", "code", "two-factor"] as const;
type Mode = (typeof modes)[number];
type Tab = "sign-in" | "sign-up";

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
    tab: (url.searchParams.get("tab") === "sign-up" ? "sign-up" : "sign-in") as Tab,
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

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export const handle = { ...i18nHandle("auth"), ...hydrationOnIntent };

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

const MAX_FORM_BYTES = 16 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormBody(request, MAX_FORM_BYTES);
  if (!read.ok) return data<AuthActionData>({ intent: null, formError: read.error.key }, { status: read.status });
  const { form } = read;
  const intent = form.get("intent");
  const user = await getSessionUser({ request, context });
  if (user && intent !== "reset-password") throw redirect(landingPath(user.role, returnTarget(form.get(RETURN_PARAM))));
  const lang = context.get(pageLanguage);
  switch (intent) {
    case "sign-in":
      return signInWithPassword(request, form, lang);
    case "sign-up":
      return signUp(request, form, lang);
    case "resend-verification":
      return resendVerification(request, form);
    case "request-reset":
      return requestPasswordReset(request, form, lang);
    case "reset-password":
      return resetPassword(request, form, lang);
    case "send-code":
      return sendSignInCode(request, form);
    case "verify-code":
      return signInWithCode(request, form, lang);
    case "two-factor":
      return verifySecondFactor(request, form, lang);
    default:
      return data<AuthActionData>({ intent: null, formError: "auth.errors.generic" }, { status: 400 });
  }
}

/** Signing in fails with 'Sign in failed' and the reason; signing up with 'Sign up failed'. */
const failureTitles: Partial<Record<string, string>> = {
  "sign-in": "auth.toast.signInFailed",
  "verify-code": "auth.toast.signInFailed",
  "two-factor": "auth.toast.signInFailed",
  "sign-up": "auth.toast.signUpFailed",
};

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const result = useActionData<typeof action>();

  useEffect(() => {
    if (!result?.formError || !result.intent) return;
    const title = failureTitles[result.intent];
    if (title)
      notify("error", t(title as never), { description: t(result.formError as never, result.formErrorValues) });
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

type LoaderData = Route.ComponentProps["loaderData"];

/** A query string of this page that keeps where the visitor was going ("?mode=code&redirectTo=/admin"). */
function useAuthQuery(): (params: Record<string, string>) => string {
  const { returnTo } = useLoaderData<typeof loader>();
  return (params) => `?${new URLSearchParams(returnTo ? { ...params, [RETURN_PARAM]: returnTo } : params)}`;
}

/** The hidden field of the forms that sign in, so that signing in leads back where the visitor was going. */
function ReturnField() {
  const { returnTo } = useLoaderData<typeof loader>();
  return returnTo ? <input type="hidden" name={RETURN_PARAM} value={returnTo} /> : null;
}

function AuthBody({ loaderData, result }: { loaderData: LoaderData; result: AuthActionData | undefined }) {
  switch (loaderData.mode) {
    case "check-email":
      return <CheckEmail />;
    case "reset-password":
      return loaderData.token ? (
        <NewPassword token={loaderData.token} valid={Boolean(loaderData.resetLinkValid)} result={result} />
      ) : (
        <ResetRequest result={result} />
      );
    case "code":
      return <CodeSignIn result={result} />;
    case "two-factor":
      return <TwoFactor pending={loaderData.twoFactorPending} backup={loaderData.backupMethod} result={result} />;
    default:
      return <SignInOrUp tab={loaderData.tab} linkError={loaderData.linkError} result={result} />;
  }
}

function FormError({ result }: { result: AuthActionData | undefined }) {
  const { t } = useTranslation();
  if (!result?.formError) return null;
  const title = result.intent ? failureTitles[result.intent] : undefined;
  return (
    <FormMessage tone="error" title={title ? t(title as never) : undefined}>
      {t(result.formError as never, result.formErrorValues)}
    </FormMessage>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const query = useAuthQuery();
  return (
    <Link
      to={href("/auth") + query({})}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t("auth.backToSignIn")}
    </Link>
  );
}

function SignInOrUp({
  tab: loadedTab,
  linkError,
  result,
}: {
  tab: Tab;
  linkError: string | null;
  result: AuthActionData | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  // The chosen tab shows at once, while the (tiny) loader round trip of its link completes.
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search).get("tab")
      : null;
  const tab: Tab = pendingTab === "sign-up" || pendingTab === "sign-in" ? pendingTab : loadedTab;
  const tabs: Tab[] = ["sign-in", "sign-up"];
  const refs = useRef<Record<Tab, HTMLAnchorElement | null>>({ "sign-in": null, "sign-up": null });
  const query = useAuthQuery();

  // The tabs are links (they work without JavaScript); with it, the arrow keys move between them too.
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = tab === "sign-in" ? "sign-up" : "sign-in";
    const target = event.key === "Home" ? "sign-in" : event.key === "End" ? "sign-up" : next;
    void navigate(query({ tab: target }), { replace: true, preventScrollReset: true });
    refs.current[target]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("auth.tabs.label")}
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((id) => (
          <Link
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            to={query({ tab: id })}
            replace
            preventScrollReset
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            className={cn(
              "rounded-md px-3 py-2 text-center text-sm font-medium",
              tab === id ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t(id === "sign-in" ? "auth.tabs.signIn" : "auth.tabs.signUp")}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6 space-y-4">
        {linkError && tab === "sign-in" && <FormMessage tone="error">{t(linkError as never)}</FormMessage>}
        {tab === "sign-in" ? <SignInForm result={result} /> : <SignUpForm result={result} />}
      </div>
    </div>
  );
}

function SignInForm({ result }: { result: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const query = useAuthQuery();
  const mine = result?.intent === "sign-in" || result?.intent === "resend-verification" ? result : undefined;
  const { errors, onSubmit } = useFieldErrors(mine?.errors);
  return (
    <>
      {mine?.intent === "sign-in" && <FormError result={mine} />}
      {mine?.notice && <FormMessage tone="success">{t(mine.notice as never)}</FormMessage>}
      {mine?.unverifiedEmail && (
        <Form method="post" className="-mt-1">
          <input type="hidden" name="email" value={mine.unverifiedEmail} />
          <SubmitButton
            intent="resend-verification"
            busyLabel={t("auth.unverified.resending")}
            variant="outline"
            className="w-full"
          >
            {t("auth.unverified.resend")}
          </SubmitButton>
        </Form>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <ReturnField />
        <EmailField defaultValue={mine?.values?.email} error={errors.email && t(errors.email as never)} />
        <TextField
          label={t("auth.fields.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={errors.password && t(errors.password as never)}
        />
        <SubmitButton intent="sign-in" busyLabel={t("auth.signIn.busy")} className="w-full">
          {t("auth.signIn.submit")}
        </SubmitButton>
      </Form>
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
        <Link to="?mode=reset-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("auth.signIn.forgotPassword")}
        </Link>
        <Link to={query({ mode: "code" })} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("auth.signIn.useCode")}
        </Link>
      </div>
    </>
  );
}

function SignUpForm({ result }: { result: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === "sign-up" ? result : undefined;
  const { errors, onSubmit } = useFieldErrors(mine?.errors);
  return (
    <>
      <FormError result={mine} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("auth.fields.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            defaultValue={mine?.values?.firstName}
            error={errors.firstName && t(errors.firstName as never)}
          />
          <TextField
            label={t("auth.fields.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            defaultValue={mine?.values?.lastName}
            error={errors.lastName && t(errors.lastName as never)}
          />
        </div>
        <EmailField defaultValue={mine?.values?.email} error={errors.email && t(errors.email as never)} />
        <TextField
          label={t("auth.fields.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={t("auth.signUp.passwordHint")}
          error={errors.password && t(errors.password as never)}
        />
        <SubmitButton intent="sign-up" busyLabel={t("auth.signUp.busy")} className="w-full">
          {t("auth.signUp.submit")}
        </SubmitButton>
      </Form>
    </>
  );
}

function CheckEmail() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-savanna" />
      <h2 className="font-display text-xl font-semibold">{t("auth.toast.checkEmailTitle")}</h2>
      <p>{t("auth.toast.checkEmailBody")}</p>
      <p className="text-sm text-muted-foreground">{t("auth.checkEmail.hint")}</p>
      <BackToSignIn />
    </div>
  );
}

function ResetRequest({ result }: { result: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === "request-reset" ? result : undefined;
  const { errors, onSubmit } = useFieldErrors(mine?.errors);
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.reset.title")}</h2>
      {mine?.notice ? (
        <FormMessage tone="success">{t(mine.notice as never)}</FormMessage>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("auth.reset.intro")}</p>
          <FormError result={mine} />
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField defaultValue={mine?.values?.email} error={errors.email && t(errors.email as never)} />
            <SubmitButton intent="request-reset" busyLabel={t("auth.reset.busy")} className="w-full">
              {t("auth.reset.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
      <BackToSignIn />
    </div>
  );
}

function NewPassword({ token, valid, result }: { token: string; valid: boolean; result: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === "reset-password" || result?.intent === "sign-in" ? result : undefined;
  const { errors, onSubmit } = useFieldErrors(mine?.errors);
  if (!valid) {
    return (
      <div className="space-y-4">
        <h2 className="font-display text-xl font-semibold">{t("auth.reset.newTitle")}</h2>
        <FormMessage tone="error">{t("auth.reset.invalidLink")}</FormMessage>
        <Link
          to="?mode=reset-password"
          className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("auth.reset.askAgain")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.reset.newTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("auth.reset.newIntro")}</p>
      <FormError result={mine} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <TextField
          label={t("auth.fields.newPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={t("auth.signUp.passwordHint")}
          error={errors.password && t(errors.password as never)}
        />
        <SubmitButton intent="reset-password" busyLabel={t("auth.reset.newBusy")} className="w-full">
          {t("auth.reset.newSubmit")}
        </SubmitButton>
      </Form>
    </div>
  );
}

function CodeSignIn({ result }: { result: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === "send-code" || result?.intent === "verify-code" ? result : undefined;
  const sentTo = mine?.codeSentTo;
  const query = useAuthQuery();
  const { errors, onSubmit } = useFieldErrors(mine?.errors, {
    email: "auth.errors.emailOrPhoneRequired",
    code: "auth.errors.codeRequired",
  });
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.code.title")}</h2>
      {mine?.notice && <FormMessage tone="success">{t(mine.notice as never, mine.noticeValues)}</FormMessage>}
      <FormError result={mine} />
      {sentTo ? (
        <>
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <input type="hidden" name="email" value={sentTo} />
            <ReturnField />
            <TextField
              label={t("auth.fields.code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              required
              maxLength={CODE_LENGTH}
              error={errors.code && t(errors.code as never)}
            />
            <SubmitButton intent="verify-code" busyLabel={t("auth.code.verifying")} className="w-full">
              {t("auth.code.verify")}
            </SubmitButton>
          </Form>
          <Link
            to={query({ mode: "code" })}
            className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("auth.code.otherAddress")}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("auth.code.intro")}</p>
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField defaultValue={mine?.values?.email} error={errors.email && t(errors.email as never)} />
            <SubmitButton intent="send-code" busyLabel={t("auth.code.sending")} className="w-full">
              {t("auth.code.send")}
            </SubmitButton>
          </Form>
        </>
      )}
      <BackToSignIn />
    </div>
  );
}

function TwoFactor({
  pending,
  backup,
  result,
}: {
  pending: boolean;
  backup: boolean;
  result: AuthActionData | undefined;
}) {
  const { t } = useTranslation();
  const mine = result?.intent === "two-factor" ? result : undefined;
  const { errors, onSubmit } = useFieldErrors(mine?.errors);
  const query = useAuthQuery();
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.twoFactor.title")}</h2>
      {!pending ? (
        <FormMessage tone="error">{t("auth.twoFactor.expired")}</FormMessage>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t(backup ? "auth.twoFactor.backupIntro" : "auth.twoFactor.intro")}
          </p>
          <FormError result={mine} />
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
            <ReturnField />
            <TextField
              label={t(backup ? "auth.fields.backupCode" : "auth.fields.totp")}
              name="code"
              inputMode={backup ? "text" : "numeric"}
              autoComplete="one-time-code"
              required
              maxLength={backup ? 32 : CODE_LENGTH}
              error={errors.code && t(errors.code as never)}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="trustDevice" className="size-4 accent-primary" />
              {t("auth.fields.trustDevice")}
            </label>
            <SubmitButton intent="two-factor" busyLabel={t("auth.twoFactor.busy")} className="w-full">
              {t("auth.twoFactor.submit")}
            </SubmitButton>
          </Form>
          <Link
            to={query(backup ? { mode: "two-factor" } : { mode: "two-factor", method: "backup" })}
            replace
            className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t(backup ? "auth.twoFactor.useApp" : "auth.twoFactor.useBackup")}
          </Link>
        </>
      )}
      <BackToSignIn />
    </div>
  );
}

/** The email field of every form on this page. */
function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
