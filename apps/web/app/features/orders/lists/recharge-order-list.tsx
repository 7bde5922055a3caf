import type { RechargeOrder } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useT } from "../../../i18n/use-locale.ts";
import { rechargeOrderKeys, useRechargeOrderPage } from "../api/recharge-order-page.ts";
import { FilterBar, StatusAndDateFilters } from "./list-controls.tsx";
import { useOrderListQuery } from "./list-query.ts";
import { OrderList } from "./order-list.tsx";

const filterNames = ["orderNo", "status", "start", "end"];

function Traffic({ order }: { order: RechargeOrder }) {
  const t = useT();
  return (
    <span className="whitespace-nowrap">
      {`${order.trafficGb.toLocaleString("en-US")} GB`}
      {order.giftGb > 0 && (
        <span className="block text-emerald-700 text-xs">
          {t("orders.fields.giftShort", { gb: order.giftGb.toLocaleString("en-US") })}
        </span>
      )}
    </span>
  );
}

/** The member's traffic recharge orders (SPEC §3 dynamic order) with search, filters, paging, pay and details. */
export function RechargeOrderList() {
  const t = useT();
  const queryClient = useQueryClient();
  const { query, isFiltered } = useOrderListQuery(filterNames);
  const page = useRechargeOrderPage({ ...query, type: undefined });

  return (
    <OrderList<RechargeOrder>
      orderType="recharge"
      testId="recharge-order"
      caption={t("orders.lists.rechargeCaption")}
      filters={
        <FilterBar
          names={filterNames}
          gridClassName="lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start"
        >
          <StatusAndDateFilters wideStatus />
        </FilterBar>
      }
      page={page}
      query={query}
      filtered={isFiltered}
      emptyAction={{ to: "/admin/dynamic/buy", label: t("orders.empty.buyTraffic") }}
      product={{ header: t("orders.fields.traffic"), cell: (order) => <Traffic order={order} /> }}
      amountHeader={t("orders.fields.rechargeAmount")}
      cardFieldsBefore={(order) => [{ label: t("orders.fields.traffic"), value: <Traffic order={order} /> }]}
      onPaymentDone={() => void queryClient.invalidateQueries({ queryKey: rechargeOrderKeys.all })}
    />
  );
}
