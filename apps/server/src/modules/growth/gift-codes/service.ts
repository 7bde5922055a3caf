import {
  type GiftBatch,
  type GiftBatchFields,
  type GiftRedemption,
  type Locale,
  ResponseCode,
  translateMessage,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import type { AuditRecorder, ConsoleActor } from "../../../lib/console-actor.ts";
import { inTransaction } from "../../../lib/executor.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { createBalanceLedger } from "../../commerce/balance/ledger.ts";
import { bytesPerGb, createLedgerWriter } from "../../proxy/traffic/ledger.ts";
import { groupedCode, normaliseTypedCode, randomCode } from "../codes.ts";
import { createGiftCodesRepo, type GiftBatchRow } from "./repo.ts";

/** 16 characters of 31: about 79 bits, far beyond guessing within any rate limit. */
export const giftCodeLength = 16;
/** Redemption attempts per member and per address in an hour (right or wrong). */
const attemptsPerHour = { member: 10, ip: 30 };

export interface GiftCodesDeps {
  db: Database;
  audit: AuditRecorder;
  rateLimiter: RateLimiter;
  now?: () => Date;
}

/**
 * Gift codes (CDK, issue #29): the console generates a batch worth traffic or
 * balance, exports it as CSV, and each code is redeemed once by one member.
 * The claim is one conditional update (`where redeemed_by is null`): two
 * members or two tabs at once, one row changes and only that one is credited,
 * in the same transaction. Attempts are rate-limited per member and address.
 */
export function createGiftCodesService(deps: GiftCodesDeps) {
  const { db, audit, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());

  const batchView = (row: GiftBatchRow, redeemed: number): GiftBatch => ({
    id: row.id,
    name: row.name,
    kind: row.kind as "traffic" | "balance",
    trafficGb: row.trafficGb,
    amountFen: row.amountFen,
    count: row.count,
    redeemed,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async listBatches(): Promise<GiftBatch[]> {
      return (await createGiftCodesRepo(db).listBatches(200)).map((row) => batchView(row.batch, row.redeemed));
    },

    async createBatch(actor: ConsoleActor, fields: GiftBatchFields): Promise<GiftBatch> {
      const expiresAt = new Date(fields.expiresAt);
      if (expiresAt.getTime() <= now().getTime()) {
        throw new AppError(ResponseCode.BadRequest, "growth.gift.expiryPast");
      }
      return inTransaction(db, async (tx) => {
        const repo = createGiftCodesRepo(tx);
        const batch = await repo.insertBatch({
          name: fields.name,
          kind: fields.kind,
          trafficGb: fields.kind === "traffic" ? fields.trafficGb : null,
          amountFen: fields.kind === "balance" ? fields.amountFen : null,
          count: fields.count,
          expiresAt,
          createdByOperatorId: actor.audit.operatorId,
        });
        let made = 0;
        // A clash of 79-bit codes is all but impossible; one is simply made again.
        while (made < fields.count) {
          const want = Math.min(500, fields.count - made);
          made += await repo.insertCodes(
            batch.id,
            Array.from({ length: want }, () => randomCode(giftCodeLength)),
          );
        }
        await audit.record(tx, {
          context: actor.audit,
          action: "gift-batch.create",
          recordType: "gift-batch",
          recordId: batch.id,
          after: {
            name: batch.name,
            kind: batch.kind,
            trafficGb: batch.trafficGb,
            amountFen: batch.amountFen,
            count: batch.count,
            expiresAt: fields.expiresAt,
          },
          outcome: "ok",
        });
        return batchView(batch, 0);
      });
    },

    /** The batch's codes as CSV (UTF-8 with BOM): code, value, expiry, redeemed by and when. Audited. */
    async exportBatch(actor: ConsoleActor, id: number, locale: Locale) {
      return inTransaction(db, async (tx) => {
        const repo = createGiftCodesRepo(tx);
        const batch = await repo.findBatch(id);
        if (!batch) throw AppError.notFound();
        const rows = await repo.codesOf(id);
        const t = (key: string) => translateMessage(locale, `growth.gift.csv.${key}`);
        const value =
          batch.kind === "traffic" ? `${batch.trafficGb} GB` : `${((batch.amountFen ?? 0) / 100).toFixed(2)} CNY`;
        const lines = [[t("code"), t("value"), t("expiresAt"), t("redeemedBy"), t("redeemedAt")].join(",")];
        for (const row of rows) {
          lines.push(
            [
              groupedCode(row.code),
              value,
              batch.expiresAt.toISOString(),
              row.redeemedByMemberId ?? "",
              row.redeemedAt?.toISOString() ?? "",
            ].join(","),
          );
        }
        await audit.record(tx, {
          context: actor.audit,
          action: "gift-batch.export",
          recordType: "gift-batch",
          recordId: id,
          after: { codes: rows.length },
          outcome: "ok",
        });
        return { filename: `gift-codes-${id}.csv`, content: `\uFEFF${lines.join("\r\n")}\r\n` };
      });
    },

    /**
     * Redeems a code for the member: refused when unknown, expired or already
     * used (by anyone: the message does not say who). Counted against the
     * member's and the address's hourly attempts first, right or wrong.
     */
    async redeem(memberId: number, typed: string, ip: string): Promise<GiftRedemption> {
      const byMember = await rateLimiter.hit(`gift-redeem:member:${memberId}`, attemptsPerHour.member, 3600);
      const byIp = await rateLimiter.hit(`gift-redeem:ip:${ip}`, attemptsPerHour.ip, 3600);
      if (!byMember.allowed || !byIp.allowed) {
        throw new AppError(ResponseCode.TooManyRequests, "growth.gift.tooManyAttempts");
      }
      const code = normaliseTypedCode(typed);
      if (code.length !== giftCodeLength) throw new AppError(ResponseCode.BadRequest, "growth.gift.notFound");
      const at = now();
      return inTransaction(db, async (tx) => {
        const repo = createGiftCodesRepo(tx);
        const found = await repo.findCode(code);
        if (!found) throw new AppError(ResponseCode.BadRequest, "growth.gift.notFound");
        if (found.batch.expiresAt.getTime() <= at.getTime()) {
          throw new AppError(ResponseCode.BadRequest, "growth.gift.expired");
        }
        // The claim: of two redemptions at once, only one changes the row.
        if (!(await repo.claim(found.code.id, memberId, at))) {
          throw new AppError(ResponseCode.BadRequest, "growth.gift.alreadyRedeemed");
        }
        const cause = `gift-code:${found.code.id}`;
        if (found.batch.kind === "traffic") {
          const ledger = createLedgerWriter(tx);
          await ledger.lockMember(memberId);
          await ledger.book([
            { memberId, kind: "gift", deltaBytes: BigInt(found.batch.trafficGb ?? 0) * bytesPerGb, cause },
          ]);
        } else {
          await createBalanceLedger(tx).move({
            memberId,
            kind: "gift",
            deltaFen: found.batch.amountFen ?? 0,
            cause,
            note: `gift code of batch ${found.batch.id}`,
          });
        }
        return {
          kind: found.batch.kind as "traffic" | "balance",
          trafficGb: found.batch.trafficGb,
          amountFen: found.batch.amountFen,
        };
      });
    },
  };
}

export type GiftCodesService = ReturnType<typeof createGiftCodesService>;
