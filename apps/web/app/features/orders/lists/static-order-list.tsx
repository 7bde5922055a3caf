import type { StaticOrder } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { staticIpPageKey } from "../api/static-ip-page.ts";
import { staticOrderPageKey, useStaticOrderPage } from "../api/static-order-page.ts";
import { resourceTypes } from "../order-format.ts";
import type { OrderRef } from "../order-ref.ts";
import { PayDialog } from "../pay-dialog.tsx";
import { OrderStatusBadge, PayStatusText } from "../status-badge.tsx";
import {
  controlClass,
  EmptyList,
  FilterField,
  ListPager,
  OrderNoSearch,
  ResetFilters,
  StatusAndDateFilters,
} from "./list-controls.tsx";
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

const filterNames = ["orderNo", "status", "start", "end", "type"];

function Product({ order }: { order: StaticOrder }) {
  const t = useT();
  return (
    <>
      <span className="font-medium text-ink">{t(`orders.resourceTypes.${order.type}`)}</span>
      {order.kind === "renewal" && (
        <span className="ml-1.5 rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-800 text-xs ring-1 ring-sky-600/20 ring-inset">
          {t("orders.kinds.renewal")}
        </span>
      )}
      <span className="mt-0.5 block text-slate-600 text-xs">
        {order.regionName ? `${order.regionName} · ` : ""}
        {t("orders.countDays", { count: order.count, days: order.days })}
      </span>
    </>
  );
}

function Actions({
  order,
  onPay,
  onDetails,
  vertical = false,
}: {
  order: StaticOrder;
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
      {order.status === "paid" && order.kind === "new" && (
        <LocalizedLink
          to={`/admin/static/management?type=${order.type}&orderNo=${encodeURIComponent(order.orderNo)}`}
          className={actionButton}
        >
          {t("orders.actions.viewIps")}
          <span className="sr-only"> {order.orderNo}</span>
        </LocalizedLink>
      )}
      <button type="button" className={actionButton} onClick={onDetails}>
        {t("orders.actions.details")}
        <span className="sr-only"> {order.orderNo}</span>
      </button>
    </div>
  );
}

function TypeFilter() {
  const t = useT();
  const id = useId();
  const { params, update } = useListParams();
  return (
    <FilterField label={t("orders.filters.product")} htmlFor={id}>
      <select
        id={id}
        value={params.get("type") ?? ""}
        onChange={(event) => update({ type: event.target.value })}
        className={controlClass}
      >
        <option value="">{t("orders.filters.allProducts")}</option>
        {resourceTypes.map((type) => (
          <option key={type} value={type}>
            {t(`orders.resourceTypes.${type}`)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The member's static orders, new and renewals (SPEC §3 static order), with search, filters, paging, pay and details. */
export function StaticOrderList() {
  const t = useT();
  const queryClient = useQueryClient();
  const { params } = useListParams();
  const query = listQueryFromParams(params);
  const page = useStaticOrderPage(query);
  const [paying, setPaying] = useState<OrderRef | null>(null);
  const [details, setDetails] = useState<OrderRef | null>(null);
  const filtered = filterNames.some((name) => params.has(name));
  const list = page.data?.list ?? [];
  const open = (order: StaticOrder) => ({ orderType: "static" as const, id: order.id });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staticOrderPageKey });
    void queryClient.invalidateQueries({ queryKey: staticIpPageKey });
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div className="grid grid-cols-2 gap-3 border-slate-100 border-b p-4 sm:p-5 xl:grid-cols-4 xl:items-start">
        <div className="col-span-2">
          <OrderNoSearch />
        </div>
        <TypeFilter />
        <StatusAndDateFilters />
        <div className="flex sm:pt-5">
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
              <LocalizedLink to="/admin/static/buy" className={primaryActionButton}>
                {t("orders.empty.buyStatic")}
              </LocalizedLink>
            )}
          </EmptyList>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 lg:hidden">
              {list.map((order) => (
                <li key={order.id} className="p-4 sm:px-5" data-testid="static-order">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 break-all font-medium font-mono text-ink text-sm">{order.orderNo}</p>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <p className="mt-2 text-sm">
                    <Product order={order} />
                  </p>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
                    <Field label={t("orders.fields.amount")}>
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
                    <Field label={t("orders.fields.createTime")}>
                      <DateTime iso={order.createTime} compact />
                    </Field>
                    <Field label={t("orders.fields.payTime")}>
                      <DateTime iso={order.payTime} compact />
                    </Field>
                    <Field label={t("orders.fields.expireTime")}>
                      <DateTime iso={order.expireTime} compact />
                    </Field>
                    <Field label={t("orders.fields.source")}>
                      <SourceName source={order.source} />
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
              <table className="w-full text-left text-sm" data-testid="static-order-table">
                <caption className="sr-only">{t("orders.lists.staticCaption")}</caption>
                <thead className="bg-slate-50 text-slate-500 text-xs">
                  <tr>
                    <th scope="col" className="py-3 pr-2.5 pl-4 font-semibold">
                      {t("orders.fields.orderNo")}
                    </th>
                    <th scope="col" className="px-2.5 py-3 font-semibold">
                      {t("orders.fields.product")}
                    </th>
                    <th scope="col" className="px-2.5 py-3 font-semibold">
                      {t("orders.fields.amount")}
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
                    <tr key={order.id} className="align-top" data-testid="static-order">
                      <td className="py-3.5 pr-2.5 pl-4">
                        <span className="block font-medium font-mono text-[13px] text-ink">{order.orderNo}</span>
                        <span className="mt-0.5 block whitespace-nowrap text-slate-500 text-xs">
                          <DateTime iso={order.createTime} compact /> · <SourceName source={order.source} />
                        </span>
                      </td>
                      <td className="px-2.5 py-3.5">
                        <Product order={order} />
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
                        {order.expireTime && (
                          <span className="mt-1 block whitespace-nowrap text-slate-600 text-xs">
                            {t("orders.fields.expiresShort")} <DateTime iso={order.expireTime} compact />
                          </span>
                        )}
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
          refresh();
        }}
        onPaid={() => {
          setPaying(null);
          showMessage(t("orders.pay.paidToast"), "success");
          refresh();
        }}
      />
      <OrderDetailsDialog orderRef={details} onClose={() => setDetails(null)} />
    </div>
  );
}
