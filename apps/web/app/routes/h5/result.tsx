import { useLocation } from "react-router";
import { H5Card } from "../../features/orders/h5/h5-card.tsx";
import { OwnOrder } from "../../features/orders/h5/own-order.tsx";
import { PaymentResult } from "../../features/orders/h5/payment-result.tsx";
import { parseOrderRef } from "../../features/orders/order-ref.ts";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.h5Result.title", "pages.h5Result.description");

/**
 * Where Alipay's cashier (desktop and mobile) sends the buyer back: ?orderType=&id= plus Alipay's
 * return parameters; WeChat Pay (H5's redirect_url, JSAPI after its sheet) with ?via=wechat, and
 * nothing else, paid or not: the page asks until the order says.
 */
export default function H5ResultPage() {
  const t = useT();
  const params = new URLSearchParams(useLocation().search);
  const orderRef = parseOrderRef(params);
  return (
    <H5Card testId="h5-result">
      <OwnOrder orderRef={orderRef}>
        {(info) => (
          <>
            <h1 className="sr-only">{t("pages.h5Result.heading")}</h1>
            <PaymentResult
              key={`${info.orderType}-${info.order.id}`}
              orderRef={{ orderType: info.orderType, id: info.order.id }}
              returnedFromPayment={
                params.has("out_trade_no") || params.has("trade_no") || params.get("via") === "wechat"
              }
            />
          </>
        )}
      </OwnOrder>
    </H5Card>
  );
}
