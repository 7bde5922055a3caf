import type { PaymentMethodName, PaymentProvider } from "../provider.ts";

/**
 * Demo without PUBLIC_URL: the server reaches its sandbox over loopback, but
 * the cashier page must open on the host the buyer is using (127.0.0.1, a
 * partner's `*.localhost`, this machine's address seen from another one), or
 * paying from anywhere but `localhost` breaks. The buyer's origin is the
 * return URL's, which the shop built from a host it knows; the payment link is
 * moved there, path and signed query unchanged.
 */
export function withCashierOnBuyerOrigin(
  providers: Record<PaymentMethodName, PaymentProvider>,
  sandboxMethods: readonly PaymentMethodName[],
  sandboxOrigin: () => string,
): Record<PaymentMethodName, PaymentProvider> {
  const wrap = (provider: PaymentProvider): PaymentProvider => ({
    method: provider.method,
    query: (outTradeNo, providerRef) => provider.query(outTradeNo, providerRef),
    close: (outTradeNo, providerRef) => provider.close(outTradeNo, providerRef),
    verifyNotification: (notification) => provider.verifyNotification(notification),
    acceptedReply: () => provider.acceptedReply(),
    rejectedReply: (reason) => provider.rejectedReply(reason),
    refund: (input) => provider.refund(input),
    queryRefund: (outTradeNo, outRefundNo, providerTradeNo) =>
      provider.queryRefund(outTradeNo, outRefundNo, providerTradeNo),
    verifyRefundNotification: (notification) => provider.verifyRefundNotification(notification),
    async create(input) {
      const created = await provider.create(input);
      // A JSAPI prepay_id is no link.
      if (!URL.canParse(created.payUrl)) return created;
      const payUrl = new URL(created.payUrl);
      if (!input.returnUrl || payUrl.origin !== sandboxOrigin()) return created;
      const buyer = new URL(input.returnUrl);
      return { ...created, payUrl: `${buyer.origin}${payUrl.pathname}${payUrl.search}` };
    },
  });
  return {
    alipay: sandboxMethods.includes("alipay") ? wrap(providers.alipay) : providers.alipay,
    wechat: sandboxMethods.includes("wechat") ? wrap(providers.wechat) : providers.wechat,
    card: sandboxMethods.includes("card") ? wrap(providers.card) : providers.card,
  };
}
