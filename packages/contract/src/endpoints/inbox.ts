import { endpointGroup } from "../endpoint.ts";
import type {
  AnnouncementAccountsCheck,
  AnnouncementAccountsMatch,
  AnnouncementCreate,
  AnnouncementList,
  AnnouncementSent,
  MarkMessageRead,
  MemberMessagePage,
  MemberMessageQuery,
  UnreadCount,
} from "../inbox.ts";

const member = endpointGroup({ tag: "Messages", audience: "member" });

/** The member's message centre (站内信): every notice of the shop and the console's announcements. */
export const inboxEndpoints = {
  listMessages: member.get<{ query: MemberMessageQuery; data: MemberMessagePage }>(
    "/app-api/member/messages",
    "The member's messages, newest first, in the request's language, with the unread count",
  ),
  unreadCount: member.get<{ data: UnreadCount }>(
    "/app-api/member/messages/unread",
    "How many of the member's messages are unread (the navigation's badge)",
  ),
  markRead: member.post<{ body: MarkMessageRead; data: UnreadCount }>(
    "/app-api/member/messages/read",
    "Marks one of the member's messages read; answers the unread count",
  ),
  markAllRead: member.post<{ data: UnreadCount }>(
    "/app-api/member/messages/read-all",
    "Marks every message of the member read",
  ),
};

const ops = endpointGroup({ tag: "Console: announcements", audience: "operator", permission: "announcements.send" });

/** Announcements to every member or a segment, in both languages. */
export const consoleAnnouncementEndpoints = {
  listAnnouncements: ops.get<{ data: AnnouncementList }>(
    "/ops-api/announcements",
    "The announcements sent, newest first, with how many members each reached",
  ),
  checkAccounts: ops.post<{ body: AnnouncementAccountsCheck; data: AnnouncementAccountsMatch }>(
    "/ops-api/announcements/check-accounts",
    'Before a "specific members" announcement: how many of the listed mobiles or e-mails are members, and exactly which match none',
  ),
  sendAnnouncement: ops.post<{ body: AnnouncementCreate; data: AnnouncementSent }>(
    "/ops-api/announcements/send",
    "Sends an announcement (both languages) to every member or a segment's message centre; for listed members, says which accounts matched none (refused when none matched)",
  ),
};
