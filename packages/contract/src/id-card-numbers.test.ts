import { describe, expect, it } from "vitest";
import {
  creditCodeCheckChar,
  isValidCreditCode,
  isValidResidentIdNumber,
  maskResidentIdNumber,
  normalizeCreditCode,
  normalizeResidentIdNumber,
  residentIdBirthDate,
  residentIdCheckChar,
} from "./id-card-numbers.ts";

const today = new Date("2026-11-21T12:00:00Z");

describe("resident ID number (GB 11643-1999, ISO 7064 MOD 11-2)", () => {
  it("computes the check characters of the standard's own examples", () => {
    // GB 11643-1999 appendix: 11010519491231002X (Beijing Chaoyang) and 440524188001010014 (Guangdong Chaoyang county).
    expect(residentIdCheckChar("11010519491231002")).toBe("X");
    expect(residentIdCheckChar("44052418800101001")).toBe("4");
    expect(residentIdCheckChar("11010119900307447")).toBe("7");
    expect(residentIdCheckChar("1101011990030744")).toBeNull();
    expect(residentIdCheckChar("1101011990030744A")).toBeNull();
  });

  it("accepts valid numbers, with a lower-case x normalised", () => {
    expect(isValidResidentIdNumber("11010519491231002X", today)).toBe(true);
    expect(isValidResidentIdNumber("110101199003074477", today)).toBe(true);
    expect(isValidResidentIdNumber(normalizeResidentIdNumber(" 11010519491231002x "), today)).toBe(true);
  });

  it("refuses a wrong check character", () => {
    expect(isValidResidentIdNumber("110105194912310021", today)).toBe(false);
    expect(isValidResidentIdNumber("110101199003074478", today)).toBe(false);
    expect(isValidResidentIdNumber("110101199003076059", today)).toBe(false);
  });

  it("refuses wrong lengths and characters", () => {
    expect(isValidResidentIdNumber("11010519491231002", today)).toBe(false);
    expect(isValidResidentIdNumber("11010519491231002X1", today)).toBe(false);
    expect(isValidResidentIdNumber("110105194912310O2X", today)).toBe(false);
    // 15-digit first-generation numbers were retired in 2013.
    expect(isValidResidentIdNumber("110105491231002", today)).toBe(false);
    expect(isValidResidentIdNumber("X10105194912310021", today)).toBe(false);
  });

  it("refuses impossible, too early and future birth dates even with a right check character", () => {
    const withCheck = (first17: string) => `${first17}${residentIdCheckChar(first17)}`;
    expect(isValidResidentIdNumber(withCheck("11010119900230123"), today)).toBe(false); // 30 February
    expect(isValidResidentIdNumber(withCheck("11010119901301123"), today)).toBe(false); // month 13
    expect(isValidResidentIdNumber(withCheck("11010119010229123"), today)).toBe(false); // 1901 is no leap year
    expect(isValidResidentIdNumber(withCheck("11010120000229123"), today)).toBe(true); // 2000 is
    expect(isValidResidentIdNumber("440524188001010014", today)).toBe(false); // born 1880
    expect(isValidResidentIdNumber(withCheck("11010120261122123"), today)).toBe(false); // tomorrow
    expect(isValidResidentIdNumber(withCheck("11010120261121123"), today)).toBe(true); // today
  });

  it("refuses an unknown province prefix", () => {
    const withCheck = (first17: string) => `${first17}${residentIdCheckChar(first17)}`;
    expect(isValidResidentIdNumber(withCheck("00010119900307447"), today)).toBe(false);
    expect(isValidResidentIdNumber(withCheck("99010119900307447"), today)).toBe(false);
    expect(isValidResidentIdNumber(withCheck("71010119900307447"), today)).toBe(false);
    // Residence permit of a Hong Kong resident.
    expect(isValidResidentIdNumber(withCheck("81000019900307447"), today)).toBe(true);
  });

  it("reads the birth date and masks the number", () => {
    expect(residentIdBirthDate("11010519491231002X")).toBe("19491231");
    expect(residentIdBirthDate("110105194902310021")).toBeNull();
    expect(maskResidentIdNumber("11010519491231002X")).toBe("110105********002X");
  });
});

describe("unified social credit code (GB 32100-2015)", () => {
  it("computes the check character of the standard's example", () => {
    expect(creditCodeCheckChar("91350100M000100Y4")).toBe("3");
    expect(isValidCreditCode("91350100M000100Y43")).toBe(true);
  });

  it("accepts published codes of registered companies", () => {
    expect(isValidCreditCode("91110108551385082Q")).toBe(true);
    expect(isValidCreditCode("91440300708461136T")).toBe(true);
    expect(isValidCreditCode(normalizeCreditCode(" 91350100m000100y43 "))).toBe(true);
  });

  it("refuses a wrong check character", () => {
    // Often quoted, but its check character is J, not 0.
    expect(creditCodeCheckChar("91110000100011891")).toBe("J");
    expect(isValidCreditCode("911100001000118910")).toBe(false);
    expect(isValidCreditCode("91350100M000100Y44")).toBe(false);
    expect(isValidCreditCode("91110108551385082P")).toBe(false);
  });

  it("refuses the letters the standard leaves out (I, O, Z, S, V) and wrong lengths", () => {
    for (const letter of ["I", "O", "Z", "S", "V"]) {
      expect(creditCodeCheckChar(`91350100${letter}000100Y4`)).toBeNull();
      expect(isValidCreditCode(`91350100${letter}000100Y43`)).toBe(false);
    }
    expect(isValidCreditCode("91350100M000100Y4")).toBe(false);
    expect(isValidCreditCode("91350100M000100Y433")).toBe(false);
    expect(isValidCreditCode("91350100m000100y43")).toBe(false);
  });
});
