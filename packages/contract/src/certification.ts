import { requiredText } from "./fields.ts";
import {
  isValidCreditCode,
  isValidResidentIdNumber,
  normalizeCreditCode,
  normalizeResidentIdNumber,
} from "./id-card-numbers.ts";
import { mobileCountries } from "./phone-numbers.ts";
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

// Customers from abroad (issue #31): a passport, or a company registered outside mainland China.
// Both are reviewed by an operator, like an enterprise, and open the same gate once approved.

/** The two foreign verifications: a person's passport, a company's registration document. */
export const foreignCertificationKinds = ["passport", "company"] as const;
export type ForeignCertificationKind = (typeof foreignCertificationKinds)[number];

/** ISO 3166-1 alpha-2 codes the country pickers offer (libphonenumber-js's region list). */
export function documentCountries(): string[] {
  return mobileCountries()
    .map((choice) => choice.country as string)
    .filter((code) => /^[A-Z]{2}$/.test(code));
}

const countryField = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: requiredKey })
        .refine((value) => documentCountries().includes(value), { error: invalidKey }),
    );

/** Names as printed in the passport's machine-readable zone: letters of any script, spaces, ' - . , */
const latinOrAnyName = /^[\p{L}\p{M}][\p{L}\p{M}' .,-]*[\p{L}\p{M}.]$/u;

/** A calendar date, YYYY-MM-DD, that exists (no 2030-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Whether a passport expiring on `expiresOn` (YYYY-MM-DD) is expired on `today` (valid through its last day). */
export function isPassportExpired(expiresOn: string, today: Date): boolean {
  return expiresOn < today.toISOString().slice(0, 10);
}

const uploadedDocument = z
  .number({ error: "certification.documentRequired" })
  .int()
  .positive({ error: "certification.documentRequired" });

/** POST …/member-user-foreign-info/create with kind "passport": the data page uploaded first. */
export const passportCertificationRequestSchema = z.object({
  kind: z.literal("passport"),
  fullName: requiredText("certification.fullNameRequired")
    .min(2, { error: "certification.fullNameInvalid" })
    .max(100, { error: "certification.fullNameInvalid" })
    .regex(latinOrAnyName, { error: "certification.fullNameInvalid" }),
  passportNumber: z
    .string({ error: "certification.passportNumberRequired" })
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: "certification.passportNumberRequired" })
        .regex(/^[A-Z0-9]{5,20}$/, { error: "certification.passportNumberInvalid" }),
    ),
  nationality: countryField("certification.nationalityRequired", "certification.nationalityInvalid"),
  /** YYYY-MM-DD; an expired passport is refused by the server on its own clock (and by the form). */
  expiresOn: requiredText("certification.passportExpiryRequired").refine(isCalendarDate, {
    error: "certification.passportExpiryInvalid",
  }),
  documentFileId: uploadedDocument,
});

/** POST …/member-user-foreign-info/create with kind "company": a registration document uploaded first. */
export const foreignCompanyCertificationRequestSchema = z.object({
  kind: z.literal("company"),
  companyName: boundedText("certification.companyNameRequired", "certification.companyNameInvalid", 2, 150),
  registrationNumber: requiredText("certification.registrationNumberRequired")
    .max(50, { error: "certification.registrationNumberInvalid" })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: "certification.registrationNumberInvalid" }),
  country: countryField("certification.countryRequired", "certification.countryInvalid"),
  documentFileId: uploadedDocument,
});

/** One schema for both forms and the server: which fields apply is told by `kind`. */
export const foreignCertificationRequestSchema = z.discriminatedUnion(
  "kind",
  [passportCertificationRequestSchema, foreignCompanyCertificationRequestSchema],
  { error: "certification.foreignKindInvalid" },
);
export type ForeignCertificationRequest = z.input<typeof foreignCertificationRequestSchema>;
export type PassportCertificationRequest = z.input<typeof passportCertificationRequestSchema>;
export type ForeignCompanyCertificationRequest = z.input<typeof foreignCompanyCertificationRequestSchema>;

/** A foreign verification as its owner sees it (GET …/member-user-foreign-info/get; null before the first). */
export const foreignCertificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(foreignCertificationKinds),
  /** The passport holder's full name, or the company's name. */
  name: z.string(),
  /** Passport number masked (E1****67), or the company's registration number. */
  documentNumber: z.string(),
  /** Nationality or country of registration (ISO 3166-1 alpha-2). */
  country: z.string(),
  /** Passports only: YYYY-MM-DD. */
  expiresOn: z.string().nullable(),
  document: licenceFileSchema,
  /** SPEC §4 certification status: 1 auditing, 3 approved, 4 rejected. */
  status: z.number().int(),
  failureReason: z.string().nullable(),
  createTime: z.string(),
  decidedTime: z.string().nullable(),
});
export type ForeignCertification = z.infer<typeof foreignCertificationSchema>;

/** A passport number as shown back: the first two and last two characters. */
export function maskPassportNumber(value: string): string {
  if (value.length <= 4) return "*".repeat(value.length);
  return `${value.slice(0, 2)}${"*".repeat(value.length - 4)}${value.slice(-2)}`;
}
