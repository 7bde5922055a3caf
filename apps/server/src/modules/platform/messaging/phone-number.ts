import { mobilePattern } from "@shop/contract";

/**
 * Mobile numbers as the SMS providers want them. The shop stores mainland
 * numbers as 11 digits (contract `mobilePattern`); +E.164 is accepted too.
 * Returns null for anything that is not a phone number.
 */
export function toE164(value: string): string | null {
  const compact = value.replace(/[\s-]/g, "");
  if (mobilePattern.test(compact)) return `+86${compact}`;
  if (/^\+\d{6,15}$/.test(compact)) return compact;
  if (/^00\d{6,15}$/.test(compact)) return `+${compact.slice(2)}`;
  return null;
}

/** Aliyun's PhoneNumbers format: 11 digits for the mainland, country code + number otherwise. */
export function toAliyunPhoneNumber(value: string): string | null {
  const e164 = toE164(value);
  if (!e164) return null;
  return e164.startsWith("+86") ? e164.slice(3) : e164.slice(1);
}

/** "138****8000": enough to recognise a number in a log line, not enough to reuse it. */
export function maskRecipient(value: string): string {
  const at = value.indexOf("@");
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  if (value.length <= 7) return "***";
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}
