import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { CatalogueView } from "../../features/console-catalogue/catalogue-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleCatalogue.catalogue.title");

export default function ConsoleCataloguePage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleCatalogue.catalogue.title")} permission="catalogue.edit">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleCatalogue.catalogue.intro")}</p>
      <CatalogueView />
    </ConsolePage>
  );
}
