export { inboxKeys, useMarkRead, useMessages, useUnreadCount } from "./api.ts";
export { InboxView, UnreadBadge } from "./inbox-view.tsx";
