import { CodePurpose } from "./enums.ts";
import { requiredText } from "./fields.ts";
import { inviteCodeSchema } from "./growth.ts";

import { toStoredMobile } from "./phone-numbers.ts";
import { z } from "./zod.ts";

/** China mainland mobile as stored: 11 digits starting with 1 and a 3-9 second digit. */
export const mobilePattern = /^1[3-9]\d{9}$/;
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/**
 * A mobile number from any country (phone-numbers.ts), turned into its stored form: 11 digits
 * for the mainland, E.164 for everyone else. Not a valid mobile number: "auth.mobileInvalid".
 */
export const mobileSchema = requiredText("auth.mobileRequired").transform((value, ctx) => {
  const stored = toStoredMobile(value);
  if (stored) return stored;
  ctx.addIssue({ code: "custom", message: "auth.mobileInvalid" });
  return z.NEVER;
});

/** RFC 5321: a path holds at most 254 characters of address, at most 64 of them before the "@". */
export const emailMaxLength = 254;
export const emailLocalPartMaxLength = 64;

/**
 * The one e-mail rule of the product: every form and every call that takes an
 * e-mail uses it, so an address one call accepts is never refused by another.
 */
export const emailSchema = requiredText("auth.emailRequired")
  .max(emailMaxLength, { error: "auth.emailTooLong" })
  .refine((value) => value.lastIndexOf("@") <= emailLocalPartMaxLength, { error: "auth.emailTooLong", abort: true })
  .pipe(z.email({ error: "auth.emailInvalid" }))
  .transform((value) => value.toLowerCase());

/**
 * A password a member may choose: length limits, and not one repeated character
 * (which also covers "only spaces"). Whether it contains the member's own mobile
 * or e-mail is checked by `passwordContainsContact` where the contacts are known.
 */
export const passwordSchema = z
  .string({ error: "auth.passwordRequired" })
  .min(1, { error: "auth.passwordRequired" })
  .min(passwordMinLength, { error: "auth.passwordTooShort" })
  .max(passwordMaxLength, { error: "auth.passwordTooLong" })
  .refine((value) => new Set(value).size > 1 && value.trim().length > 0, { error: "auth.passwordTrivial" });

/**
 * Whether a password contains the member's mobile, e-mail or the e-mail's local
 * part (case-insensitive): the first things an attacker who knows the account tries.
 * Local parts shorter than 3 characters are ignored, or "a@x.cn" would forbid every "a".
 */
export function passwordContainsContact(
  password: string,
  contacts: { mobile?: string | null; email?: string | null },
): boolean {
  const lower = password.toLowerCase();
  const needles: string[] = [];
  const mobile = contacts.mobile?.trim();
  if (mobile) needles.push(mobile);
  const email = contacts.email?.trim().toLowerCase();
  if (email) {
    needles.push(email);
    const localPart = email.slice(0, Math.max(email.lastIndexOf("@"), 0));
    if (localPart.length >= 3) needles.push(localPart);
  }
  return needles.some((needle) => lower.includes(needle));
}

export const codeSchema = requiredText("auth.codeRequired").regex(/^\d{6}$/, { error: "auth.codeInvalid" });

/**
 * A mobile number or an e-mail address, told apart by the "@", each checked by
 * its one schema above (an e-mail is lower-cased like everywhere else).
 */
export const accountSchema = requiredText("auth.accountRequired").transform((value, ctx) => {
  const isEmail = value.includes("@");
  const result = (isEmail ? emailSchema : mobileSchema).safeParse(value);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message;
  ctx.addIssue({ code: "custom", message: key === "auth.emailTooLong" ? key : "auth.accountInvalid" });
  return z.NEVER;
});

export const captchaVerificationSchema = z
  .string({ error: "auth.captchaRequired" })
  .min(1, { error: "auth.captchaRequired" })
  .max(200, { error: "auth.captchaRequired" });

const purposeSchema = z.union([z.literal(CodePurpose.Register), z.literal(CodePurpose.ResetPassword)], {
  error: "auth.purposeInvalid",
});

/** A mobile (SMS code) or an e-mail (e-mail code): exactly the one the form shows. */
const checkCodeTarget = (value: { mobile?: string; email?: string }, ctx: z.RefinementCtx) => {
  if (!value.mobile && !value.email) {
    ctx.addIssue({ code: "custom", path: ["mobile"], message: "auth.mobileRequired" });
    return;
  }
  const field = value.mobile ? "mobile" : "email";
  const result = (value.mobile ? mobileSchema : emailSchema).safeParse(value.mobile || value.email);
  if (!result.success) {
    ctx.addIssue({ code: "custom", path: [field], message: result.error.issues[0]?.message ?? "auth.accountInvalid" });
  }
};

/**
 * Checks on the whole object run even when another field already failed, so an
 * empty form flags every field at once (the mobile too), as long as there is an object.
 */
const evenWithOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

const withPasswordConfirmation = (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "auth.passwordMismatch" });
  }
};

