import { orderPageQuerySchema, orderStatuses } from "@shop/contract";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { FieldError } from "../../../ui/field.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { Pager, pageCount } from "../../../ui/pager.tsx";
import { RetryMessage } from "../../../ui/retry-message.tsx";
import { isInvertedRange, useListParams } from "./list-query.ts";
import { primaryActionButton } from "./order-fields.tsx";

const controlClass =
  "h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-ink text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20";

/** A labelled control of the filter bar. */
function FilterField({
  label,
  htmlFor,
  children,
  className = "",
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={htmlFor} className="block font-medium text-slate-600 text-xs">
        {label}
      </label>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/**
 * The order-number search of SPEC §5: searching with an empty box says
 * "Please enter order number" under it. `children` are further filters.
 */
function OrderNoSearch({ label = "orders.filters.orderNo" }: { label?: string }) {
  const t = useT();
  const id = useId();
  const { params, update } = useListParams();
  const current = params.get("orderNo") ?? "";
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(current), [current]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const orderNo = value.trim();
    if (!orderNo) {
      setError(t("orders.filters.orderNoRequired"));
      return;
    }
    setError(null);
    update({ orderNo });
  };

  return (
    <search className="min-w-0">
      <form onSubmit={search} noValidate>
        <label htmlFor={id} className="block font-medium text-slate-600 text-xs">
          {t(label)}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            type="search"
            name="orderNo"
            value={value}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder={t("orders.filters.orderNoPlaceholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
              // Clearing the box clears the filter.
              if (!event.target.value && current) update({ orderNo: undefined });
            }}
            className={`${controlClass} ${error ? "border-red-500 focus:border-red-500 focus:ring-red-200" : ""}`}
          />
          <Button type="submit" size="h10" className="shrink-0">
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <circle cx="9" cy="9" r="5.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
              <path d="m13.5 13.5 3.5 3.5" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            {t("orders.filters.search")}
          </Button>
        </div>
        <FieldError id={id} error={error} />
      </form>
    </search>
  );
}

/** A choice filter kept in the URL's `name` parameter: "all" (no parameter) first, then `options`. */
export function SelectFilter({
  name,
  label,
  allLabel,
  options,
  className,
}: {
  name: string;
  label: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  className?: string;
}) {
  const id = useId();
  const { params, update } = useListParams();
  return (
    <FilterField label={label} htmlFor={id} className={className}>
      <select
        id={id}
        value={params.get(name) ?? ""}
        onChange={(event) => update({ [name]: event.target.value })}
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

const rangeEnds = ["start", "end"] as const;

/**
 * Status and creation-date filters; they apply as soon as they change. A date
 * range the API would refuse (start after end) is checked here with the
 * contract's rule and explained under the dates; the list keeps its filter.
 */
export function StatusAndDateFilters({ wideStatus = false }: { wideStatus?: boolean }) {
  const t = useT();
  const id = useId();
  const { params, update } = useListParams();
  const applied = { start: params.get("start") ?? "", end: params.get("end") ?? "" };
  const [draft, setDraft] = useState(applied);
  const [rangeError, setRangeError] = useState<string | null>(
    isInvertedRange(applied.start, applied.end) ? t("orders.filters.dateRangeInvalid") : null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (reset, back) when it changes.
  useEffect(() => setDraft(applied), [applied.start, applied.end]);

  const changeDate = (name: "start" | "end", value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    const checked = orderPageQuerySchema.safeParse({
      startDate: next.start || undefined,
      endDate: next.end || undefined,
    });
    if (!checked.success) {
      // The contract's own message (a server message key), e.g. "orders.dateRangeInvalid".
      const key = checked.error.issues[0]?.message;
      setRangeError(key ? t(key, { ns: "messages" }) : t("orders.filters.dateRangeInvalid"));
      return;
    }
    setRangeError(null);
    update({ start: next.start, end: next.end });
  };
  const errorId = `${id}-range-error`;
  return (
    <>
      <SelectFilter
        name="status"
        label={t("orders.filters.status")}
        allLabel={t("orders.filters.allStatuses")}
        options={orderStatuses.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
        className={wideStatus ? "col-span-2 sm:col-span-1" : ""}
      />
      {rangeEnds.map((end) => (
        <FilterField
          key={end}
          label={t(end === "start" ? "orders.filters.from" : "orders.filters.to")}
          htmlFor={`${id}-${end}`}
        >
          <input
            id={`${id}-${end}`}
            type="date"
            value={draft[end]}
            min={end === "end" ? draft.start || undefined : undefined}
            max={end === "start" ? draft.end || undefined : undefined}
            onChange={(event) => changeDate(end, event.target.value)}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? errorId : undefined}
            className={`${controlClass} ${rangeError ? "border-red-500" : ""}`}
          />
        </FilterField>
      ))}
      {rangeError && (
        <p id={errorId} role="alert" className="col-span-full text-red-600 text-sm" data-testid="date-range-error">
          {rangeError}
        </p>
      )}
    </>
  );
}

/** Clears every filter of the list (shown only when one is set). */
function ResetFilters({ names }: { names: string[] }) {
  const t = useT();
  const { params, update } = useListParams();
  if (!names.some((name) => params.has(name))) return null;
  return (
    <button
      type="button"
      onClick={() => update(Object.fromEntries(names.map((name) => [name, undefined])))}
      className={buttonClass({ variant: "secondary", size: "h10", className: "self-end" })}
    >
      <Icon name="refresh" className="size-4" />
      {t("orders.filters.reset")}
    </button>
  );
}

/**
 * A list's filter bar: the order-number search, the list's own filters (`children`), then the reset
 * button for `names`. `gridClassName` lays it out on wide screens; by default the search takes a
 * whole row on narrow ones and one column from `lg` on.
 */
export function FilterBar({
  names,
  gridClassName,
  searchClassName = "col-span-2 lg:col-span-1",
  resetClassName = "lg:pt-5",
  children,
}: {
  names: string[];
  gridClassName: string;
  searchClassName?: string;
  resetClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid grid-cols-2 gap-3 border-slate-100 border-b p-4 sm:p-5 ${gridClassName}`}>
      <div className={searchClassName}>
        <OrderNoSearch />
      </div>
      {children}
      <div className={`flex ${resetClassName}`}>
        <ResetFilters names={names} />
      </div>
    </div>
  );
}

/** Previous / next with "page x of y · n in all". */
function ListPager({ pageNo, pageSize, total }: { pageNo: number; pageSize: number; total: number }) {
  const t = useT();
  const { update } = useListParams();
  const pages = pageCount(total, pageSize);
  return (
    <Pager
      label={t("orders.pager.label")}
      page={pageNo}
      pages={pages}
      onPage={(page) => update({ page })}
      summary={
        <p className="text-slate-600 text-sm">
          {t("orders.pager.summary", { page: Math.min(pageNo, pages), pages, total })}
        </p>
      }
      previous={
        <>
          <Icon name="arrowRight" className="size-4 rotate-180" />
          {t("orders.pager.previous")}
        </>
      }
      next={
        <>
          {t("orders.pager.next")}
          <Icon name="arrowRight" className="size-4" />
        </>
      }
      className="flex-wrap gap-3 border-slate-100 border-t px-4 py-3 sm:px-5"
      stepClassName={buttonClass({ variant: "secondary", size: "h9", className: "disabled:pointer-events-none" })}
    />
  );
}

/** The empty state of a list: nothing yet, or nothing matching the filters. */
function EmptyList({ filtered, children }: { filtered: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="receipt" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-ink">{filtered ? t("orders.empty.filtered") : t("orders.empty.none")}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
function LoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div className="px-6 py-12 text-center text-slate-600 text-sm">
      <RetryMessage
        message={t("orders.loadFailed")}
        retryLabel={t("orders.retry")}
        onRetry={onRetry}
        buttonClassName="font-semibold text-brand hover:underline"
      />
    </div>
  );
}

/** What a paged list is given by its query hook. */
interface PagedQuery<T> {
  data?: { list: T[]; total: number };
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

/**
 * The body of a paged list (orders, static IPs) under its loading veil: a retry when the page
 * could not be loaded, a blank while the first one loads, the empty state (offering
 * `emptyAction` unless a filter is set) when nothing matches, else `children` and the pager.
 */
export function PagedListBody<T>({
  page,
  pageNo,
  pageSize,
  filtered,
  emptyAction,
  children,
}: {
  page: PagedQuery<T>;
  pageNo: number;
  pageSize: number;
  filtered: boolean;
  emptyAction: { to: string; label: string };
  children(list: T[]): ReactNode;
}) {
  const t = useT();
  const list = page.data?.list ?? [];
  return (
    <LoadingOverlay loading={page.isFetching} label={t("common.loading")}>
      {page.isError ? (
        <LoadFailed onRetry={() => page.refetch()} />
      ) : !page.data ? (
        <div className="h-64" />
      ) : list.length === 0 ? (
        <EmptyList filtered={filtered}>
          {!filtered && (
            <LocalizedLink to={emptyAction.to} className={primaryActionButton}>
              {emptyAction.label}
            </LocalizedLink>
          )}
        </EmptyList>
      ) : (
        <>
          {children(list)}
          <ListPager pageNo={pageNo} pageSize={pageSize} total={page.data.total} />
        </>
      )}
    </LoadingOverlay>
  );
}
