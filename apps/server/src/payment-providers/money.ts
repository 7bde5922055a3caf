/**
 * Yuan strings of the providers' protocols <-> integer fen, exactly: string
 * arithmetic on digits, never a float multiplication that turns 19.99 into 1998.
 */

/** Integer fen -> "12.34" (what Alipay's total_amount expects). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not a fen amount: ${fen}`);
  const yuan = Math.floor(fen / 100);
  const cents = fen % 100;
  return `${yuan}.${String(cents).padStart(2, "0")}`;
}

// At most 2 decimals, no sign, no exponent, no spaces, no leading zeros ("007.00").
const yuanPattern = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/** "12.34" / "12.3" / "12" -> 1234 / 1230 / 1200; null for anything else ("1e3", "-1", "12.345", " 1"). */
export function yuanToFen(text: string): number | null {
  const match = yuanPattern.exec(text);
  if (!match) return null;
  const whole = match[1] ?? "0";
  const decimals = (match[2] ?? "").padEnd(2, "0");
  return Number(whole) * 100 + Number(decimals);
}
