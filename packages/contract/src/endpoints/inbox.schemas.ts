import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import {
  announcementAccountsCheckSchema,
  announcementAccountsMatchSchema,
  announcementCreateSchema,
  announcementListSchema,
  announcementSentSchema,
  markMessageReadSchema,
  memberMessagePageSchema,
  memberMessageQuerySchema,
  unreadCountSchema,
} from "../inbox.ts";
import { consoleAnnouncementEndpoints, inboxEndpoints } from "./inbox.ts";

export const inboxCalls = describeEndpoints(inboxEndpoints, {
  listMessages: {
    query: memberMessageQuerySchema,
    response: memberMessagePageSchema,
    errors: [ResponseCode.BadRequest],
  },
  unreadCount: { response: unreadCountSchema },
  markRead: { body: markMessageReadSchema, response: unreadCountSchema, errors: [ResponseCode.NotFound] },
  markAllRead: { response: unreadCountSchema },
});

export const consoleAnnouncementCalls = describeEndpoints(consoleAnnouncementEndpoints, {
  listAnnouncements: { response: announcementListSchema },
  checkAccounts: {
    body: announcementAccountsCheckSchema,
    response: announcementAccountsMatchSchema,
    errors: [ResponseCode.BadRequest],
  },
  sendAnnouncement: {
    body: announcementCreateSchema,
    response: announcementSentSchema,
    errors: [ResponseCode.BadRequest],
  },
});
