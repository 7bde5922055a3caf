import { InboxView } from "../../features/inbox/index.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.messages.title", "pages.messages.description");

export default function MessagesPage() {
  return <InboxView />;
}
