import { requiredText } from "./fields.ts";
import {
  isValidCreditCode,
  isValidResidentIdNumber,
  normalizeCreditCode,
  normalizeResidentIdNumber,
} from "./id-card-numbers.ts";
import { z } from "./zod.ts";

/** The largest business licence accepted: 5 MB. */
export const licenceMaxBytes = 5 * 1024 * 1024;

/** Licence file types, told from the content (magic bytes), never from the name. */
export const licenceContentTypes = ["image/jpeg", "image/png", "application/pdf"] as const;
export type LicenceContentType = (typeof licenceContentTypes)[number];

/** Chinese names as on the card, with the middle dot of some minority names (阿依古丽·买买提). */
const realNamePattern = /^\p{Script=Han}[\p{Script=Han}·•]{0,28}\p{Script=Han}$/u;

/** A mainland mobile, a landline with area code (010-12345678, 0755 1234567-8), or a 400 number. */
export const phonePattern = /^(?:1[3-9]\d{9}|0\d{2,3}[- ]?\d{7,8}(?:-\d{1,6})?|400[- ]?\d{3}[- ]?\d{4})$/;

/** Required text of `min` to `max` characters once trimmed. */
const boundedText = (requiredKey: string, invalidKey: string, min: number, max: number) =>
  requiredText(requiredKey).min(min, { error: invalidKey }).max(max, { error: invalidKey });

const phoneField = (requiredKey: string, invalidKey: string) =>
  requiredText(requiredKey).regex(phonePattern, { error: invalidKey });

/** A number with a check character: normalised (spaces, case) first, then required and checked. */
const checkedNumber = (
  requiredKey: string,
  invalidKey: string,
  normalize: (value: string) => string,
  isValid: (value: string) => boolean,
) =>
  z
    .string({ error: requiredKey })
    .transform(normalize)
    .pipe(
      z
        .string()
        .min(1, { error: requiredKey })
        .refine((value) => isValid(value), { error: invalidKey }),
    );

/** The 18-character resident ID number, checked before any provider is asked (SPEC §5). */
export const idCardNumberSchema = checkedNumber(
  "certification.idCardRequired",
  "certification.idCardInvalid",
  normalizeResidentIdNumber,
  isValidResidentIdNumber,
);

/** A unified social credit code with the GB 32100 check character. */
export const creditCodeSchema = checkedNumber(
  "certification.creditCodeRequired",
  "certification.creditCodeInvalid",
  normalizeCreditCode,
  isValidCreditCode,
);

/** POST /app-api/ip/member-user-personal-info/create: real name and resident ID number (SPEC §3). */
export const personalCertificationRequestSchema = z.object({
  realName: requiredText("certification.realNameRequired").regex(realNamePattern, {
    error: "certification.realNameInvalid",
  }),
  idCardNumber: idCardNumberSchema,
});
export type PersonalCertificationRequest = z.input<typeof personalCertificationRequestSchema>;

/** A personal check as its owner sees it (GET …/member-user-personal-info/get; null before the first). */
export const personalCertificationSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  /** Masked: 110105********002X. */
  idCardNumber: z.string(),
  /** SPEC §4 certification status: 3 passed, 4 failed, 1 sent to manual review. */
  status: z.number().int(),
  /** Why it failed, in the request's language when the reason is a known one. */
  failureReason: z.string().nullable(),
  createTime: z.string(),
  decidedTime: z.string().nullable(),
});
export type PersonalCertification = z.infer<typeof personalCertificationSchema>;

/** What an uploaded business licence is known by (never a public URL). */
export const licenceFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string().nullable(),
  contentType: z.enum(licenceContentTypes),
  sizeBytes: z.number().int(),
});
export type LicenceFile = z.infer<typeof licenceFileSchema>;

const enterpriseFields = {
  companyName: boundedText("certification.companyNameRequired", "certification.companyNameInvalid", 2, 100),
  contactPhone: phoneField("certification.contactPhoneRequired", "certification.contactPhoneInvalid"),
  creditCode: creditCodeSchema,
  bankName: boundedText("certification.bankNameRequired", "certification.bankNameInvalid", 4, 100),
  bankAccount: z
    .string({ error: "certification.bankAccountRequired" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: "certification.bankAccountRequired" })
        .regex(/^\d{6,32}$/, { error: "certification.bankAccountInvalid" }),
    ),
  registrationAddress: boundedText(
    "certification.registrationAddressRequired",
    "certification.registrationAddressInvalid",
    5,
    200,
  ),
  registrationPhone: phoneField("certification.registrationPhoneRequired", "certification.registrationPhoneInvalid"),
  licenceFileId: z
    .number({ error: "certification.licenceRequired" })
    .int()
    .positive({ error: "certification.licenceRequired" }),
};

/** The fields of each step of the enterprise form, in order (company, bank, licence). */
export const enterpriseFormSteps = [
  ["companyName", "creditCode", "contactPhone", "registrationAddress", "registrationPhone"],
  ["bankName", "bankAccount"],
  ["licenceFileId"],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof typeof enterpriseFields>>;

/** POST /app-api/ip/member-user-enterprise-info/create: company details and an uploaded licence (SPEC §3). */
export const enterpriseCertificationRequestSchema = z.object(enterpriseFields);
export type EnterpriseCertificationRequest = z.input<typeof enterpriseCertificationRequestSchema>;

/** An enterprise verification as its owner sees it (GET …/member-user-enterprise-info/get; null before the first). */
export const enterpriseCertificationSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactPhone: z.string(),
  creditCode: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  registrationAddress: z.string(),
  registrationPhone: z.string(),
  licence: licenceFileSchema,
  /** SPEC §4 certification status: 1 auditing, 3 approved, 4 rejected. */
  status: z.number().int(),
  /** The operator's reason for a rejection. */
  failureReason: z.string().nullable(),
  createTime: z.string(),
  decidedTime: z.string().nullable(),
});
export type EnterpriseCertification = z.infer<typeof enterpriseCertificationSchema>;

/** GET /app-api/ip/member-user-enterprise-info/licence?fileId=: the owner's own file. */
export type LicenceDownloadQuery = z.input<typeof licenceDownloadQuerySchema>;
export const licenceDownloadQuerySchema = z.object({
  fileId: z.coerce
    .number({ error: "certification.licenceRequired" })
    .int()
    .positive({ error: "certification.licenceRequired" }),
});
