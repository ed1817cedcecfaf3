import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { applyTheme, themes, type Theme } from "~/lib/theme";
import { cn } from "~/lib/utils";

const icons = { light: Sun, dark: Moon, system: Monitor };

/** Light, dark or system (the default), remembered in a cookie so the server renders the right one. */
export function ThemeToggle({ initial }: { initial: Theme }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(initial);
  return (
    <div role="radiogroup" aria-label={t("common.theme.label")} className="inline-flex rounded-full border p-0.5">
      {themes.map((option) => {
        const Icon = icons[option];
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={theme === option}
            title={t(`common.theme.${option}`)}
            onClick={() => {
              setTheme(option);
              applyTheme(option);
            }}
            className={cn(
              "inline-flex size-7 items-center justify-center rounded-full",
              theme === option ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t(`common.theme.${option}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
