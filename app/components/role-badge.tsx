import { useTranslation } from "~/locales/runtime/react";
import type { Role } from "~/lib/roles";
import { cn } from "~/lib/utils";

/** Badge colours: admin red, content_creator blue, employee green, client and others grey. */
const colours: Record<Role, string> = {
  admin: "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-200",
  content_creator: "bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-950 dark:text-blue-200",
  employee: "bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-200",
  client: "bg-gray-100 text-gray-800 ring-gray-500/20 dark:bg-gray-800 dark:text-gray-100",
  facilitator: "bg-gray-100 text-gray-800 ring-gray-500/20 dark:bg-gray-800 dark:text-gray-100",
};

/** A role as a coloured badge, labelled with the capitalised role (content_creator reads 'Content Creator'). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <span
      data-role={role}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        colours[role],
      )}
    >
      {t(`common.roles.${role}`)}
    </span>
  );
}
