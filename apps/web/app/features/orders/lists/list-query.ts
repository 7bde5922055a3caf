import { type OrderStatus, orderStatuses } from "@shop/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const listPageSize = 10;

/** The query of the order-list calls (orderPageQuerySchema), with the types the browser sends. */
export type ListQuery = {
  pageNo: number;
  pageSize: number;
  orderNo?: string;
  status?: OrderStatus;
  startDate?: string;
  endDate?: string;
  type?: number;
};

/** The query of the static IP list (staticIpPageQuerySchema). */
export type IpListQuery = {
  pageNo: number;
  pageSize: number;
  type?: number;
  nodeId?: number;
  status?: 1 | 2;
  orderNo?: string;
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as yyyy-mm-dd (2026-02-31 is not one), as the API's date filter accepts it. */
function isCalendarDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The start-to-end filter the API refuses: a start after the end. */
export function isInvertedRange(start: string | undefined, end: string | undefined): boolean {
  return Boolean(start && end && start > end);
}

/** An order list's filters as they live in the URL (?page=2&status=paid&orderNo=...&start=...&end=...&type=2). */
export function listQueryFromParams(params: URLSearchParams): ListQuery {
  const page = Number(params.get("page") ?? 1);
  const status = params.get("status");
  const start = params.get("start") ?? "";
  const end = params.get("end") ?? "";
  const type = Number(params.get("type"));
  const startDate = isCalendarDay(start) ? start : undefined;
  const endDate = isCalendarDay(end) ? end : undefined;
  // An inverted range (typed into the URL) would only get the list refused: it is left out.
  const isInverted = isInvertedRange(startDate, endDate);
  return {
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: listPageSize,
    orderNo: params.get("orderNo")?.trim() || undefined,
    status: orderStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    startDate: isInverted ? undefined : startDate,
    endDate: isInverted ? undefined : endDate,
    type: [1, 2, 3, 12].includes(type) ? type : undefined,
  };
}

/** The URL's filters and a way to change some of them (any change but the page goes back to page 1). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(name);
            else next.set(name, String(value));
          }
          if (!("page" in changes)) next.delete("page");
          if (next.get("page") === "1") next.delete("page");
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { params, update };
}

/**
 * An order list's query as the URL gives it, and whether any of the list's `filterNames` is set
 * (an empty list then says "nothing matches" instead of offering to buy).
 */
export function useOrderListQuery(filterNames: readonly string[]) {
  const { params } = useListParams();
  return { query: listQueryFromParams(params), isFiltered: filterNames.some((name) => params.has(name)) };
}
