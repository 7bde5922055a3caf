import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { StockView } from "../../features/console-catalogue/stock-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleCatalogue.stock.title");

export default function ConsoleStockPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleCatalogue.stock.title")} permission="stock.edit">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleCatalogue.stock.intro")}</p>
      <StockView />
    </ConsolePage>
  );
}
