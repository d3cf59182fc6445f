// Cells of the CSV files the shop writes and reads. A spreadsheet runs a cell that starts with = + - @ (or a tab or
// carriage return) as a formula, so such a cell is written with a ' in front, which spreadsheets show as text
// (OWASP's advice against CSV injection); an import takes that ' off again. See docs/decisions/162.
import { type Options, stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED_FORMULA_START = /^'[=+\-@\t\r]/;
/** `-16.25`: a spreadsheet reads it as a number, never a formula, so a negative amount stays a number to add up. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell as the shop writes it: text a spreadsheet will not run. */
export function guardedCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell as an import reads it: the guard an export put in front taken off. */
export function unguardedCell(text: string): string {
  return GUARDED_FORMULA_START.test(text) ? text.slice(1) : text;
}

/** Rows of guarded cells as CSV lines (CRLF, as RFC 4180 and spreadsheets expect), with the header when asked. */
export function csvLines(columns: readonly string[], rows: (string | number | null)[][], withHeader: boolean): string {
  const options: Options = { header: withHeader, columns: [...columns], record_delimiter: 'windows' };
  return stringify(
    rows.map((row) => row.map(guardedCell)),
    options,
  );
}
