import type { StaticIp } from "@shop/contract";

/** The line proxy tools import: host:port:account:password. */
export function ipLine(ip: Pick<StaticIp, "host" | "port" | "account" | "password">): string {
  return `${ip.host}:${ip.port}:${ip.account}:${ip.password}`;
}

/** One field of a CSV row (RFC 4180), safe to open in a spreadsheet: no formula injection. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with a BOM, so spreadsheet programs read Chinese region names correctly. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
