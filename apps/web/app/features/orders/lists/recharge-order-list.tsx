import type { RechargeOrder } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { rechargeOrderPageKey, useRechargeOrderPage } from "../api/recharge-order-page.ts";
import type { OrderRef } from "../order-ref.ts";
import { PayDialog } from "../pay-dialog.tsx";
import { OrderStatusBadge, PayStatusText } from "../status-badge.tsx";
import { EmptyList, ListPager, OrderNoSearch, ResetFilters, StatusAndDateFilters } from "./list-controls.tsx";
import { listQueryFromParams, useListParams } from "./list-query.ts";
import { OrderDetailsDialog } from "./order-details-dialog.tsx";
import {
  AmountCell,
  actionButton,
  DateTime,
  Field,
  MethodName,
  Money,
  PaymentCell,
  primaryActionButton,
  SourceName,
} from "./order-fields.tsx";

const filterNames = ["orderNo", "status", "start", "end"];

function Traffic({ order }: { order: RechargeOrder }) {
  const t = useT();
  return (
    <>
      {`${order.trafficGb.toLocaleString("en-US")} GB`}
      {order.giftGb > 0 && (
        <span className="block text-emerald-700 text-xs">
          {t("orders.fields.giftShort", { gb: order.giftGb.toLocaleString("en-US") })}
        </span>
      )}
    </>
  );
}

function Actions({
  order,
  onPay,
  onDetails,
  vertical = false,
}: {
  order: RechargeOrder;
  onPay(): void;
  onDetails(): void;
  vertical?: boolean;
}) {
  const t = useT();
  return (
    <div className={vertical ? "flex flex-col items-stretch gap-1.5" : "flex flex-wrap justify-end gap-2"}>
      {order.status === "waiting" && (
        <button type="button" className={primaryActionButton} onClick={onPay}>
          {t("orders.actions.pay")}
          <span className="sr-only"> {order.orderNo}</span>
        </button>
      )}
      <button type="button" className={actionButton} onClick={onDetails}>
        {t("orders.actions.details")}
        <span className="sr-only"> {order.orderNo}</span>
      </button>
    </div>
  );
}

