import { CalendarCheck, ChevronDown, LayoutDashboard, LogOut, UserCog } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { roleHome } from "~/lib/roles";
import type { ShellUser } from "./site-header";
import { UserAvatar } from "./user-avatar";

/**
 * The avatar menu: name, email and role, then My Dashboard, Profile Settings and Sign Out. A native disclosure,
 * so the first tap opens it before React (or this chunk) has loaded; Escape and closing come from
 * `app/lib/menus.ts` (decision 0022).
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const itemClass = "flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-muted";
  return (
    <details data-menu className="relative">
      {/* Its name starts with the initials it shows, so speech users can say what they see. */}
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full p-0.5 hover:bg-muted [&::-webkit-details-marker]:hidden">
        <UserAvatar user={user} size="sm" announced />
        <span className="sr-only"> {t("common.nav.userMenu")}</span>
        <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-lg border bg-card p-1 text-card-foreground shadow-lg">
        <div className="px-3 py-2">
          {fullName && <p className="truncate font-medium">{fullName}</p>}
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t(`common.roles.${user.role}`)}</p>
        </div>
        <nav aria-label={t("common.nav.userMenu")} className="border-t pt-1">
          <ul>
            <li>
              <Link to={roleHome(user.role)} className={itemClass}>
                <LayoutDashboard aria-hidden="true" className="size-4" /> {t("common.nav.myDashboard")}
              </Link>
            </li>
            <li>
              <Link to="/my-registrations" className={itemClass}>
                <CalendarCheck aria-hidden="true" className="size-4" /> {t("common.nav.myRegistrations")}
              </Link>
            </li>
            <li>
              <Link to="/profile" className={itemClass}>
                <UserCog aria-hidden="true" className="size-4" /> {t("common.nav.profileSettings")}
              </Link>
            </li>
            <li>
              <Form method="post" action="/sign-out">
                <button type="submit" className={itemClass}>
                  <LogOut aria-hidden="true" className="size-4" /> {t("common.nav.signOut")}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
      </div>
    </details>
  );
}
