import { z } from "zod";
import { parseCookie } from "~/lib/i18n";
import { siteCookie } from "../front/cookies.server";

/** A toast to show on the next page, after a redirect (e.g. 'Signed out'). Texts are locale keys. */
const flashSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["success", "error", "info"]).default("success"),
  values: z.record(z.string(), z.string()).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

const cookieName = "flash";

export function setFlashCookie(flash: Flash): string {
  return siteCookie(cookieName, encodeURIComponent(JSON.stringify(flash)), 60);
}

export function readFlash(request: Request): { flash: Flash | null; clearCookie: string | null } {
  const raw = parseCookie(request.headers.get("Cookie"), cookieName);
  if (!raw) return { flash: null, clearCookie: null };
  const clearCookie = siteCookie(cookieName, "", 0);
  try {
    const parsed = flashSchema.safeParse(JSON.parse(raw));
    return { flash: parsed.success ? parsed.data : null, clearCookie };
  } catch {
    return { flash: null, clearCookie };
  }
}
