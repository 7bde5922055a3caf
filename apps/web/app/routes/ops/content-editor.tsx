import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ContentEditorView } from "../../features/console-catalogue/content-view.tsx";
import { useT } from "../../i18n/use-locale.ts";
import NotFound from "./not-found.tsx";

export const meta = consoleMeta("consoleCatalogue.content.title");

export default function ConsoleContentEditorPage() {
  const t = useT();
  const params = useParams();
  const kind = params.kind === "blog" || params.kind === "help" ? params.kind : null;
  const id = params.id === "new" ? null : Number(params.id);
  if (!kind || (id !== null && !(Number.isInteger(id) && id > 0))) return <NotFound />;
  const title =
    id === null
      ? t("consoleCatalogue.content.newTitle", { kind: t(`consoleCatalogue.content.${kind}`) })
      : t("consoleCatalogue.content.title");
  return (
    <ConsolePage title={title} permission="content.edit">
      <ContentEditorView key={`${kind}-${id ?? "new"}`} kind={kind} id={id} />
    </ConsolePage>
  );
}