/** The form can tell at once when the password contains the mobile or e-mail it was typed next to. */
const withoutOwnContact = (
  value: { password: string; mobile?: string; email?: string; account?: string },
  ctx: z.RefinementCtx,
) => {
  const account = value.account ?? "";
  const contacts = account.includes("@")
    ? { email: account }
    : { mobile: value.mobile || account, email: value.mobile ? undefined : value.email };
  if (passwordContainsContact(value.password, contacts)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: "auth.passwordContainsContact" });
  }
};

/** A mobile that parses is carried on in its stored form; one that does not is flagged by checkCodeTarget. */
const codeTargetFields = {
  mobile: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? (toStoredMobile(value) ?? value) : value)),
  email: z.string().trim().optional(),
};

/**
 * POST /app-api/member/auth/send-sms-code: a code to a mobile or an e-mail (SPEC §7). Without a
 * captcha the send limits are still checked: the answer is "too soon" or CaptchaRequired.
 */
export const sendCodeRequestSchema = z
  .object({ ...codeTargetFields, scene: purposeSchema, captchaVerification: captchaVerificationSchema.optional() })
  .superRefine(checkCodeTarget, evenWithOtherIssues);
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

const registerFields = {
  ...codeTargetFields,
  code: codeSchema,
  password: passwordSchema,
  confirmPassword: z.string({ error: "auth.passwordRequired" }),
  agreeTerms: z.literal(true, { error: "auth.agreeTerms" }),
  /** The invite code of the link the visitor came through (issue #29 referrals); optional. */
  inviteCode: inviteCodeSchema.optional(),
};

/** The registration form: the request without the captcha, which is solved on submit. */
export const registerFormSchema = z
  .object(registerFields)
  .superRefine(checkCodeTarget, evenWithOtherIssues)
  .superRefine(withPasswordConfirmation)
  .superRefine(withoutOwnContact);

/** POST /app-api/member/auth/register: by mobile + SMS code or by e-mail + e-mail code. */
export const registerRequestSchema = z
  .object({ ...registerFields, captchaVerification: captchaVerificationSchema })
  .superRefine(checkCodeTarget, evenWithOtherIssues)
  .superRefine(withPasswordConfirmation)
  .superRefine(withoutOwnContact);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /app-api/member/auth/login: mobile or e-mail plus password; the captcha after repeated failures. */
export const loginRequestSchema = z.object({
  account: accountSchema,
  password: z
    .string({ error: "auth.passwordRequired" })
    .min(1, { error: "auth.passwordRequired" })
    .max(passwordMaxLength, { error: "auth.passwordTooLong" }),
  captchaVerification: z.string().max(200).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * "Also sign out other devices and revoke API keys", offered where an account may have been taken
 * over (password change and reset, turning on two-factor login); true unless the member unticks it.
 */
export const endOtherAccessField = z.boolean({ error: "auth.endOtherAccessInvalid" }).default(true);

/** POST /app-api/member/auth/reset-password: code sent to the account (purpose 3), new password twice. */
export const resetPasswordRequestSchema = z
  .object({
    account: accountSchema,
    code: codeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: "auth.passwordRequired" }),
    endOtherAccess: endOtherAccessField,
  })
  .superRefine(withPasswordConfirmation)
  .superRefine(withoutOwnContact);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /app-api/member/user/update-password: old, new and confirm (SPEC §2 account page). */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string({ error: "auth.passwordRequired" }).min(1, { error: "auth.passwordRequired" }).max(128),
    password: passwordSchema,
    confirmPassword: z.string({ error: "auth.passwordRequired" }),
    endOtherAccess: endOtherAccessField,
  })
  .superRefine(withPasswordConfirmation);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /app-api/member/auth/refresh-token. */
/** Browsers send nothing: their refresh token is an HttpOnly cookie scoped to this call. */
export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });

/** What login, register and refresh return. */
export const tokenPairSchema = z.object({
  userId: z.number().int(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token expires (ISO 8601). */
  expiresTime: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * A right password on an account with two-factor login: no session yet. The challenge goes with
 * the six-digit code (or a recovery code) to login-second-factor within five minutes.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
});

/** What login returns: a session, or the second-factor step before one. */
export const loginAnswerSchema = z.union([tokenPairSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A six-digit authenticator code or a recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z
  .string({ error: "auth.secondFactorCodeRequired" })
  .trim()
  .min(6, { error: "auth.secondFactorCodeRequired" })
  .max(20, { error: "auth.secondFactorCodeInvalid" });

/** POST /app-api/member/auth/login-second-factor. */
export const loginSecondFactorRequestSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: secondFactorCodeSchema,
});
export type LoginSecondFactorRequest = z.input<typeof loginSecondFactorRequestSchema>;

/** GET /app-api/ip/member-user/get: the logged-in user (SPEC §3 userInfo). */
export const memberUserSchema = z.object({
  id: z.number().int(),
  /** Masked, e.g. 138****8000. */
  mobile: z.string().nullable(),
  /** Masked, e.g. d***o@example.com. */
  email: z.string().nullable(),
  /** Remaining traffic in bytes. */
  limitBalance: z.number(),
  certificationStatus: z.number().int(),
  certificationType: z.number().int().nullable(),
  createTime: z.string(),
});
export type MemberUser = z.infer<typeof memberUserSchema>;
