import { AccountAuthView } from "../../features/proxies/account-auth-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.accountPasswordAuth.title", "pages.accountPasswordAuth.description");

export default function AdminAccountPasswordAuthPage() {
  return <AccountAuthView />;
}
