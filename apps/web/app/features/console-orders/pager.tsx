import { useT } from "../../i18n/use-locale.ts";
import { Pager, pageCount } from "../../ui/pager.tsx";
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
  const pages = pageCount(total ?? 0, pageSize);
  return (
    <Pager
      label={t("console.orders.paging")}
      page={page}
      pages={pages}
      onPage={onPage}
      summary={<span>{total === null ? t("console.loading") : t("console.orders.total", { count: total })}</span>}
      previous={t("console.orders.previous")}
      next={t("console.orders.next")}
      position={
        <span>
          {page} / {pages}
        </span>
      }
      className="text-slate-600 text-sm"
      stepClassName={secondaryButtonClass}
    />
  );
}
