import { isIP } from "node:net";
import { isSpecialPurposeAddress, type MessageParams, stockImportMaxLines, unmapIpv4 } from "@shop/contract";

/** One address of a paste, ready to insert. */
export interface StockLine {
  line: number;
  address: string;
  port: number;
  nodeId: number;
  supplier: string | null;
  costFen: number | null;
  leaseEndsAt: Date | null;
}

/** A line refused, with the message key and parameters of its reason. */
export interface StockLineProblem {
  line: number;
  text: string;
  code: string;
  params: MessageParams;
}

/**
 * Whether customers' traffic could leave from this address on the public internet: not a
 * special-purpose address (the contract's list, shared with the gateway), and written as itself
 * (an IPv4-mapped form such as ::ffff:8.8.8.8 is no exit address).
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0 || unmapIpv4(address) !== address) return false;
  return !isSpecialPurposeAddress(address);
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A lease end written as a day: the lease runs through that day in China time,
 * so it ends at the next midnight there (16:00 UTC of the day itself).
 */
function leaseEndOf(day: string): Date | undefined {
  const match = dayPattern.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(Date.UTC(year, month - 1, date));
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date) {
    return undefined;
  }
  return new Date(start.getTime() + 16 * 3600_000);
}

/** Splits one line at commas, tabs or semicolons; a field in double quotes may hold them ("" is a quote). */
function fieldsOf(text: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"' && current.trim() === "") {
      quoted = true;
      current = "";
    } else if (c === "," || c === "\t" || c === ";") {
      fields.push(current.trim());
      current = "";
    } else current += c;
  }
  fields.push(current.trim());
  return fields;
}

const digits = /^\d{1,10}$/;

export class TooManyLinesError extends Error {}

/**
 * Reads a CSV file or a pasted list: `address, port, node id[, supplier, cost in fen, lease end]`.
 * Blank lines, `#` comments and a header row are skipped. Every other line is either an address
 * or a problem; nothing is dropped silently. The checks needing the database come after.
 */
export function parseStockLines(text: string, now: Date): { lines: StockLine[]; problems: StockLineProblem[] } {
  const rows = text.split(/\r\n|\n|\r/);
  const lines: StockLine[] = [];
  const problems: StockLineProblem[] = [];
  const firstLineOf = new Map<string, number>();
  let counted = 0;
  /** Reads one line into `lines` or `problems`; false when it is not an address to import. */
  const readLine = (raw: string, line: number): boolean => {
    const trimmed = raw.replace(/^\uFEFF/, "").trim();
    if (trimmed === "" || trimmed.startsWith("#")) return false;
    const fields = fieldsOf(trimmed);
    const first = fields[0] ?? "";
    if (counted === 0 && lines.length === 0 && problems.length === 0 && /^(address|ip|地址|出口)/i.test(first))
      return false;
    counted++;
    if (counted > stockImportMaxLines) throw new TooManyLinesError();
    const refuse = (code: string, params: MessageParams = {}): false => {
      problems.push({ line, text: raw.slice(0, 200), code, params });
      return false;
    };

    if (fields.length < 3 || fields.length > 6) return refuse("columns", { found: fields.length });
    const [addressText = "", portText = "", nodeText = "", supplier = "", costText = "", leaseText = ""] = fields;
    const family = isIP(addressText);
    if (family === 0) return refuse("invalidAddress", { address: addressText.slice(0, 60) });
    const address = family === 6 ? addressText.toLowerCase() : addressText;
    if (!isPublicAddress(address)) return refuse("privateAddress", { address });
    const port = digits.test(portText) ? Number(portText) : Number.NaN;
    if (!(port >= 1 && port <= 65535)) return refuse("invalidPort", { port: portText.slice(0, 20) });
    const nodeId = digits.test(nodeText) ? Number(nodeText) : Number.NaN;
    if (!(nodeId >= 1 && nodeId <= 2_147_483_647)) return refuse("unknownNode", { node: nodeText.slice(0, 20) });
    if (supplier.length > 100) return refuse("supplierTooLong");
    let costFen: number | null = null;
    if (costText !== "") {
      costFen = digits.test(costText) ? Number(costText) : Number.NaN;
      if (!(costFen >= 0 && costFen <= 2_147_483_647)) return refuse("invalidCost", { cost: costText.slice(0, 20) });
    }
    let leaseEndsAt: Date | null = null;
    if (leaseText !== "") {
      const end = leaseEndOf(leaseText);
      if (!end) return refuse("invalidLeaseEnd", { lease: leaseText.slice(0, 20) });
      if (end.getTime() <= now.getTime()) return refuse("leaseEnded", { lease: leaseText });
      leaseEndsAt = end;
    }
    const earlier = firstLineOf.get(address);
    if (earlier !== undefined) return refuse("duplicateInPaste", { address, first: earlier });
    firstLineOf.set(address, line);
    lines.push({ line, address, port, nodeId, supplier: supplier || null, costFen, leaseEndsAt });
    return true;
  };
  rows.forEach((raw, index) => {
    readLine(raw, index + 1);
  });
  return { lines, problems };
}
