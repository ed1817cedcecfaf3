/**
 * The only script a page hydrated on intent loads at first (docs/decisions/0012-hydration-on-intent.md):
 * a few hundred bytes that run the header's theme toggle, the compact header, and tabs the way the React
 * components do, install what the menus add to their native disclosures (the code the app installs too), and
 * start the app as soon as the visitor turns to a form. Once React takes over the page it steps aside; the
 * components read the state it left in the page as they hydrate.
 */
import { installMenus } from "~/lib/menus";
import { tabIndexForKey } from "~/lib/tab-keys";
import { applyTheme, isTheme } from "~/lib/theme";
import { appHydratingEvent, deferredAppScriptId, startAppEvent } from "./protocol";

const deferred = document.getElementById(deferredAppScriptId) as HTMLScriptElement | null;
let started = false;
let handedOver = false;

function startApp() {
  if (started || !deferred) return;
  started = true;
  for (const href of (deferred.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  // The nonce the server gave the inert script (browsers hide the attribute, not the property).
  script.nonce = deferred.nonce;
  script.textContent = deferred.textContent;
  document.body.append(script);
}

/** Typing into, or pointing at, a form (the calendar's filters, the contact form...) is what needs the app. */
function onIntent(event: Event) {
  if (event.target instanceof Element && event.target.closest("form, [data-needs-app]")) startApp();
}
for (const type of ["focusin", "pointerdown", "keydown"]) document.addEventListener(type, onIntent, true);
document.addEventListener(startAppEvent, startApp);
window.addEventListener(appHydratingEvent, () => (handedOver = true), { once: true });

function selectTheme(button: HTMLElement) {
  const theme = button.dataset.themeOption;
  if (!isTheme(theme)) return;
  applyTheme(theme);
  for (const option of document.querySelectorAll<HTMLElement>("[data-theme-option]")) {
    option.setAttribute("aria-checked", String(option.dataset.themeOption === theme));
  }
}

function tabsOf(tab: HTMLElement): HTMLElement[] {
  return [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('button[role="tab"]') ?? [])];
}

function selectTab(tab: HTMLElement) {
  for (const other of tabsOf(tab)) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
  tab.focus();
}

document.addEventListener("click", (event) => {
  if (handedOver || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>('[data-theme-option], button[role="tab"]');
  if (!target) return;
  if (target.dataset.themeOption) selectTheme(target);
  else selectTab(target);
});

document.addEventListener("keydown", (event) => {
  if (handedOver || !(event.target instanceof HTMLElement) || event.target.getAttribute("role") !== "tab") return;
  const tabs = tabsOf(event.target);
  const vertical = event.target.closest('[role="tablist"]')?.getAttribute("aria-orientation") === "vertical";
  const to = tabIndexForKey(event.key, tabs.indexOf(event.target), tabs.length, vertical);
  if (to === null) return;
  event.preventDefault();
  selectTab(tabs[to]);
});

const header = document.querySelector<HTMLElement>("header[data-compact]");
function onScroll() {
  if (!handedOver) header?.setAttribute("data-compact", String(window.scrollY > 20));
}
window.addEventListener("scroll", onScroll, { passive: true });
onScroll();

installMenus();

document.documentElement.dataset.enhanced = "";
