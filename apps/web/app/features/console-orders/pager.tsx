import { useT } from "../../i18n/use-locale.ts";
import { secondaryButtonClass } from "./format.ts";

/**
 * The paging line under the orders and refunds lists: how many there are, then previous,
 * "page / pages" and next. `total` is null until the list has loaded.
 */
export function ListPager({
  total,
  page,
  pageSize,
  onPage,
}: {
  total: number | null;
  page: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return (
    <nav className="flex items-center justify-between text-slate-600 text-sm" aria-label={t("console.orders.paging")}>
      <span>{total === null ? t("console.loading") : t("console.orders.total", { count: total })}</span>
      <span className="flex items-center gap-2">
        <button type="button" className={secondaryButtonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("console.orders.previous")}
        </button>
        <span>
          {page} / {pages}
        </span>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t("console.orders.next")}
        </button>
      </span>
    </nav>
  );
}
