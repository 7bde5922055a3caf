import { useLocation } from "react-router";
import { H5Card } from "../../features/orders/h5/h5-card.tsx";
import { OwnOrder } from "../../features/orders/h5/own-order.tsx";
import { PaymentSuccess } from "../../features/orders/h5/payment-outcome.tsx";
import { parseOrderRef } from "../../features/orders/order-ref.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.h5Success.title", "pages.h5Success.description");

/** Success only for the visitor's own paid order: the query string names an order, it proves nothing. */
export default function H5SuccessPage() {
  const orderRef = parseOrderRef(new URLSearchParams(useLocation().search));
  return (
    <H5Card testId="h5-success">
      <OwnOrder orderRef={orderRef}>{(info) => <PaymentSuccess info={info} />}</OwnOrder>
    </H5Card>
  );
}
