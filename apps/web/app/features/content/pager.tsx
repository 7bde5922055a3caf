import { useLocation } from "react-router";
import { useT } from "../../i18n/use-locale.ts";
import { Pager, pageCount } from "../../ui/pager.tsx";

/** Previous / next links for the help and blog lists; they keep the other query parameters and work without JavaScript. */
export function ArticlePager({ pageNo, pageSize, total }: { pageNo: number; pageSize: number; total: number }) {
  const t = useT();
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 1) params.delete("page");
    else params.set("page", String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <Pager
      label={t("content.pagination")}
      page={pageNo}
      pages={pages}
      hrefFor={hrefFor}
      previous={t("content.previous")}
      next={t("content.next")}
      position={<span className="text-slate-500 text-sm">{t("content.pageOf", { page: pageNo, pages })}</span>}
      className="mt-10 gap-4"
    />
  );
}

/** `?page=` as a positive integer (1 when absent or nonsense). */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
