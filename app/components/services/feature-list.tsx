import { Check } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { cn } from "~/lib/utils";
import type { serviceCatalog } from "./catalog";

/** A service's four features with check marks, as the home tabs and /services show them. */
export function FeatureList({
  serviceKey,
  className,
  itemClassName,
}: {
  serviceKey: (typeof serviceCatalog)[number]["key"];
  className?: string;
  itemClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {t(`services.items.${serviceKey}.features`, { returnObjects: true }).map((feature) => (
        <li key={feature} className={cn("flex gap-3 leading-snug", itemClassName)}>
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-savanna/15 text-savanna">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
