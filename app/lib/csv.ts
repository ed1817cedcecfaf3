/**
 * CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, quote or line break, quotes
 * doubled, CRLF between records. Cells that a spreadsheet would read as a formula (starting with
 * = + - @, or a tab / carriage return that hides one) get a leading apostrophe, so a registrant who types
 * `=HYPERLINK(...)` as their name cannot run anything on the staff's machine (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are ours, not user input: a negative number stays a number.
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file, with a UTF-8 byte order mark so Excel reads accented names correctly. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
