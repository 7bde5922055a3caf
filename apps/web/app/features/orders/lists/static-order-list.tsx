import type { StaticOrder } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { Badge } from "../../../ui/badge.tsx";
import { staticIpKeys } from "../api/static-ip-page.ts";
import { staticOrderKeys, useStaticOrderPage } from "../api/static-order-page.ts";
import { resourceTypes } from "../order-format.ts";
import { FilterBar, SelectFilter, StatusAndDateFilters } from "./list-controls.tsx";
import { useOrderListQuery } from "./list-query.ts";
import { actionButton, ExpiryRange, regionLine } from "./order-fields.tsx";
import { OrderList } from "./order-list.tsx";

const filterNames = ["orderNo", "status", "start", "end", "type"];

function Product({ order }: { order: StaticOrder }) {
  const t = useT();
  return (
    <>
      <span className="font-medium text-ink">{t(`orders.resourceTypes.${order.type}`)}</span>
      {order.kind === "renewal" && (
        <span className="ml-1.5">
          <Badge tone="info">{t("orders.kinds.renewal")}</Badge>
        </span>
      )}
      <span className="mt-0.5 block text-slate-600 text-xs">
        {order.regionName ? `${regionLine(order, t)} · ` : ""}
        {t("orders.countDays", { count: order.count, days: order.days })}
      </span>
    </>
  );
}

function TypeFilter() {
  const t = useT();
  return (
    <SelectFilter
      name="type"
      label={t("orders.filters.product")}
      allLabel={t("orders.filters.allProducts")}
      options={resourceTypes.map((type) => ({ value: type, label: t(`orders.resourceTypes.${type}`) }))}
    />
  );
}

/** The member's static orders, new and renewals (SPEC §3 static order), with search, filters, paging, pay and details. */
export function StaticOrderList() {
  const t = useT();
  const queryClient = useQueryClient();
  const { query, isFiltered } = useOrderListQuery(filterNames);
  const page = useStaticOrderPage(query);

  return (
    <OrderList<StaticOrder>
      orderType="static"
      testId="static-order"
      caption={t("orders.lists.staticCaption")}
      filters={
        <FilterBar
          names={filterNames}
          gridClassName="xl:grid-cols-4 xl:items-start"
          searchClassName="col-span-2"
          resetClassName="sm:pt-5"
        >
          <TypeFilter />
          <StatusAndDateFilters />
        </FilterBar>
      }
      page={page}
      query={query}
      filtered={isFiltered}
      emptyAction={{ to: "/admin/static/buy", label: t("orders.empty.buyStatic") }}
      product={{ header: t("orders.fields.product"), cell: (order) => <Product order={order} /> }}
      amountHeader={t("orders.fields.amount")}
      cardSummary={(order) => <Product order={order} />}
      cardFieldsAfter={(order) => [
        {
          label: t("orders.fields.expireTime"),
          value: <ExpiryRange first={order.firstExpireTime} last={order.expireTime} compact />,
        },
      ]}
      statusExtra={(order) =>
        order.expireTime && (
          <span className="mt-1 block whitespace-nowrap text-slate-600 text-xs">
            {t("orders.fields.expiresShort")}{" "}
            <ExpiryRange first={order.firstExpireTime} last={order.expireTime} compact />
          </span>
        )
      }
      extraActions={(order) =>
        order.status === "paid" &&
        order.kind === "new" && (
          <LocalizedLink
            to={`/admin/static/management?type=${order.type}&orderNo=${encodeURIComponent(order.orderNo)}`}
            className={actionButton}
          >
            {t("orders.actions.viewIps")}
            <span className="sr-only"> {order.orderNo}</span>
          </LocalizedLink>
        )
      }
      onPaymentDone={() => {
        void queryClient.invalidateQueries({ queryKey: staticOrderKeys.all });
        void queryClient.invalidateQueries({ queryKey: staticIpKeys.all });
      }}
    />
  );
}
