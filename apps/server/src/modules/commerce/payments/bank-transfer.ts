import { randomInt } from "node:crypto";
import {
  type BankAccount,
  type BankTransferInfo,
  bankTransferDeadlineDays,
  bankTransferReferenceAlphabet,
  bankTransferReferenceLength,
  type ConsoleBankAccount,
  type ConsoleBankAccountSave,
  type Locale,
  ResponseCode,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../../http/app-error.ts";
import { type AuditRecorder, type ConsoleActor, changedFields } from "../../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import { refuseIfStale } from "../../../lib/versioned-row.ts";
import { createBalanceHolds } from "../balance/holds.ts";
import type { OrdersService } from "../orders/service.ts";

const { orderBankTransfers, shopBankAccount } = tables;

type BankAccountRow = typeof shopBankAccount.$inferSelect;
type TransferKind = "recharge" | "static";

/** How long an order paid by bank transfer waits for the money (the close job's deadline for it). */
export const bankTransferDeadlineMs = bankTransferDeadlineDays * 24 * 3600_000;

/** A reference of unambiguous characters (no 0/O, 1/I/L, 2/Z), e.g. "K7Q4M9XA". */
export function bankTransferReference(): string {
  let out = "";
  for (let i = 0; i < bankTransferReferenceLength; i++) {
    out += bankTransferReferenceAlphabet[randomInt(0, bankTransferReferenceAlphabet.length)];
  }
  return out;
}

const emptyAccount: Omit<BankAccountRow, "id"> = {
  accountName: "",
  accountNameEn: "",
  bankName: "",
  bankNameEn: "",
  accountNumber: "",
  note: "",
  noteEn: "",
  sellerAddress: "",
  sellerAddressEn: "",
  sellerTaxId: "",
  version: 0,
  updatedAt: new Date(0),
  updatedBy: null,
};

/**
 * Bank transfer (对公转账) on the member's side: choosing it gives the order a unique reference
 * and a deadline of `bankTransferDeadlineDays` days (the close job then leaves it open that long);
 * the money is confirmed in the console by two operators (console-orders) and credited through
 * the payments service's one fulfilment path (settleBankTransfer).
 */
export function createBankTransfers(deps: { db: Database; orders: OrdersService; now?: () => Date }) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());

  async function accountRow(x: Executor = db): Promise<Omit<BankAccountRow, "id">> {
    const [row] = await x.select().from(shopBankAccount).where(eq(shopBankAccount.id, 1));
    return row ?? emptyAccount;
  }

  function forMember(row: Omit<BankAccountRow, "id">, locale: Locale): BankAccount {
    const en = locale === "en";
    return {
      accountName: (en && row.accountNameEn) || row.accountName,
      bankName: (en && row.bankNameEn) || row.bankName,
      accountNumber: row.accountNumber,
      note: (en && row.noteEn) || row.note,
    };
  }

  async function chosen(kind: string, id: number, x: Executor = db) {
    const [row] = await x
      .select()
      .from(orderBankTransfers)
      .where(and(eq(orderBankTransfers.orderKind, kind), eq(orderBankTransfers.orderId, id)));
    return row;
  }

  return {
    /** Whether members can choose bank transfer at all: an account number is set up. */
    async available(): Promise<boolean> {
      return (await accountRow()).accountNumber !== "";
    },

    /** The bank transfer a member chose for the order, with the account in their language; null when none. */
    async infoFor(
      kind: string,
      order: { id: number; amountFen: number; payDeadline: Date },
      locale: Locale,
    ): Promise<BankTransferInfo | null> {
      if (kind !== "recharge" && kind !== "static") return null;
      const row = await chosen(kind, order.id);
      if (!row) return null;
      return {
        reference: row.reference,
        amount: order.amountFen,
        deadline: order.payDeadline.toISOString(),
        account: forMember(await accountRow(), locale),
      };
    },

    /** The reference a member was given for an order (the console shows it beside reported transfers). */
    referenceOf: async (kind: string, id: number) => (await chosen(kind, id))?.reference ?? null,

    /**
     * The member chooses bank transfer for their waiting order: a reference (the same one when
     * chosen again) and the longer deadline, in one transaction. Refused when no account is set
     * up or when part of the order was paid from the balance (one transfer pays the whole order).
     */
    async choose(memberId: number, kind: TransferKind, id: number, locale: Locale): Promise<BankTransferInfo> {
      const account = await accountRow();
      if (account.accountNumber === "") throw new AppError(ResponseCode.BadRequest, "payments.bankTransferUnavailable");
      const order = await orders.payable(memberId, kind, id, locale);
      if (order.status === "paid") throw new AppError(ResponseCode.BadRequest, "payments.bankTransferOrderPaid");
      if (order.status !== "waiting" || order.payDeadline.getTime() <= now().getTime() + 30_000) {
        throw new AppError(ResponseCode.BadRequest, "payments.orderClosed");
      }
      if ((await createBalanceHolds(db).heldFen(kind, id)) > 0) {
        throw new AppError(ResponseCode.BadRequest, "payments.bankTransferUnavailable");
      }
      const until = new Date(now().getTime() + bankTransferDeadlineMs);
      for (let tries = 0; ; tries++) {
        try {
          await inTransaction(db, async (tx) => {
            await tx
              .insert(orderBankTransfers)
              .values({ orderKind: kind, orderId: id, memberId, reference: bankTransferReference(), createdAt: now() })
              .onConflictDoNothing({ target: [orderBankTransfers.orderKind, orderBankTransfers.orderId] });
            if (!(await orders.extendPayDeadline(tx, kind, id, until))) {
              throw new AppError(ResponseCode.BadRequest, "payments.orderClosed");
            }
          });
          break;
        } catch (error) {
          // Another order drew the same reference (one in 29^8): draw again.
          if (tries < 3 && isUniqueViolation(error, "order_bank_transfers_reference_key")) continue;
          throw error;
        }
      }
      await orders.holdStockForPayment(memberId, kind, id);
      const after = await orders.payable(memberId, kind, id, locale);
      const info = await this.infoFor(kind, after, locale);
      if (!info) throw new AppError(ResponseCode.ServerError, "errors.serverError");
      return info;
    },

    /** The console's site settings: the account in both languages. */
    async consoleAccount(): Promise<ConsoleBankAccount> {
      const row = await accountRow();
      return consoleView(row);
    },

    async saveAccount(
      actor: ConsoleActor,
      audit: AuditRecorder,
      input: ConsoleBankAccountSave,
    ): Promise<ConsoleBankAccount> {
      const { version, ...values } = input;
      const saved = await inTransaction(db, async (tx) => {
        const [current] = await tx.select().from(shopBankAccount).where(eq(shopBankAccount.id, 1)).for("update");
        const before = current ?? emptyAccount;
        refuseIfStale(before, Number(version));
        const fields = {
          accountName: values.accountName ?? "",
          accountNameEn: values.accountNameEn ?? "",
          bankName: values.bankName ?? "",
          bankNameEn: values.bankNameEn ?? "",
          accountNumber: values.accountNumber ?? "",
          note: values.note ?? "",
          noteEn: values.noteEn ?? "",
          // The seller's details are kept when a save leaves them out.
          sellerAddress: values.sellerAddress ?? before.sellerAddress,
          sellerAddressEn: values.sellerAddressEn ?? before.sellerAddressEn,
          sellerTaxId: values.sellerTaxId ?? before.sellerTaxId,
        };
        const [row] = await tx
          .insert(shopBankAccount)
          .values({ id: 1, ...fields, version: 1, updatedAt: now(), updatedBy: actor.name })
          .onConflictDoUpdate({
            target: shopBankAccount.id,
            set: { ...fields, version: sql`${shopBankAccount.version} + 1`, updatedAt: now(), updatedBy: actor.name },
          })
          .returning();
        await audit.record(tx, {
          context: actor.audit,
          action: "sites.bank-account.update",
          recordType: "bank-account",
          recordId: "1",
          ...changedFields(before, fields),
          outcome: "ok",
        });
        return row as BankAccountRow;
      });
      return consoleView(saved);
    },
  };
}

function consoleView(row: Omit<BankAccountRow, "id">): ConsoleBankAccount {
  return {
    accountName: row.accountName,
    accountNameEn: row.accountNameEn,
    bankName: row.bankName,
    bankNameEn: row.bankNameEn,
    accountNumber: row.accountNumber,
    note: row.note,
    noteEn: row.noteEn,
    sellerAddress: row.sellerAddress,
    sellerAddressEn: row.sellerAddressEn,
    sellerTaxId: row.sellerTaxId,
    version: row.version,
    updatedAt: row.version === 0 ? null : row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export type BankTransfers = ReturnType<typeof createBankTransfers>;
