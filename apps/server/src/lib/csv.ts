/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends, UTF-8 with a byte-order
 * mark so Excel reads Chinese headers correctly).
 */

const byteOrderMark = "\uFEFF";

/**
 * One cell: quoted when it holds a separator, quote or line break. Text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return: OWASP's list) gets a leading apostrophe, so a value a
 * gateway or a customer chose cannot become a formula in someone's Excel.
 * Numbers are written as they are (a negative number is data, not a formula).
 */
export function csvCell(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header row, then the rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | bigint | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${byteOrderMark}${lines.join("\r\n")}\r\n`;
}
