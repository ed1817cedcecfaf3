import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { requireRole } from "~/server/guards.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/layout";

const sections = ["overview", "clients", "projects", "workshops", "facilitators", "cms", "messages", "sales", "billing", "reports"] as const;

// The layout's check is a convenience; every admin loader and action checks again.
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col lg:flex-row">
      <nav aria-label={t("pages.admin.title")} className="border-b px-4 py-3 lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0 lg:py-8">
        <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground lg:block">
          {t("pages.admin.title")}
        </p>
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {sections.map((section) => (
            <li key={section}>
              <NavLink
                to={`/admin/${section}`}
                className={({ isActive }) =>
                  cn("block whitespace-nowrap rounded-md px-3 py-2 text-sm", isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted")
                }
              >
                {t(`pages.admin.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
