import { Link, useLocation } from "react-router";
import { useT } from "../../i18n/use-locale.ts";
import { buttonClass } from "../../ui/button.tsx";

/** Previous / next links that keep the other query parameters (works without JavaScript). */
export function Pager({ pageNo, pageSize, total }: { pageNo: number; pageSize: number; total: number }) {
  const t = useT();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 1) params.delete("page");
    else params.set("page", String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label={t("content.pagination")} className="mt-10 flex items-center justify-between gap-4">
      {pageNo > 1 ? (
        <Link to={hrefFor(pageNo - 1)} className={linkClass} rel="prev">
          {t("content.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-500 text-sm">{t("content.pageOf", { page: pageNo, pages })}</span>
      {pageNo < pages ? (
        <Link to={hrefFor(pageNo + 1)} className={linkClass} rel="next">
          {t("content.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `?page=` as a positive integer (1 when absent or nonsense). */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
