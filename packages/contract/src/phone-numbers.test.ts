import { describe, expect, it } from "vitest";
import { mobileSchema, registerFormSchema } from "./auth.ts";
import { asMobileCountry, composeMobile, parseMobile, toStoredMobile } from "./phone-numbers.ts";

describe("mobile numbers from anywhere", () => {
  it("keeps mainland numbers in the 11-digit form existing accounts are stored in", () => {
    for (const typed of ["13800138000", "+86 138 0013 8000", "008613800138000", "+8613800138000", " 138-0013-8000 "]) {
      expect(toStoredMobile(typed)).toBe("13800138000");
    }
    expect(parseMobile("13800138000")).toMatchObject({ e164: "+8613800138000", mainland: true, country: "CN" });
  });

  it("stores other countries' numbers in E.164 and formats them for display", () => {
    expect(parseMobile("+1 415-555-2671")).toEqual({
      e164: "+14155552671",
      country: "US",
      callingCode: "1",
      stored: "+14155552671",
      international: "+1 415 555 2671",
      mainland: false,
    });
    expect(toStoredMobile("0044 7911 123456")).toBe("+447911123456");
    expect(toStoredMobile("+852 9123 4567")).toBe("+85291234567");
  });

  it("refuses what is not a mobile number: too short, a landline, letters, an e-mail", () => {
    for (const typed of [
      "",
      "12345",
      "+12345",
      "+44 20 7183 8750",
      "+86 10 1234 5678",
      "1380013800",
      "abc",
      "a@b.cn",
    ]) {
      expect(parseMobile(typed)).toBeNull();
    }
  });

  it("puts the picked country code in front of what was typed, unless the member typed one", () => {
    expect(composeMobile("US", "415 555 2671")).toBe("+1 415 555 2671");
    expect(composeMobile("CN", "13800138000")).toBe("13800138000");
    expect(composeMobile("US", "+44 7911 123456")).toBe("+44 7911 123456");
    expect(composeMobile("GB", "")).toBe("");
    expect(toStoredMobile(composeMobile("US", "415 555 2671"))).toBe("+14155552671");
    expect(asMobileCountry("US")).toBe("US");
    expect(asMobileCountry("XX")).toBeNull();
  });

  it("gives the forms and the server the stored form, and one translated error key", () => {
    expect(mobileSchema.parse("+1 415 555 2671")).toBe("+14155552671");
    expect(mobileSchema.safeParse("+1 415 555").error?.issues[0]?.message).toBe("auth.mobileInvalid");
    const form = registerFormSchema.parse({
      mobile: "+1 (415) 555-2671",
      email: "",
      code: "123456",
      password: "a long passphrase",
      confirmPassword: "a long passphrase",
      agreeTerms: true,
    });
    expect(form.mobile).toBe("+14155552671");
  });
});
