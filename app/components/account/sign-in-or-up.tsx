import { useRef } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import type { AuthResult } from "~/lib/accounts/forms";
import { cn } from "~/lib/utils";
import { authQuery } from "./auth-parts";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "sign-in" | "sign-up";

/** The first screen of /auth: two tabs, signing in and signing up. */
export function SignInOrUp({
  tab: loadedTab,
  linkError,
  result,
  returnTo,
}: {
  tab: AuthTab;
  linkError: string | null;
  result: AuthResult | undefined;
  returnTo: string | null;
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
  const tab: AuthTab = pendingTab === "sign-up" || pendingTab === "sign-in" ? pendingTab : loadedTab;
  const tabs: AuthTab[] = ["sign-in", "sign-up"];
  const refs = useRef<Record<AuthTab, HTMLAnchorElement | null>>({ "sign-in": null, "sign-up": null });

  // The tabs are links (they work without JavaScript); with it, the arrow keys move between them too.
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = tab === "sign-in" ? "sign-up" : "sign-in";
    const target = event.key === "Home" ? "sign-in" : event.key === "End" ? "sign-up" : next;
    void navigate(authQuery(returnTo, { tab: target }), { replace: true, preventScrollReset: true });
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
            to={authQuery(returnTo, { tab: id })}
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
        {tab === "sign-in" ? <SignInForm result={result} returnTo={returnTo} /> : <SignUpForm result={result} />}
      </div>
    </div>
  );
}
