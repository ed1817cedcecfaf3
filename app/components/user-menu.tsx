import { CalendarCheck, ChevronDown, LayoutDashboard, LogOut, UserCog } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { roleHome } from "~/lib/roles";
import type { ShellUser } from "./site-header";
import { UserAvatar } from "./user-avatar";

/** The avatar menu: name, email and role, then My Dashboard, Profile Settings and Sign Out. */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  const itemClass =
    "flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-muted focus:bg-muted focus:outline-none";
  return (
    <div className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("common.nav.userMenu")}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-full p-0.5 hover:bg-muted"
      >
        <UserAvatar user={user} size="sm" />
        <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t("common.nav.userMenu")}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border bg-card p-1 text-card-foreground shadow-lg"
        >
          <div className="px-3 py-2">
            {fullName && <p className="truncate font-medium">{fullName}</p>}
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            <p className="mt-1 text-xs text-muted-foreground">{t(`common.roles.${user.role}`)}</p>
          </div>
          <div className="my-1 h-px bg-border" role="separator" />
          <Link role="menuitem" to={roleHome(user.role)} className={itemClass} onClick={() => setOpen(false)}>
            <LayoutDashboard aria-hidden="true" className="size-4" /> {t("common.nav.myDashboard")}
          </Link>
          <Link role="menuitem" to="/my-registrations" className={itemClass} onClick={() => setOpen(false)}>
            <CalendarCheck aria-hidden="true" className="size-4" /> {t("common.nav.myRegistrations")}
          </Link>
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            <UserCog aria-hidden="true" className="size-4" /> {t("common.nav.profileSettings")}
          </Link>
          <Form method="post" action="/sign-out">
            <button role="menuitem" type="submit" className={itemClass}>
              <LogOut aria-hidden="true" className="size-4" /> {t("common.nav.signOut")}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
