import { translateMessage } from "@shop/contract";
import type { Database } from "@shop/db";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import type { AccountNotice } from "../messaging/notices.ts";
import type { AlertNoticeData } from "./alerts.ts";
import { alertsRepo, type NoticeRow } from "./repo.ts";

/** The account notices other modules queue in their own transaction (sent once, after it commits). */
export type MemberNoticeData =
  | {
      kind: "realname-decided";
      decision: "approve" | "reject";
      certification: "personal" | "enterprise" | "foreign";
      reason: string | null;
    }
  | { kind: "refund-made"; refundNo: string; amountFen: number; orderKind: string }
  | { kind: "traffic-adjusted"; deltaBytes: string; reason: string }
  | { kind: "support-replied"; ticketId: number; subject: string }
  | { kind: "bank-transfer-confirmed"; orderNo: string; amountFen: number; reference: string }
  /** Auto-renewal of a static IP from the balance: the notice before, the charge, or a balance too short. */
  | {
      kind: "auto-renew-notice" | "auto-renew-charged" | "auto-renew-failed";
      ip: string;
      /** The expiry the renewal is from (YYYY-MM-DD, UTC). */
      expires: string;
      /** Days of renewal bought, and the notice's lead time (AUTO_RENEW_NOTICE_DAYS). */
      period: number;
      noticeDays: number;
      amountFen: number;
      /** The balance when the notice was written (after the charge for auto-renew-charged). */
      balanceFen: number;
      /** PUBLIC_URL, or "" (the renew link is then a path). */
      origin: string;
    }
  /** Only a message (the console's announcements): never e-mailed or texted. */
  | { kind: "announcement"; title: string; titleEn: string; body: string; bodyEn: string };

/**
 * Queues a notice to the member by their contact channel (e-mail when they have one, else SMS),
 * in the caller's transaction. `key` names what it is about (e.g. "refund:R123"): one notice per key.
 */
export async function queueMemberNotice(
  x: Executor,
  memberId: number,
  key: string,
  data: MemberNoticeData,
  at: Date = new Date(),
): Promise<void> {
  await alertsRepo(x).enqueueNotice({ memberId, key, kind: data.kind, channel: "contact", data, at });
}

export interface MemberContact {
  email: string | null;
  mobile: string | null;
  locale: "zh-CN" | "en";
}

const gb = 1024n * 1024n * 1024n;

/** Bytes as GB with up to two decimals ("1.5 GB", "-20 GB"). */
export function formatGb(bytes: bigint): string {
  const negative = bytes < 0n;
  const abs = negative ? -bytes : bytes;
  const hundredths = (abs * 100n + gb / 2n) / gb;
  const whole = hundredths / 100n;
  const frac = hundredths % 100n;
  const fracText = frac === 0n ? "" : `.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
  return `${negative ? "-" : ""}${whole}${fracText} GB`;
}

function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, "0")}`;
}

