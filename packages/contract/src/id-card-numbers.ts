/**
 * Check-character algorithms for the two numbers real-name verification takes.
 * Pure functions, shared by the forms and the server, so both refuse a
 * mistyped number the same way before any provider is asked.
 */

/**
 * First two digits of a resident ID number: the provincial-level division of
 * GB/T 2260 where the number was issued (11 Beijing … 65 Xinjiang), plus
 * 81/82/83 for the residence permits of Hong Kong, Macao and Taiwan residents
 * (issued since 2018 in the same 18-character layout). The prefix is checked
 * only to the province: county codes change every year and old numbers keep
 * their old codes, so a full list would refuse real people.
 */
export const residentIdProvinceCodes: ReadonlySet<string> = new Set([
  "11",
  "12",
  "13",
  "14",
  "15",
  "21",
  "22",
  "23",
  "31",
  "32",
  "33",
  "34",
  "35",
  "36",
  "37",
  "41",
  "42",
  "43",
  "44",
  "45",
  "46",
  "50",
  "51",
  "52",
  "53",
  "54",
  "61",
  "62",
  "63",
  "64",
  "65",
  "81",
  "82",
  "83",
]);

/** The earliest birth date accepted: nobody alive was born before it. */
export const earliestBirthDate = "19000101";

const residentIdWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const residentIdCheckChars = "10X98765432";

/**
 * The ISO 7064 MOD 11-2 check character of GB 11643 for the first 17 digits
 * of a resident ID number, or null when they are not 17 digits.
 */
export function residentIdCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (residentIdWeights[i] as number);
  return residentIdCheckChars[sum % 11] as string;
}

/** Upper-cases the check character and drops surrounding spaces ("…002x" -> "…002X"). */
export function normalizeResidentIdNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The birth date (YYYYMMDD) of a resident ID number if it is a real calendar day, else null. */
export function residentIdBirthDate(number: string): string | null {
  const date = number.slice(6, 14);
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return isRealDay ? date : null;
}

/**
 * A mainland resident ID number (GB 11643-1999): 18 characters, a known
 * province prefix, a real birth date between 1900-01-01 and `today`, and the
 * right check character. Expects a normalised number (upper-case X).
 */
export function isValidResidentIdNumber(number: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dX]$/.test(number)) return false;
  if (!residentIdProvinceCodes.has(number.slice(0, 2))) return false;
  const birth = residentIdBirthDate(number);
  if (!birth || birth < earliestBirthDate) return false;
  // Compared in Beijing time, where the numbers are issued: a baby born "today" there is valid.
  const beijingToday = new Date(today.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
  if (birth > beijingToday) return false;
  return residentIdCheckChar(number.slice(0, 17)) === number[17];
}

/** "110105194912310021" -> "110105********0021": what a page or a log may show. */
export function maskResidentIdNumber(number: string): string {
  return number.length === 18 ? `${number.slice(0, 6)}********${number.slice(14)}` : "******";
}

/** The 31 characters of GB 32100-2015, valued 0-30 in this order (no I, O, Z, S, V). */
export const creditCodeCharset = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The GB 32100-2015 check character of the first 17 characters of a unified
 * social credit code, or null when they use characters outside the charset.
 */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = creditCodeCharset.indexOf(first17[i] as string);
    if (value < 0) return null;
    sum += value * (creditCodeWeights[i] as number);
  }
  const check = (31 - (sum % 31)) % 31;
  return creditCodeCharset[check] as string;
}

/** Upper-cases a credit code and drops surrounding spaces. */
export function normalizeCreditCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * A unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters
 * from the standard's charset and the right check character. Expects a
 * normalised (upper-case) code.
 */
export function isValidCreditCode(code: string): boolean {
  if (code.length !== 18) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
