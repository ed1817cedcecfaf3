/**
 * CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, quote or line break, quotes
 * doubled, CRLF between records. Cells that a spreadsheet would read as a formula (starting with
 * = + - @, or a tab / carriage return that hides one) get a leading apostrophe, so a registrant who types
 * `=HYPERLINK(...)` as their name cannot run anything on the staff's machine (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula, with the leading apostrophe that keeps it text (CSV and XLSX alike). */
export function withoutFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  // Numbers are ours, not user input: a negative number stays a number.
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "string" ? withoutFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file, with a UTF-8 byte order mark so Excel reads accented names correctly. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
