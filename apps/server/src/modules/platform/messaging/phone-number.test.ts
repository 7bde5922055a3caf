import { describe, expect, it } from "vitest";
import { maskRecipient, toAliyunPhoneNumber, toE164 } from "./phone-number.ts";

describe("phone numbers for the SMS providers", () => {
  it("writes a mainland number as +86 for Tencent and as 11 digits for Aliyun", () => {
    for (const input of ["13800138000", "+8613800138000", "008613800138000", "138 0013-8000"]) {
      expect(toE164(input)).toBe("+8613800138000");
      expect(toAliyunPhoneNumber(input)).toBe("13800138000");
    }
  });

  it("keeps other countries' E.164 numbers and refuses what is not a number", () => {
    expect(toE164("+85291234567")).toBe("+85291234567");
    expect(toAliyunPhoneNumber("+85291234567")).toBe("85291234567");
    expect(toE164("+1 415 555 2671")).toBe("+14155552671");
    expect(toAliyunPhoneNumber("+14155552671")).toBe("14155552671");
    for (const input of ["", "12345", "someone@example.com", "+86abc", "23800138000", "+1 415 555"]) {
      expect(toE164(input)).toBeNull();
    }
  });

  it("masks recipients for log lines", () => {
    expect(maskRecipient("13800138000")).toBe("138****8000");
    expect(maskRecipient("alice@example.com")).toBe("al***@example.com");
    expect(maskRecipient("+8613800138000")).toBe("138****8000");
    expect(maskRecipient("+14155552671")).toBe("+14****2671");
    expect(maskRecipient("12345")).toBe("***");
  });
});
