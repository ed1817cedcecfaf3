/**
 * The header's menus (the phone menu, the account menu) are native disclosures, `<details data-menu>`, so a tap
 * opens them before any script has run (docs/decisions/0022-menus-are-native-disclosures.md). What a disclosure
 * does not do by itself is added here, in plain DOM listeners that both the enhancement script (before React)
 * and the app install, so the same code serves the page before, across and after hydration:
 * Escape closes the open menu and puts the focus back on its button; following a link in a menu (a section of
 * the page too, which loads nothing) closes it; a press or the focus outside a menu closes it, so opening one
 * closes the other.
 */
const menuSelector = "details[data-menu]";

const installedFlag = Symbol.for("faso-futures.menus");

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${menuSelector}[open]`)];
}

function closeMenusOutside(target: EventTarget | null) {
  for (const menu of openMenus()) if (!(target instanceof Node && menu.contains(target))) menu.open = false;
}

/** Installs the listeners once per page, whoever asks first. */
export function installMenus() {
  const page = window as unknown as Record<symbol, boolean>;
  if (page[installedFlag]) return;
  page[installedFlag] = true;

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const current =
      (event.target instanceof Element && event.target.closest<HTMLDetailsElement>(`${menuSelector}[open]`)) ||
      openMenus()[0];
    if (!current) return;
    current.open = false;
    current.querySelector<HTMLElement>("summary")?.focus();
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const menu = link?.closest<HTMLDetailsElement>(`${menuSelector}[open]`);
    if (menu) menu.open = false;
  });
  document.addEventListener("pointerdown", (event) => closeMenusOutside(event.target));
  document.addEventListener("focusin", (event) => closeMenusOutside(event.target));
}
