import { parseMobile } from "@shop/contract";

/**
 * Mobile numbers as the SMS providers want them, parsed by the contract's one parser
 * (libphonenumber-js). Any valid mobile number (stored 11-digit mainland form, +E.164,
 * 00-prefixed) gives its E.164 form; anything else gives null.
 */
export function toE164(value: string): string | null {
  return parseMobile(value)?.e164 ?? null;
}

/** Whether a number goes on the mainland route (domestic template) rather than the international one. */
export function isMainlandMobile(value: string): boolean {
  return parseMobile(value)?.mainland ?? false;
}

/** Aliyun's PhoneNumbers format: 11 digits for the mainland, country code + number otherwise. */
export function toAliyunPhoneNumber(value: string): string | null {
  const parsed = parseMobile(value);
  if (!parsed) return null;
  return parsed.mainland ? parsed.stored : parsed.e164.slice(1);
}

/** "138****8000", "+14****2671": enough to recognise a number in a log line, not enough to reuse it. */
export function maskRecipient(value: string): string {
  const at = value.indexOf("@");
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  const mainland = /^\+86(1\d{10})$/.exec(value)?.[1];
  const shown = mainland ?? value;
  if (shown.length <= 7) return "***";
  return `${shown.slice(0, 3)}****${shown.slice(-4)}`;
}
