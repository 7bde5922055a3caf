import { useT } from "../../i18n/use-locale.ts";
import { Pager, pageCount } from "../../ui/pager.tsx";
import { secondaryButtonClass } from "./page-header.tsx";

/** How many rows a page of the proxies area's lists holds. */
export const listPageSize = 10;

/** Previous / next buttons for a list of `listPageSize` rows a page, with "page 2 of 5 · 43 records". */
export function ListPager({
  pageNo,
  total,
  onPage,
  label,
}: {
  pageNo: number;
  /** Undefined while the list loads; the pager shows only once there is more than one page. */
  total: number | undefined;
  onPage(page: number): void;
  label: string;
}) {
  const t = useT();
  if (total === undefined || total <= listPageSize) return null;
  const pages = pageCount(total, listPageSize);
  return (
    <Pager
      label={label}
      page={pageNo}
      pages={pages}
      onPage={onPage}
      previous={t("proxies.common.previous")}
      next={t("proxies.common.next")}
      position={
        <span className="text-center text-slate-500 text-xs sm:text-sm">
          {t("proxies.common.pageOf", { page: pageNo, pages })} · {t("proxies.common.records", { count: total })}
        </span>
      }
      className="mt-4 gap-3"
      stepClassName={`${secondaryButtonClass} shrink-0 whitespace-nowrap px-3 sm:px-4`}
    />
  );
}