/** A queued notice's subject and text in the member's language. */
export function renderMemberNotice(
  data: MemberNoticeData | AlertNoticeData,
  locale: "zh-CN" | "en",
): { subject: string; text: string } {
  const en = locale === "en";
  if ("kind" in data) {
    switch (data.kind) {
      case "realname-decided": {
        const which = en
          ? data.certification === "personal"
            ? "personal"
            : data.certification === "foreign"
              ? "passport or foreign company"
              : "business"
          : data.certification === "personal"
            ? "个人"
            : data.certification === "foreign"
              ? "护照/境外企业"
              : "企业";
        if (data.decision === "approve") {
          return en
            ? {
                subject: "Your identity verification was approved",
                text: `Your ${which} identity verification was approved. All products are now open to your account.`,
              }
            : { subject: "实名认证已通过", text: `您的${which}实名认证已审核通过，现在可以使用全部产品。` };
        }
        return en
          ? {
              subject: "Your identity verification was not approved",
              text: `Your ${which} identity verification was not approved.${data.reason ? ` Reason: ${data.reason}.` : ""} You can correct it and submit again in the user centre.`,
            }
          : {
              subject: "实名认证未通过",
              text: `很抱歉，您的${which}实名认证未通过审核${data.reason ? `，原因：${data.reason}` : ""}。请在用户中心修改后重新提交。`,
            };
      }
      case "refund-made":
        return en
          ? {
              subject: `Refund ${data.refundNo} completed`,
              text: `Your refund ${data.refundNo} of ¥${yuan(data.amountFen)} is complete. It goes back the way you paid; bank cards may take a few working days to show it.`,
            }
          : {
              subject: `退款 ${data.refundNo} 已完成`,
              text: `您的退款 ${data.refundNo}（¥${yuan(data.amountFen)}）已办理完成，款项将原路退回，银行卡到账可能需要几个工作日。`,
            };
      case "support-replied":
        return en
          ? {
              subject: `New reply to your ticket #${data.ticketId}`,
              text: `Our support team replied to your ticket #${data.ticketId} "${data.subject}". Read and answer it under Support in the user centre.`,
            }
          : {
              subject: `您的工单 #${data.ticketId} 有新回复`,
              text: `客服已回复您的工单 #${data.ticketId}「${data.subject}」，请登录用户中心，在“工单”中查看并回复。`,
            };
      case "traffic-adjusted": {
        const delta = BigInt(data.deltaBytes);
        const amount = formatGb(delta < 0n ? -delta : delta);
        return en
          ? {
              subject: "Your traffic balance was adjusted",
              text: `Our staff ${delta < 0n ? "took" : "added"} ${amount} ${delta < 0n ? "from" : "to"} your traffic balance. Reason: ${data.reason}`,
            }
          : {
              subject: "您的流量余额已调整",
              text: `客服为您的账户${delta < 0n ? "扣减" : "增加"}了 ${amount} 流量。原因：${data.reason}`,
            };
      }
      case "bank-transfer-confirmed":
        return en
          ? {
              subject: `Bank transfer received for order ${data.orderNo}`,
              text: `We received your bank transfer of ¥${yuan(data.amountFen)} (reference ${data.reference}). Order ${data.orderNo} is paid and delivered.`,
            }
          : {
              subject: `订单 ${data.orderNo} 的对公转账已到账`,
              text: `您的对公转账 ¥${yuan(data.amountFen)}（转账备注 ${data.reference}）已确认到账，订单 ${data.orderNo} 已支付并开通。`,
            };
      case "auto-renew-notice":
      case "auto-renew-charged":
      case "auto-renew-failed": {
        const key = { "auto-renew-notice": "Notice", "auto-renew-charged": "Done", "auto-renew-failed": "Failed" }[
          data.kind
        ];
        const params = {
          ip: data.ip,
          days: data.noticeDays,
          period: data.period,
          amount: (data.amountFen / 100).toFixed(2),
          balance: (data.balanceFen / 100).toFixed(2),
          expires: data.expires,
          link: `${data.origin}${en ? "/en" : ""}/admin/static/management`,
        };
        return {
          subject: translateMessage(locale, `balance.renew${key}Subject`, params),
          text: translateMessage(locale, `balance.renew${key}Body`, params),
        };
      }
      case "announcement":
        return en ? { subject: data.titleEn, text: data.bodyEn } : { subject: data.title, text: data.body };
    }
  }
  switch (data.alert) {
    case "balance-low":
      return en
        ? {
            subject: "Your balance is low",
            text: `Your account balance is ¥${yuan(data.balanceFen)}, below the ¥${yuan(data.thresholdFen)} you set. Top up to keep renewals and purchases going.`,
          }
        : {
            subject: "账户余额不足提醒",
            text: `您的账户余额为 ¥${yuan(data.balanceFen)}，已低于您设置的 ¥${yuan(data.thresholdFen)}。为免影响续费和购买，请及时充值。`,
          };
    case "traffic-low": {
      const remaining = formatGb(BigInt(data.remainingBytes));
      const lines = [
        data.thresholdBytes === null ? null : formatGb(BigInt(data.thresholdBytes)),
        data.thresholdPercent === null ? null : `${data.thresholdPercent}%`,
      ].filter((line) => line !== null);
      return en
        ? {
            subject: "Your traffic is running low",
            text: `You have ${remaining} of traffic left, below the line you set (${lines.join(" / ")}). Buy more traffic to keep your proxies running.`,
          }
        : {
            subject: "剩余流量不足提醒",
            text: `您的剩余流量为 ${remaining}，已低于您设置的提醒线（${lines.join(" / ")}）。为免代理中断，请及时购买流量。`,
          };
    }
    case "subaccount-cap":
      return en
        ? {
            subject: `Sub-account ${data.account} reached its cap`,
            text: `Sub-account ${data.account} has used ${formatGb(BigInt(data.usedBytes))}, reaching its cap of ${formatGb(BigInt(data.limitBytes))}. It stops until you raise the cap.`,
          }
        : {
            subject: `子账户 ${data.account} 已达流量上限`,
            text: `子账户 ${data.account} 已使用 ${formatGb(BigInt(data.usedBytes))}，达到其流量上限 ${formatGb(BigInt(data.limitBytes))}，调高上限后即可继续使用。`,
          };
    case "ip-expiring": {
      const day = data.expiresAt.slice(0, 10);
      return en
        ? {
            subject: `Static IP ${data.ip} expires in ${data.days === 1 ? "1 day" : `${data.days} days`}`,
            text: `Your static IP ${data.ip} (account ${data.account}) expires on ${day} (UTC). Renew it in the user centre to keep the address.`,
          }
        : {
            subject: `静态 IP ${data.ip} 将在 ${data.days} 天内到期`,
            text: `您的静态 IP ${data.ip}（账号 ${data.account}）将于 ${day}（UTC）到期，请在用户中心及时续费，以免地址被回收。`,
          };
    }
  }
}

