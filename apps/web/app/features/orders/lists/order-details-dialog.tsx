import { useT } from "../../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { type OrderInfo, useOrderInfo } from "../api/get-order-info.ts";
import type { OrderRef } from "../order-ref.ts";
import { ReceiptDownload } from "../receipt-download.tsx";
import { OrderStatusBadge, PayStatusText } from "../status-badge.tsx";
import { DateTime, ExpiryRange, Field, MethodName, Money, regionLine, SourceName } from "./order-fields.tsx";

/** Every field of SPEC §3 for one order, fetched fresh (getRechargeOrderInfo / getStaticOrderInfo). */
function OrderFieldList({ info }: { info: OrderInfo }) {
  const t = useT();
  const { coupon } = info.order;
  const common = (
    <>
      {coupon && (
        <>
          <Field label={t("orders.fields.listPrice")}>
            <Money fen={coupon.listPrice} />
          </Field>
          <Field label={t("orders.fields.coupon")}>
            <span data-testid="order-coupon">
              <span className="font-mono">{coupon.code}</span>
              <span className="ml-2 text-emerald-700">
                −<Money fen={coupon.discount} />
              </span>
            </span>
          </Field>
        </>
      )}
      <Field label={t("orders.fields.handlingFee")}>
        <Money fen={info.order.handlingFee} currency={"currency" in info.order ? info.order.currency : "CNY"} />
      </Field>
      <Field label={t("orders.fields.payAmount")}>
        <Money fen={info.order.payAmount} currency={"currency" in info.order ? info.order.currency : "CNY"} />
      </Field>
      {info.order.balancePaid > 0 && (
        <Field label={t("orders.fields.balancePaid")}>
          <span data-testid="order-balance-paid">
            <Money fen={info.order.balancePaid} />
          </span>
        </Field>
      )}
      {info.order.refundedAmount > 0 && (
        <Field label={t("orders.fields.refundedAmount")}>
          <Money fen={info.order.refundedAmount} currency={"currency" in info.order ? info.order.currency : "CNY"} />
        </Field>
      )}
      <Field label={t("orders.fields.paymentMethod")}>
        <MethodName method={info.order.paymentMethod} />
      </Field>
      <Field label={t("orders.fields.payStatus")}>
        <PayStatusText payStatus={info.order.payStatus} />
      </Field>
      <Field label={t("orders.fields.payTime")}>
        <DateTime iso={info.order.payTime} />
      </Field>
      <Field label={t("orders.fields.createTime")}>
        <DateTime iso={info.order.createTime} />
      </Field>
      <Field label={t("orders.fields.source")}>
        <SourceName source={info.order.source} />
      </Field>
    </>
  );
  return (
    <dl className="grid grid-cols-2 gap-x-5 gap-y-3.5" data-testid="order-fields">
      <Field label={t("orders.fields.orderNo")} wide>
        <span className="font-mono">{info.order.orderNo}</span>
      </Field>
      <Field label={t("orders.fields.status")}>
        <OrderStatusBadge order={info.order} />
      </Field>
      {info.orderType === "recharge" ? (
        <>
          <Field label={t("orders.fields.traffic")}>{`${info.order.trafficGb.toLocaleString("en-US")} GB`}</Field>
          <Field label={t("orders.fields.gift")}>{`${info.order.giftGb.toLocaleString("en-US")} GB`}</Field>
          <Field label={t("orders.fields.rechargeAmount")}>
            <Money fen={info.order.amount} currency={"currency" in info.order ? info.order.currency : "CNY"} />
          </Field>
        </>
      ) : (
        <>
          <Field label={t("orders.fields.resourceType")}>{t(`orders.resourceTypes.${info.order.type}`)}</Field>
          <Field label={t("orders.fields.kind")}>{t(`orders.kinds.${info.order.kind}`)}</Field>
          {info.order.regionName && <Field label={t("orders.fields.region")}>{regionLine(info.order, t)}</Field>}
          <Field label={t("orders.fields.count")}>{info.order.count}</Field>
          <Field label={t("orders.fields.duration")}>{t("orders.daysValue", { count: info.order.days })}</Field>
          <Field label={t("orders.fields.amount")}>
            <Money fen={info.order.amount} />
          </Field>
          <Field label={t("orders.fields.expireTime")}>
            <ExpiryRange first={info.order.firstExpireTime} last={info.order.expireTime} />
          </Field>
        </>
      )}
      {common}
    </dl>
  );
}

export function OrderDetailsDialog({ orderRef, onClose }: { orderRef: OrderRef | null; onClose(): void }) {
  const t = useT();
  const info = useOrderInfo(orderRef);
  return (
    <ModalDialog
      open={orderRef !== null}
      onClose={onClose}
      title={t("orders.details.title")}
      closeLabel={t("orders.close")}
      testId="order-details-dialog"
    >
      <LoadingOverlay loading={info.isFetching} label={t("common.loading")}>
        {info.data ? (
          <>
            <OrderFieldList info={info.data} />
            {info.data.order.status === "paid" && (
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-slate-200 border-t pt-4">
                <p className="text-slate-500 text-xs">{t("orders.details.receiptHint")}</p>
                <ReceiptDownload
                  orderType={info.data.orderType}
                  id={info.data.order.id}
                  orderNo={info.data.order.orderNo}
                />
              </div>
            )}
          </>
        ) : (
          <div className="h-48" />
        )}
      </LoadingOverlay>
    </ModalDialog>
  );
}
