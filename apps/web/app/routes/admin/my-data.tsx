import { DataRightsView } from "../../features/account-security/data-rights-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.myData.title", "pages.myData.description");

export default function MyDataPage() {
  return <DataRightsView />;
}
