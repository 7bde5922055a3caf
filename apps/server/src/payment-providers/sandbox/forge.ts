import { randomBytes, randomUUID } from "node:crypto";
import { formatBeijingRfc3339, formatBeijingTime } from "../beijing-time.ts";
import type { IncomingNotification } from "../provider.ts";
import {
  createNonce,
  encryptResource,
  responseMessage,
  signWithRsaSha256,
  unixSeconds,
  wechatAuthScheme,
} from "../wechat-crypto.ts";
import { signAlipayParams } from "./alipay-signing.ts";
import type { SandboxKeys } from "./keys.ts";

/**
 * Notifications exactly as the sandbox sends them, for tests that post their
 * own: valid by default, or broken in one chosen way. The sandbox builds its
 * notifications with these same functions.
 */

const digits = (count: number) => [...randomBytes(count)].map((byte) => String(byte % 10)).join("");

/** A new Alipay trade number shaped like a real one (28 digits, date first). */
export function newAlipayTradeNo(now = new Date()): string {
  return `${formatBeijingTime(now).slice(0, 10).replaceAll("-", "")}22001${digits(15)}`;
}

/** A new WeChat Pay transaction id shaped like a real one (28 digits). */
export function newWechatTransactionId(now = new Date()): string {
  return `4200${formatBeijingTime(now).slice(0, 10).replaceAll("-", "")}${digits(16)}`;
}

export type ForgedNotification = IncomingNotification & { headers: Record<string, string> };

/**
 * An Alipay asynchronous notification (form-encoded, RSA2-signed with the
 * sandbox's Alipay key). `fields` override the defaults of a paid trade;
 * a field set to undefined is left out. `privateKey` signs with another key.
 */
export function buildAlipayNotification(
  keys: SandboxKeys,
  fields: Record<string, string | undefined> & { out_trade_no: string },
  options: { privateKey?: string; now?: Date } = {},
): ForgedNotification & { fields: Record<string, string> } {
  const now = options.now ?? new Date();
  const total = fields.total_amount ?? "0.01";
  const defaults: Record<string, string> = {
    gmt_create: formatBeijingTime(new Date(now.getTime() - 60_000)),
    charset: "utf-8",
    gmt_payment: formatBeijingTime(now),
    notify_time: formatBeijingTime(now),
    subject: "Sandbox order",
    buyer_id: "2088102177846880",
    invoice_amount: total,
    version: "1.0",
    notify_id: `2026${randomBytes(12).toString("hex")}`,
    fund_bill_list: JSON.stringify([{ amount: total, fundChannel: "ALIPAYACCOUNT" }]),
    notify_type: "trade_status_sync",
    total_amount: total,
    trade_status: "TRADE_SUCCESS",
    trade_no: newAlipayTradeNo(now),
    auth_app_id: keys.alipay.appId,
    receipt_amount: total,
    point_amount: "0.00",
    buyer_pay_amount: total,
    app_id: keys.alipay.appId,
    sign_type: "RSA2",
    seller_id: keys.alipay.sellerId,
  };
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) {
    if (value !== undefined) merged[name] = value;
  }
  merged.sign = signAlipayParams(merged, options.privateKey ?? keys.alipay.alipayPrivateKey);
  return {
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
    rawBody: new URLSearchParams(merged).toString(),
    fields: merged,
  };
}

/** The decrypted resource of a WeChat Pay payment notification (and a query's answer). */
export interface WechatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type: string;
  trade_state: string;
  trade_state_desc: string;
  bank_type?: string;
  attach: string;
  success_time?: string;
  payer?: { openid: string };
  amount: { total: number; payer_total?: number; currency: string; payer_currency?: string };
}

export interface WechatNotificationOptions {
  /** Unix seconds as a string; now by default. */
  timestamp?: string;
  nonce?: string;
  /** Wechatpay-Serial; the sandbox platform serial by default. */
  serial?: string;
  /** Replaces the computed signature (e.g. "WECHATPAY/SIGNTEST/…"). */
  signature?: string;
  /** Signs with another key. */
  privateKey?: string;
  /** Encrypts with another APIv3 key. */
  apiV3Key?: string;
  /** Flips a bit of the GCM tag; the body is signed afterwards, so only decryption fails. */
  corruptTag?: boolean;
  eventType?: string;
  now?: Date;
}

/**
 * A WeChat Pay notification: JSON body with the transaction encrypted
 * (AEAD_AES_256_GCM, APIv3 key), signed with the sandbox's platform key in
 * the Wechatpay-* headers. `transaction` overrides the defaults of a paid trade.
 */
