import { TicketsView } from "../../features/support/support-views.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.tickets.title", "pages.tickets.description");

export default function SupportPage() {
  return <TicketsView />;
}
