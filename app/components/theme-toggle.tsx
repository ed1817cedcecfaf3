import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { applyTheme, isTheme, themeCookieName, themes, type Theme } from "~/lib/theme";
import { parseCookie } from "~/lib/i18n";

const icons = { light: Sun, dark: Moon, system: Monitor };

/**
 * Light, dark or system (the default), remembered in a cookie so the server renders the right one. Before
 * React runs, the enhancement script switches it the same way (decision 0012); hydration reads the cookie
 * so it keeps that choice. The choice shows through `aria-checked`, which both set.
 */
export function ThemeToggle({ initial }: { initial: Theme }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(() => {
    const chosen = typeof document === "undefined" ? undefined : parseCookie(document.cookie, themeCookieName);
    return isTheme(chosen) ? chosen : initial;
  });
  return (
    <div
      role="radiogroup"
      data-theme-toggle
      aria-label={t("common.theme.label")}
      className="inline-flex rounded-full border p-0.5"
    >
      {themes.map((option) => {
        const Icon = icons[option];
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={theme === option}
            title={t(`common.theme.${option}`)}
            data-theme-option={option}
            onClick={() => {
              setTheme(option);
              applyTheme(option);
            }}
            className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground not-aria-checked:hover:bg-muted aria-checked:bg-primary aria-checked:text-primary-foreground"
          >
            <Icon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t(`common.theme.${option}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
