import { InviteView } from "../../features/growth/index.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.invite.title", "pages.invite.description");

export default function InvitePage() {
  return <InviteView />;
}
