import { InboxView } from "../../features/inbox/inbox-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.messages.title", "pages.messages.description");

export default function MessagesPage() {
  return <InboxView />;
}
