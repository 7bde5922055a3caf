import { describe, expect, it } from "vitest";
import {
  accountSchema,
  emailSchema,
  loginRequestSchema,
  passwordContainsContact,
  passwordSchema,
  registerFormSchema,
  resetPasswordRequestSchema,
} from "./auth.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]).reverse());

describe("the auth schemas the forms and the server share", () => {
  it("flags every field of an empty registration form, the mobile included", () => {
    const result = registerFormSchema.safeParse({ mobile: "", email: "", code: "", password: "", confirmPassword: "" });
    expect(messagesOf(result)).toMatchObject({
      mobile: "auth.mobileRequired",
      code: "auth.codeRequired",
      password: "auth.passwordRequired",
      agreeTerms: "auth.agreeTerms",
    });
  });

  it("takes a number with a foreign country code and refuses what no country would dial", () => {
    const form = { email: "", code: "123456", password: "a long passphrase", confirmPassword: "a long passphrase" };
    expect(messagesOf(registerFormSchema.safeParse({ ...form, mobile: "+14155550123" })).mobile).toBeUndefined();
    expect(messagesOf(registerFormSchema.safeParse({ ...form, mobile: "004420794600" })).mobile).toBe(
      "auth.mobileInvalid",
    );
    expect(messagesOf(registerFormSchema.safeParse({ ...form, mobile: "1415555012" })).mobile).toBe(
      "auth.mobileInvalid",
    );
    expect(accountSchema.parse("+1 415 555 0123")).toBe("+14155550123");
    expect(accountSchema.parse("+86 138 0013 8000")).toBe("13800138000");
  });

  it("holds e-mails to RFC 5321 lengths: 254 in all, 64 before the @", () => {
    const local64 = "a".repeat(64);
    expect(emailSchema.safeParse(`${local64}@example.com`).success).toBe(true);
    expect(messagesOf(emailSchema.safeParse(`${local64}b@example.com`))).toEqual({ "": "auth.emailTooLong" });
    expect(messagesOf(emailSchema.safeParse(`${"a".repeat(300)}@example.com`))).toEqual({ "": "auth.emailTooLong" });
    expect(messagesOf(accountSchema.safeParse(`${"a".repeat(300)}@example.com`))).toEqual({ "": "auth.emailTooLong" });
    expect(accountSchema.parse(" Someone@Example.COM ")).toBe("someone@example.com");
    expect(messagesOf(accountSchema.safeParse("12345"))).toEqual({ "": "auth.accountInvalid" });
  });

  it("answers an over-long login password with the length message", () => {
    const result = loginRequestSchema.safeParse({ account: "13800138000", password: "x".repeat(300) });
    expect(messagesOf(result)).toEqual({ password: "auth.passwordTooLong" });
  });

  it("refuses one repeated character, only spaces, and the member's own contact", () => {
    expect(messagesOf(passwordSchema.safeParse("aaaaaaaaaa"))).toEqual({ "": "auth.passwordTrivial" });
    expect(messagesOf(passwordSchema.safeParse("          "))).toEqual({ "": "auth.passwordTrivial" });
    expect(passwordSchema.safeParse("a a a a a").success).toBe(true);
    expect(passwordContainsContact("x13912345678x", { mobile: "13912345678" })).toBe(true);
    expect(passwordContainsContact("I am Zhang.Wei!", { email: "zhang.wei@example.com" })).toBe(true);
    expect(passwordContainsContact("ab ab ab ab", { email: "ab@example.com" })).toBe(false);
    const reset = resetPasswordRequestSchema.safeParse({
      account: "Zhang.Wei@example.com",
      code: "123456",
      password: "zhang.wei forever",
      confirmPassword: "zhang.wei forever",
    });
    expect(messagesOf(reset)).toEqual({ password: "auth.passwordContainsContact" });
  });
});
