import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ContentListView } from "../../features/console-catalogue/content-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleCatalogue.content.title");

export default function ConsoleContentPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleCatalogue.content.title")} permission="content.edit">
      <ContentListView />
    </ConsolePage>
  );
}
