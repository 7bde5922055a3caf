import type { ConsoleOrderQuery, ConsoleOrderRow } from "@shop/contract/core";
import {
  createColumnHelper,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { TableRows } from "../../ui/table-rows.tsx";
import { productText } from "../console/index.ts";
import { useOrders } from "./api.ts";
import { buttonClass, cardClass, formatFen, inputClass, secondaryButtonClass } from "./format.ts";
import { LabelledInput } from "./labelled-input.tsx";
import { ListPager } from "./pager.tsx";

const sortable = { createdAt: "createdAt", amountFen: "amount", paidAt: "paidAt" } as const;
const pageSize = 20;
const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, ConsoleOrderRow>();
const noRows: ConsoleOrderRow[] = [];

/** What the URL says to show: filters, sort and page live in the search params, and the server does the work. */
function queryOf(params: URLSearchParams): ConsoleOrderQuery {
  const pick = (name: string) => params.get(name) || undefined;
  return {
    q: pick("q"),
    status: pick("status") as ConsoleOrderQuery["status"],
    product: pick("product") as ConsoleOrderQuery["product"],
    method: pick("method") as ConsoleOrderQuery["method"],
    from: pick("from"),
    to: pick("to"),
    sort: (pick("sort") ?? "createdAt") as ConsoleOrderQuery["sort"],
    dir: (pick("dir") ?? "desc") as ConsoleOrderQuery["dir"],
    page: Number(pick("page") ?? 1),
    pageSize,
  };
}

/** Every order, searched, filtered, sorted and paged in SQL. */
export function OrdersView() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const orders = useOrders(query);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    update({
      q: value("q"),
      status: value("status"),
      product: value("product"),
      method: value("method"),
      from: value("from"),
      to: value("to"),
    });
  };

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "orderNo",
          header: t("console.orders.orderNo"),
          cell: ({ row }) => (
            <LocalizedLink
              to={`/ops/orders/${row.original.kind}/${row.original.id}`}
              className="font-mono text-brand text-xs hover:underline"
            >
              {row.original.orderNo}
            </LocalizedLink>
          ),
        }),
        column.display({
          id: "member",
          header: t("console.orders.member"),
          cell: ({ row }) => row.original.memberAccount,
        }),
        column.display({
          id: "product",
          header: t("console.orders.product"),
          cell: ({ row }) => productText(row.original, t),
        }),
        column.display({
          id: "status",
          header: t("console.orders.status"),
          cell: ({ row }) => <OrderStatusBadge order={row.original} />,
        }),
        column.accessor("amountFen", {
          header: t("console.orders.amount"),
          cell: ({ row }) => (
            <span className="tabular-nums">
              {formatFen(row.original.payAmountFen ?? row.original.amountFen, locale, row.original.currency)}
              {row.original.refundedFen > 0 && (
                <span className="block text-red-700 text-xs">
                  {t("console.orders.refunded", {
                    amount: formatFen(row.original.refundedFen, locale, row.original.currency),
                  })}
                </span>
              )}
            </span>
          ),
        }),
        column.display({
          id: "method",
          header: t("console.orders.method"),
          cell: ({ row }) =>
            row.original.paymentMethod ? t(`console.orders.methods.${row.original.paymentMethod}`) : "—",
        }),
        column.accessor("createdAt", {
          header: t("console.orders.createdAt"),
          cell: ({ row }) => formatDateTime(row.original.createdAt, locale),
        }),
        column.accessor("paidAt", {
          header: t("console.orders.paidAt"),
          cell: ({ row }) => (row.original.paidAt ? formatDateTime(row.original.paidAt, locale) : "—"),
        }),
      ]),
    [t, locale],
  );

  const sortId = Object.entries(sortable).find(([, value]) => value === query.sort)?.[0] ?? "createdAt";
  const sorting: SortingState = [{ id: sortId, desc: query.dir !== "asc" }];
  const table = useTable({
    features,
    data: orders.data?.list ?? noRows,
    columns,
    manualSorting: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (!first) return update({ sort: undefined, dir: undefined });
      update({ sort: sortable[first.id as keyof typeof sortable], dir: first.desc ? "desc" : "asc" });
    },
  });

  const total = orders.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <form
        onSubmit={onFilter}
        className={`${cardClass} grid gap-3 sm:grid-cols-2 lg:grid-cols-4`}
        key={params.toString()}
      >
        <LabelledInput
          label={t("console.orders.search")}
          labelClassName="text-slate-700 text-sm lg:col-span-2"
          name="q"
          defaultValue={query.q}
          placeholder={t("console.orders.searchHint")}
        />
        <FilterSelect
          name="status"
          label={t("console.orders.status")}
          value={query.status}
          options={["waiting", "paid", "closed"].map((v) => [v, t(`console.orders.statuses.${v}`)])}
        />
        <FilterSelect
          name="product"
          label={t("console.orders.product")}
          value={query.product}
          options={["recharge", "static"].map((v) => [v, t(`console.orders.kinds.${v}`)])}
        />
        <FilterSelect
          name="method"
          label={t("console.orders.method")}
          value={query.method}
          options={["alipay", "wechat", "bank"].map((v) => [v, t(`console.orders.methods.${v}`)])}
        />
        <LabelledInput label={t("console.orders.from")} type="date" name="from" defaultValue={query.from} />
        <LabelledInput label={t("console.orders.to")} type="date" name="to" defaultValue={query.to} />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass}>
            {t("console.orders.apply")}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setParams(new URLSearchParams())}>
            {t("console.orders.reset")}
          </button>
        </div>
      </form>

      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="whitespace-nowrap px-3 py-2 font-medium"
                      aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-ink"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            <TableRows
              rows={table.getRowModel().rows}
              rowClassName="hover:bg-slate-50"
              cellClassName="whitespace-nowrap px-3 py-2 text-slate-800"
            />
            {orders.data && total === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500">
                  {t("console.orders.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <ListPager
        total={orders.data ? total : null}
        page={Number(query.page ?? 1)}
        pageSize={pageSize}
        onPage={(page) => update({ page: String(page) })}
      />
    </div>
  );
}

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: string[][];
}) {
  const t = useT();
  return (
    <label className="text-slate-700 text-sm">
      {label}
      <select name={name} defaultValue={value ?? ""} className={`mt-1 ${inputClass}`}>
        <option value="">{t("console.orders.any")}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A paid order whose money all went back shows as refunded in full (its row stays "paid" for the revenue it earned). */
export function OrderStatusBadge({ order }: { order: ConsoleOrderRow }) {
  const t = useT();
  const paidFen = order.payAmountFen ?? order.amountFen;
  if (order.status === "paid" && order.refundedFen > 0 && order.refundedFen >= paidFen) {
    return <StatusBadge status="refunded" label={t("console.orders.refundedInFull")} />;
  }
  return <StatusBadge status={order.status} label={t(`console.orders.statuses.${order.status}`)} />;
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone =
    status === "paid" || status === "succeeded"
      ? "bg-emerald-50 text-emerald-800"
      : status === "waiting" || status === "requested" || status === "processing"
        ? "bg-amber-50 text-amber-800"
        : "bg-slate-100 text-slate-700";
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs ${tone}`}>{label}</span>;
}
