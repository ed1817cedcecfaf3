export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export const themeCookieName = "theme";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

/** Runs before the first paint (inline, with the CSP nonce) so a dark 'system' theme never flashes light. */
export const themeBootScript = `(function(){try{var m=document.cookie.match(/(?:^|; )theme=(\\w+)/);var t=m?m[1]:"system";var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

export function applyTheme(theme: Theme): void {
  document.cookie = `${themeCookieName}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}
