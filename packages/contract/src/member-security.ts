import { endOtherAccessField, secondFactorCodeSchema } from "./auth.ts";
import { z } from "./zod.ts";

/** One logged-in browser or client of the member (a session family: it survives token rotation). */
export const memberSessionSchema = z.object({
  /** Opaque id to end this session with. */
  id: z.string(),
  /** "Chrome on Windows"; null when the client sent no user agent. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  /** Approximate place from the offline geo database; null for private or unknown addresses. */
  location: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const loginHistoryEntrySchema = z.object({
  success: z.boolean(),
  /** password, second-factor, recovery-code; or why it failed: password-wrong, second-factor-wrong. */
  reason: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  location: z.string().nullable(),
  time: z.string(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const revokeSessionRequestSchema = z.object({ sessionId: z.string().min(1).max(64) });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Starting (or restarting) enrolment: the password, and a current code when a second factor is already on. */
export const twoFactorSetupRequestSchema = z.object({
  password: z.string({ error: "auth.passwordRequired" }).min(1, { error: "auth.passwordRequired" }).max(128),
  code: secondFactorCodeSchema.optional(),
});
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth:// URI the QR code carries. */
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableRequestSchema = z.object({
  code: secondFactorCodeSchema,
  endOtherAccess: endOtherAccessField,
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;
/** Ten recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisableRequestSchema = z.object({
  password: z.string({ error: "auth.passwordRequired" }).min(1, { error: "auth.passwordRequired" }).max(128),
  code: secondFactorCodeSchema,
});
