import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/mobile";

/**
 * Mobile numbers from anywhere, parsed once here with libphonenumber-js (mobile metadata: a
 * fixed line is not a mobile). Forms, the server and the SMS adapters all use these functions.
 *
 * Stored form: a mainland China number stays the 11 digits it has always been stored as
 * (13800138000), every other number is E.164 (+14155552671). So the accounts created before
 * international numbers keep their stored value, and "+86 138 0013 8000", "008613800138000"
 * and "13800138000" all reach the same account.
 */
export type MobileCountry = CountryCode;

/** China: a number typed without a country code is read as a mainland number. */
export const mainlandCountry: MobileCountry = "CN";
const mainlandCallingCode = "86";

export interface ParsedMobile {
  /** +14155552671 */
  e164: string;
  /** The ISO 3166 region the number belongs to (US, CN, GB…). */
  country: MobileCountry | undefined;
  /** "86", "1", "44"… */
  callingCode: string;
  /** What the database holds: 11 digits for the mainland, E.164 otherwise. */
  stored: string;
  /** "+1 415 555 2671", for display. */
  international: string;
  /** Whether the number is a China mainland one (the mainland SMS template, the mainland route). */
  mainland: boolean;
}

/**
 * A mobile number as typed ("+1 415-555-2671", "0044 7911 123456", "138 0013 8000"), or null
 * when it is not a valid mobile number. Without "+" or "00" the number is read as mainland China.
 */
export function parseMobile(value: string): ParsedMobile | null {
  const text = value.trim();
  if (!text || text.length > 40 || /[a-z@]/i.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text.replace(/^00/, "+"), mainlandCountry);
  if (!parsed?.isValid()) return null;
  const mainland = parsed.countryCallingCode === mainlandCallingCode;
  return {
    e164: parsed.number,
    country: parsed.country,
    callingCode: parsed.countryCallingCode,
    stored: mainland ? parsed.nationalNumber : parsed.number,
    international: parsed.formatInternational(),
    mainland,
  };
}

/** The stored form of a valid mobile number, null for anything else. */
export function toStoredMobile(value: string): string | null {
  return parseMobile(value)?.stored ?? null;
}

/**
 * The number a form sends: the picker's country code before what the member typed. A number
 * typed with its own "+" or "00" prefix keeps it (the member knows better than the picker).
 */
export function composeMobile(country: MobileCountry, typed: string): string {
  const text = typed.trim();
  if (!text || /^(\+|00)/.test(text)) return text;
  if (country === mainlandCountry) return text;
  return `+${getCountryCallingCode(country)} ${text}`;
}

/** Every region the picker offers, with its calling code. */
export function mobileCountries(): { country: MobileCountry; callingCode: string }[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** A region code from outside (a form value, a query) when libphonenumber-js knows it. */
export function asMobileCountry(value: string | null | undefined): MobileCountry | null {
  return value && isSupportedCountry(value) ? value : null;
}