export function buildWechatNotification(
  keys: SandboxKeys,
  transaction: Partial<Omit<WechatTransaction, "amount">> & {
    out_trade_no: string;
    amount?: Partial<WechatTransaction["amount"]>;
  },
  options: WechatNotificationOptions = {},
): ForgedNotification & { transaction: WechatTransaction } {
  const now = options.now ?? new Date();
  const total = transaction.amount?.total ?? 1;
  const full: WechatTransaction = {
    appid: keys.wechat.appId,
    mchid: keys.wechat.mchId,
    transaction_id: newWechatTransactionId(now),
    trade_type: "NATIVE",
    trade_state: "SUCCESS",
    trade_state_desc: "支付成功",
    bank_type: "OTHERS",
    attach: "",
    success_time: formatBeijingRfc3339(now),
    payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
    ...transaction,
    amount: { total, payer_total: total, currency: "CNY", payer_currency: "CNY", ...transaction.amount },
  };
  const isSuccess = full.trade_state === "SUCCESS";
  const sealed = sealNotification(keys, "transaction", full, {
    ...options,
    eventType: options.eventType ?? (isSuccess ? "TRANSACTION.SUCCESS" : `TRANSACTION.${full.trade_state}`),
    summary: isSuccess ? "支付成功" : full.trade_state_desc,
    now,
  });
  return { ...sealed, transaction: full };
}

/** The decrypted resource of a WeChat Pay refund notification. */
export interface WechatRefundResource {
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  out_refund_no: string;
  refund_id: string;
  refund_status: "SUCCESS" | "CLOSED" | "ABNORMAL";
  success_time?: string;
  user_received_account: string;
  amount: { total: number; refund: number; payer_total: number; payer_refund: number };
}

/** A new WeChat Pay refund id shaped like a real one (29 digits). */
export function newWechatRefundId(now = new Date()): string {
  return `50${formatBeijingTime(now).slice(0, 10).replaceAll("-", "")}${digits(19)}`;
}

/**
 * A WeChat Pay refund notification (REFUND.SUCCESS, REFUND.CLOSED or
 * REFUND.ABNORMAL): the refund encrypted with the APIv3 key under associated
 * data "refund", the body signed with the platform key like every notification.
 */
export function buildWechatRefundNotification(
  keys: SandboxKeys,
  resource: WechatRefundResource,
  options: Pick<WechatNotificationOptions, "privateKey" | "apiV3Key" | "now"> = {},
): ForgedNotification {
  return sealNotification(keys, "refund", resource, {
    ...options,
    eventType: `REFUND.${resource.refund_status}`,
    summary: { SUCCESS: "退款成功", CLOSED: "退款关闭", ABNORMAL: "退款异常" }[resource.refund_status],
  });
}

/**
 * What every WeChat Pay notification is: `resource` encrypted (AEAD_AES_256_GCM) with the APIv3
 * key under associated data `kind`, in a JSON body signed with the platform key in the
 * Wechatpay-* headers. `options` may forge any part of it wrongly.
 */
function sealNotification(
  keys: SandboxKeys,
  kind: "transaction" | "refund",
  resource: object,
  options: WechatNotificationOptions & { eventType: string; summary: string },
): ForgedNotification {
  const now = options.now ?? new Date();
  const gcmNonce = createNonce().slice(0, 12);
  let ciphertext = encryptResource(JSON.stringify(resource), options.apiV3Key ?? keys.wechat.apiV3Key, kind, gcmNonce);
  if (options.corruptTag) {
    const bytes = Buffer.from(ciphertext, "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
    ciphertext = bytes.toString("base64");
  }
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: formatBeijingRfc3339(now),
    resource_type: "encrypt-resource",
    event_type: options.eventType,
    summary: options.summary,
    resource: {
      original_type: kind,
      algorithm: "AEAD_AES_256_GCM",
      ciphertext,
      associated_data: kind,
      nonce: gcmNonce,
    },
  });
  const timestamp = options.timestamp ?? unixSeconds(now);
  const nonce = options.nonce ?? createNonce();
  const signature =
    options.signature ??
    signWithRsaSha256(responseMessage(timestamp, nonce, body), options.privateKey ?? keys.wechat.platformPrivateKey);
  return {
    headers: {
      "content-type": "application/json",
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-signature": signature,
      "wechatpay-serial": options.serial ?? keys.wechat.platformSerial,
      "wechatpay-signature-type": wechatAuthScheme,
    },
    rawBody: body,
  };
}