/**
 * The job that sends queued notices (once across processes: the job gate). A run claims unsent
 * rows for a few minutes in a short transaction, then sends each by its channel in the member's
 * language outside any transaction and marks it sent; a failure is counted and retried on a later
 * run, five times at most.
 */
export function createMemberNoticeDelivery(deps: {
  db: Database;
  contactOf(memberId: number): Promise<MemberContact | null>;
  send(notice: AccountNotice): Promise<void>;
  clock?: () => Date;
  batchSize?: number;
}) {
  const clock = deps.clock ?? (() => new Date());
  const repo = alertsRepo(deps.db);
  async function deliver(row: NoticeRow) {
    const contact = await deps.contactOf(row.memberId);
    const to =
      row.channel === "email"
        ? contact?.email
        : row.channel === "sms"
          ? contact?.mobile
          : (contact?.email ?? contact?.mobile);
    if (!contact || !to) {
      // No address on that channel (the member removed it): nothing to send, never retried.
      await repo.markSent(row.id, clock());
      return "skipped" as const;
    }
    const channel = row.channel === "contact" ? (contact.email ? "email" : "sms") : (row.channel as "email" | "sms");
    const { subject, text } = renderMemberNotice(row.data as MemberNoticeData | AlertNoticeData, contact.locale);
    try {
      await deps.send({ channel, to, locale: contact.locale, kind: row.kind, subject, text });
    } catch (error) {
      await repo.markFailed(row.id, error instanceof Error ? error.message : String(error));
      return "failed" as const;
    }
    await repo.markSent(row.id, clock());
    return "sent" as const;
  }
  return {
    async deliverDue(): Promise<{ sent: number; skipped: number; failed: number }> {
      const claimed = await inTransaction(deps.db, (tx) =>
        alertsRepo(tx).claimUnsent(clock(), claimLeaseMs, deps.batchSize ?? 100),
      );
      const counts = { sent: 0, skipped: 0, failed: 0 };
      for (const row of claimed) counts[await deliver(row)] += 1;
      return counts;
    },
  };
}

const claimLeaseMs = 5 * 60_000;
