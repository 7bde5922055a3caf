import {
  type ConsoleBankAccount,
  type Locale,
  type RechargeOrder,
  ResponseCode,
  type StaticOrder,
  type Substation,
  translateMessage,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { CatalogueService } from "../catalogue/service.ts";
import type { OrdersService } from "../orders/service.ts";
import type { PaymentsService } from "../payments/service.ts";
import { type ReceiptContent, type ReceiptLine, renderReceiptPdf } from "./receipt-pdf.ts";

export type ReceiptOrderKind = "recharge" | "static";

/** A receipt as the member downloads it. */
export interface ReceiptFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * Receipts (收据) of paid orders (issue #31): a PDF made on request from the order, the attempt that
 * paid it and the seller's details in the site settings, in the buyer's language. Nothing is stored:
 * a receipt downloaded twice is the same receipt, refunds included as they stand.
 */
export function createReceiptsService(deps: {
  orders: Pick<OrdersService, "getRechargeOrder" | "getStaticOrder">;
  payments: Pick<PaymentsService, "paidAttemptOf">;
  catalogue: Pick<CatalogueService, "getTrafficPackage">;
  /** The seller's company name lives with the bank account members transfer to (console site settings). */
  bankAccount: () => Promise<
    Pick<ConsoleBankAccount, "accountName" | "accountNameEn" | "sellerAddress" | "sellerAddressEn" | "sellerTaxId">
  >;
  site: { getSubstation(host: string | undefined, locale: Locale): Promise<Substation> };
  /** The member's e-mail or mobile, printed as "billed to". */
  buyerOf: (memberId: number) => Promise<string | null>;
  now: () => Date;
  /** BUSINESS_TIME_ZONE: the zone every time in the user centre is shown in. */
  timeZone: string;
}) {
  async function orderOf(memberId: number, kind: ReceiptOrderKind, id: number, locale: Locale) {
    // Another member's order, or none: the orders service answers "not found" alike.
    return kind === "recharge"
      ? { kind, order: await deps.orders.getRechargeOrder(memberId, id) }
      : { kind, order: await deps.orders.getStaticOrder(memberId, id, locale) };
  }

  async function lineOf(
    ordered: { kind: "recharge"; order: RechargeOrder } | { kind: "static"; order: StaticOrder },
    listPrice: number,
    locale: Locale,
  ): Promise<ReceiptLine> {
    const t = (key: string, params?: Record<string, string | number>) =>
      translateMessage(locale, `receipts.pdf.${key}`, params);
    if (ordered.kind === "recharge") {
      const { order } = ordered;
      const detail =
        order.giftGb > 0
          ? t("trafficGiftDetail", { gb: order.trafficGb, gift: order.giftGb })
          : t("trafficDetail", { gb: order.trafficGb });
      const pkg = order.packageId
        ? await deps.catalogue.getTrafficPackage(order.packageId, locale).catch(() => null)
        : null;
      if (pkg) {
        return {
          description: t("trafficPackage", { name: pkg.name }),
          detail,
          quantity: 1,
          unit: t("unitPackage"),
          unitPrice: listPrice,
          amount: listPrice,
        };
      }
      // The quantity column says the GB already; only a bonus needs a line of its own.
      return perUnit(
        t("traffic"),
        order.giftGb > 0 ? detail : null,
        order.trafficGb,
        t("unitGb"),
        listPrice,
        t("unitPackage"),
      );
    }
    const { order } = ordered;
    const product = translateMessage(locale, `orders.productNames.${order.type}`);
    const description =
      order.kind === "renewal"
        ? t("staticRenewal", { product })
        : order.regionName
          ? t("staticNew", { product, region: order.regionName })
          : t("staticNewNoRegion", { product });
    const detail = t("staticDetail", { count: order.count, days: order.days });
    return perUnit(description, detail, order.count, t("unitIp"), listPrice, t("unitPackage"));
  }

  return {
    /**
     * The receipt of one of the member's orders. Not found for another member's order (the caller
     * answers 404); refused, with a translated reason, while the order is not paid.
     */
    async receiptFor(
      memberId: number,
      kind: ReceiptOrderKind,
      id: number,
      locale: Locale,
      host: string | undefined,
    ): Promise<ReceiptFile> {
      const ordered = await orderOf(memberId, kind, id, locale);
      const { order } = ordered;
      if (order.status !== "paid" || order.payTime === null) {
        throw new AppError(ResponseCode.BadRequest, "receipts.orderNotPaid");
      }
      const currency = "currency" in order && order.currency === "USD" ? "USD" : "CNY";
      const listPrice = order.coupon ? order.coupon.listPrice : order.amount;
      const [attempt, account, site, buyer, line] = await Promise.all([
        deps.payments.paidAttemptOf(kind, id),
        deps.bankAccount(),
        deps.site.getSubstation(host, locale),
        deps.buyerOf(memberId),
        lineOf(ordered, listPrice, locale),
      ]);
      const companyName = (locale === "en" && account.accountNameEn) || account.accountName;
      const fee = order.handlingFee ?? 0;
      // The order's pay amount is the whole paid; with part taken from the balance first, the provider
      // charged only the rest (and its fee).
      const balancePart = order.balancePaid;
      const charged = (order.payAmount ?? order.amount + fee) - balancePart;
      const address = (locale === "en" && account.sellerAddressEn) || account.sellerAddress;
      const channel = attempt
        ? translateMessage(locale, `receipts.pdf.channels.${attempt.channel}`)
        : translateMessage(locale, `consoleExports.methods.${order.paymentMethod ?? "bank"}`);
      const content: ReceiptContent = {
        locale,
        orderNo: order.orderNo,
        orderedAt: new Date(order.createTime),
        paidAt: new Date(order.payTime),
        currency,
        seller: {
          name: companyName || site.name,
          siteName: companyName ? site.name : null,
          email: site.contactEmail,
          icpNumber: site.icpNumber,
          address: address || null,
          taxId: account.sellerTaxId || null,
        },
        buyer,
        lines: [line],
        subtotal: listPrice,
        discount: order.coupon ? { code: order.coupon.code, amount: order.coupon.discount } : null,
        fee,
        total: charged + balancePart,
        refunded: order.refundedAmount,
        payment: {
          // A key without a translation (a channel added later) reads as the key: say the method instead.
          channel: channel.startsWith("receipts.") ? (attempt?.method ?? "") : channel,
          providerTradeNo: attempt?.providerTradeNo ?? null,
          outTradeNo: attempt?.outTradeNo ?? null,
          // Split only when the rest went to a provider (a rest paid from the balance too is one balance payment).
          split: balancePart > 0 && attempt?.method !== "balance" ? { balance: balancePart, channel: charged } : null,
        },
        generatedAt: deps.now(),
        timeZone: deps.timeZone,
      };
      return { fileName: `receipt-${order.orderNo}.pdf`, bytes: await renderReceiptPdf(content) };
    },
  };
}

/** A line priced per unit when the price divides evenly, else one lot at the whole price (no rounded unit prices). */
function perUnit(
  description: string,
  detail: string | null,
  quantity: number,
  unit: string,
  amount: number,
  lotUnit: string,
): ReceiptLine {
  if (quantity > 0 && amount % quantity === 0) {
    return { description, detail, quantity, unit, unitPrice: amount / quantity, amount };
  }
  return { description, detail, quantity: 1, unit: lotUnit, unitPrice: amount, amount };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
