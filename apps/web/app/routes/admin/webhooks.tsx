import { WebhooksView } from "../../features/webhooks/webhooks-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.webhooks.title", "pages.webhooks.description");

export default function WebhooksPage() {
  return <WebhooksView />;
}
