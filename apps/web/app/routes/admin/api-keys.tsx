import { ApiKeysView } from "../../features/account-security/api-keys-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.apiKeys.title", "pages.apiKeys.description");

export default function ApiKeysPage() {
  return <ApiKeysView />;
}
