import { useLocation } from "react-router";
import { H5Card } from "../../features/orders/h5/h5-card.tsx";
import { OwnOrder } from "../../features/orders/h5/own-order.tsx";
import { type FailReason, PaymentFail } from "../../features/orders/h5/payment-outcome.tsx";
import { parseOrderRef } from "../../features/orders/order-ref.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.h5Fail.title", "pages.h5Fail.description");

const reasons: FailReason[] = ["cancelled", "closed", "timeout"];

export default function H5FailPage() {
  const params = new URLSearchParams(useLocation().search);
  const reason = reasons.find((candidate) => candidate === params.get("reason")) ?? "cancelled";
  return (
    <H5Card testId="h5-fail">
      <OwnOrder orderRef={parseOrderRef(params)}>{(info) => <PaymentFail info={info} reason={reason} />}</OwnOrder>
    </H5Card>
  );
}
