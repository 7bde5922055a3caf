import { isValidCreditCode, normalizeCreditCode } from "./id-card-numbers.ts";
import { z } from "./zod.ts";

/**
 * Bank transfer (对公转账): the member chooses it for a traffic or static order, transfers to the
 * seller's account with the order's reference, and the order waits for finance (two operators) to
 * confirm the money arrived.
 */

/** How long an order paid by bank transfer waits for the money (instead of the usual 30 minutes). */
export const bankTransferDeadlineDays = 7;

/** The reference's characters: no 0/O, 1/I/L or 2/Z look-alikes, so it is copied right by hand. */
export const bankTransferReferenceAlphabet = "3456789ABCDEFGHJKMNPQRSTUVWXY";
export const bankTransferReferenceLength = 8;

/** The seller's account as a member sees it (names in the request's language). */
export const bankAccountSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  note: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** An order the member pays by bank transfer: where to send how much, with which reference, by when. */
export const bankTransferInfoSchema = z.object({
  reference: z.string(),
  amount: z.number().int(),
  deadline: z.string(),
  account: bankAccountSchema,
});
export type BankTransferInfo = z.infer<typeof bankTransferInfoSchema>;

/** POST /app-api/order/bankTransfer: pay this order by bank transfer. */
export const chooseBankTransferSchema = z.object({
  orderType: z.enum(["recharge", "static"], { error: "payments.bankTransferOrderType" }),
  id: z.coerce.number({ error: "orders.orderInvalid" }).int().positive({ error: "orders.orderInvalid" }),
});
export type ChooseBankTransfer = z.input<typeof chooseBankTransferSchema>;

const text = (max: number) =>
  z.string({ error: "consoleSites.bankAccountInvalid" }).trim().max(max, { error: "consoleSites.bankAccountInvalid" });

/** The longest seller's address printed on a receipt. */
export const sellerAddressMaxLength = 200;
const sellerAddress = z
  .string({ error: "consoleSites.sellerAddressTooLong" })
  .trim()
  .max(sellerAddressMaxLength, { error: "consoleSites.sellerAddressTooLong" });

/** The seller's account in the console's site settings, both languages. */
export const consoleBankAccountSchema = z.object({
  accountName: z.string(),
  accountNameEn: z.string(),
  bankName: z.string(),
  bankNameEn: z.string(),
  accountNumber: z.string(),
  note: z.string(),
  noteEn: z.string(),
  /** The seller's postal address (both languages) and 统一社会信用代码, printed on receipts; "" when unset. */
  sellerAddress: z.string(),
  sellerAddressEn: z.string(),
  sellerTaxId: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ConsoleBankAccount = z.infer<typeof consoleBankAccountSchema>;

export const consoleBankAccountSaveSchema = z.object({
  accountName: text(100),
  accountNameEn: text(100),
  bankName: text(100),
  bankNameEn: text(100),
  accountNumber: z
    .string({ error: "consoleSites.bankAccountNumberInvalid" })
    .trim()
    .regex(/^$|^[0-9 -]{6,40}$/, { error: "consoleSites.bankAccountNumberInvalid" }),
  note: text(300),
  noteEn: text(300),
  /** Left out: kept as it is (a client that only knows the account leaves the seller's details alone). */
  sellerAddress: sellerAddress.optional(),
  sellerAddressEn: sellerAddress.optional(),
  /** Empty, or a unified social credit code checked as invoices check the buyer's (GB 32100 check character). */
  sellerTaxId: z
    .string({ error: "consoleSites.sellerTaxIdInvalid" })
    .transform(normalizeCreditCode)
    .refine((value) => value === "" || isValidCreditCode(value), { error: "consoleSites.sellerTaxIdInvalid" })
    .optional(),
  version: z.coerce.number().int(),
});
export type ConsoleBankAccountSave = z.input<typeof consoleBankAccountSaveSchema>;
