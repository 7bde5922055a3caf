import { GetProxyView } from "../../features/proxies/get-proxy-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.getProxy.title", "pages.getProxy.description");

export default function AdminGetProxyPage() {
  return <GetProxyView />;
}
