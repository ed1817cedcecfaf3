/**
 * The forms a page shows, read from its HTML: their fields, with values a person would plausibly type,
 * and the values of their submit buttons' `intent`. The fuzz suite starts from these and makes them hostile,
 * so a new form is fuzzed as soon as its page renders it.
 */
import { HONEYPOT_FIELD } from "../../app/lib/forms";

export interface PageForm {
  /** Field name → a plausible value. */
  fields: [string, string][];
  intents: string[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

/** What a person would type in a field of that type and name (`n` keeps emails apart between requests). */
export function plausibleValue(name: string, type: string, n: number): string {
  const lower = name.toLowerCase();
  if (name === HONEYPOT_FIELD) return "";
  if (type === "email" || lower.includes("email")) return `fz.${n}@example.org`;
  if (type === "password" || lower.includes("password")) return "Fuzz-password-123";
  if (type === "number" || lower.includes("count") || lower.includes("seats")) return "2";
  if (type === "date") return "2027-03-01";
  if (type === "tel" || lower.includes("phone")) return "+226 70 00 00 00";
  if (type === "url" || lower.includes("website") || lower.includes("linkedin")) return "https://example.org/fz";
  if (type === "checkbox" || type === "radio") return "on";
  if (lower.includes("code")) return "123456";
  return `Fuzz ${name} ${n}, a plausible answer.`;
}

/** The post forms of a page and their fields. */
export function pageForms(html: string, n = 1): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, inner = ""] of html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)) {
    const fields = new Map<string, string>();
    const intents: string[] = [];
    for (const [tag] of inner.matchAll(/<(input|textarea|select|button)\b[^>]*>/gi)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const element = tag.slice(1).split(/\s/)[0]!.toLowerCase();
      const type = attribute(tag, "type") ?? (element === "textarea" ? "textarea" : "text");
      const value = attribute(tag, "value");
      if (element === "button" || type === "submit") {
        if (name === "intent" && value) intents.push(value);
        continue;
      }
      if (type === "file") continue;
      if (element === "select") {
        const options = /<select\b[^>]*>([\s\S]*?)<\/select>/.exec(inner.slice(inner.indexOf(tag)))?.[1] ?? "";
        const first = [...options.matchAll(/<option[^>]*value="([^"]+)"/g)][0]?.[1];
        fields.set(name, first ?? "");
        continue;
      }
      if (fields.has(name)) continue;
      fields.set(name, type === "hidden" && value !== undefined ? value : plausibleValue(name, type, n));
    }
    forms.push({ fields: [...fields], intents });
  }
  return forms;
}