/** The member's traffic recharge orders (SPEC §3 dynamic order) with search, filters, paging, pay and details. */
export function RechargeOrderList() {
  const t = useT();
  const queryClient = useQueryClient();
  const { params } = useListParams();
  const query = listQueryFromParams(params);
  const page = useRechargeOrderPage({ ...query, type: undefined });
  const [paying, setPaying] = useState<OrderRef | null>(null);
  const [details, setDetails] = useState<OrderRef | null>(null);
  const filtered = filterNames.some((name) => params.has(name));
  const list = page.data?.list ?? [];

  const open = (order: RechargeOrder) => ({ orderType: "recharge" as const, id: order.id });

  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div className="grid grid-cols-2 gap-3 border-slate-100 border-b p-4 sm:p-5 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start">
        <div className="col-span-2 lg:col-span-1">
          <OrderNoSearch />
        </div>
        <StatusAndDateFilters wideStatus />
        <div className="flex lg:pt-5">
          <ResetFilters names={filterNames} />
        </div>
      </div>

      <LoadingOverlay loading={page.isFetching} label={t("common.loading")}>
        {page.isError ? (
          <div className="px-6 py-12 text-center text-slate-600 text-sm">
            {t("orders.loadFailed")}{" "}
            <button type="button" className="font-semibold text-brand hover:underline" onClick={() => page.refetch()}>
              {t("orders.retry")}
            </button>
          </div>
        ) : !page.data ? (
          <div className="h-64" />
        ) : list.length === 0 ? (
          <EmptyList filtered={filtered}>
            {!filtered && (
              <LocalizedLink to="/admin/dynamic/buy" className={primaryActionButton}>
                {t("orders.empty.buyTraffic")}
              </LocalizedLink>
            )}
          </EmptyList>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 lg:hidden" data-testid="recharge-order-cards">
              {list.map((order) => (
                <li key={order.id} className="p-4 sm:px-5" data-testid="recharge-order">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 break-all font-medium font-mono text-ink text-sm">{order.orderNo}</p>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
                    <Field label={t("orders.fields.traffic")}>
                      <Traffic order={order} />
                    </Field>
                    <Field label={t("orders.fields.rechargeAmount")}>
                      <Money fen={order.amount} />
                    </Field>
                    <Field label={t("orders.fields.payAmount")}>
                      <Money fen={order.payAmount} />
                    </Field>
                    <Field label={t("orders.fields.paymentMethod")}>
                      <MethodName method={order.paymentMethod} />
                    </Field>
                    <Field label={t("orders.fields.payStatus")}>
                      <PayStatusText payStatus={order.payStatus} />
                    </Field>
                    <Field label={t("orders.fields.source")}>
                      <SourceName source={order.source} />
                    </Field>
                    <Field label={t("orders.fields.createTime")}>
                      <DateTime iso={order.createTime} compact />
                    </Field>
                    <Field label={t("orders.fields.payTime")}>
                      <DateTime iso={order.payTime} compact />
                    </Field>
                  </dl>
                  <div className="mt-3">
                    <Actions
                      order={order}
                      onPay={() => setPaying(open(order))}
                      onDetails={() => setDetails(open(order))}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <div className="relative hidden overflow-x-auto lg:block">
              <table className="w-full text-left text-sm" data-testid="recharge-order-table">
                <caption className="sr-only">{t("orders.lists.rechargeCaption")}</caption>
                <thead className="bg-slate-50 text-slate-500 text-xs">
                  <tr>
                    <th scope="col" className="py-3 pr-2.5 pl-4 font-semibold">
                      {t("orders.fields.orderNo")}
                    </th>
                    <th scope="col" className="px-2.5 py-3 font-semibold">
                      {t("orders.fields.traffic")}
                    </th>
                    <th scope="col" className="px-2.5 py-3 font-semibold">
                      {t("orders.fields.rechargeAmount")}
                    </th>
                    <th scope="col" className="px-2.5 py-3 font-semibold">
                      {t("orders.fields.payment")}
                    </th>
                    <th scope="col" className="px-2.5 py-3 font-semibold">
                      {t("orders.fields.status")}
                    </th>
                    <th scope="col" className="py-3 pr-4 pl-2.5 text-right font-semibold">
                      <span className="sr-only">{t("orders.fields.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.map((order) => (
                    <tr key={order.id} className="align-top" data-testid="recharge-order">
                      <td className="py-3.5 pr-2.5 pl-4">
                        <span className="block font-medium font-mono text-[13px] text-ink">{order.orderNo}</span>
                        <span className="mt-0.5 block whitespace-nowrap text-slate-500 text-xs">
                          <DateTime iso={order.createTime} compact /> · <SourceName source={order.source} />
                        </span>
                      </td>
                      <td className="whitespace-nowrap px-2.5 py-3.5 text-ink">
                        <Traffic order={order} />
                      </td>
                      <td className="px-2.5 py-3.5">
                        <AmountCell amount={order.amount} payAmount={order.payAmount} />
                      </td>
                      <td className="px-2.5 py-3.5">
                        <PaymentCell method={order.paymentMethod} payTime={order.payTime} />
                      </td>
                      <td className="px-2.5 py-3.5">
                        <OrderStatusBadge status={order.status} />
                        <span className="mt-1 block text-xs">
                          <PayStatusText payStatus={order.payStatus} />
                        </span>
                      </td>
                      <td className="py-3.5 pr-4 pl-2.5">
                        <Actions
                          order={order}
                          onPay={() => setPaying(open(order))}
                          onDetails={() => setDetails(open(order))}
                          vertical
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPager pageNo={query.pageNo} pageSize={query.pageSize} total={page.data.total} />
          </>
        )}
      </LoadingOverlay>

      <PayDialog
        orderRef={paying}
        onClose={() => {
          setPaying(null);
          void queryClient.invalidateQueries({ queryKey: rechargeOrderPageKey });
        }}
        onPaid={() => {
          setPaying(null);
          showMessage(t("orders.pay.paidToast"), "success");
          void queryClient.invalidateQueries({ queryKey: rechargeOrderPageKey });
        }}
      />
      <OrderDetailsDialog orderRef={details} onClose={() => setDetails(null)} />
    </div>
  );
}
