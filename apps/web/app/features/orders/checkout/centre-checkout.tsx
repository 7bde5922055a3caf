import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useLocalizePath } from "../../../i18n/use-locale.ts";
import { CentrePage } from "../centre-heading.tsx";
import { orderRefSearch } from "../order-ref.ts";
import { PaymentPanel } from "../payment-panel.tsx";
import type { CheckoutStep } from "./centre-checkout.server.ts";
import { CheckoutSteps } from "./checkout-steps.tsx";
import { ConfirmOrder } from "./confirm-order.tsx";
import { ChoiceProblemNotice } from "./order-detail.tsx";

/**
 * A purchase page of the user centre: the choice (`children`), then the order
 * to confirm, then its payment, all on the page's own path (`here`).
 */
export function CentreCheckout({
  here,
  title,
  intro,
  checkout,
  changeTo,
  children,
}: {
  here: string;
  title: string;
  intro: string;
  checkout: CheckoutStep;
  /** Where "change" on the confirmation leads. */
  changeTo(product: string): string;
  children: ReactNode;
}) {
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { step, orderRef, confirm } = checkout;
  return (
    <CentrePage title={title} intro={intro} action={<CheckoutSteps current={step === "pay" ? "pay" : "confirm"} />}>
      {step === "pay" && <PaymentPanel orderRef={orderRef} buyAgainPath={here} />}
      {step === "confirm" &&
        (confirm.problem || !confirm.order ? (
          <ChoiceProblemNotice problem={confirm.problem ?? "missing"} backTo={here} />
        ) : (
          <ConfirmOrder
            choice={confirm.choice}
            order={confirm.order}
            source="admin"
            changeTo={changeTo(confirm.order.product)}
            onPlaced={(ref) => navigate(`${localize(here)}${orderRefSearch(ref)}`, { replace: true })}
          />
        ))}
      {step === "choose" && children}
    </CentrePage>
  );
}
