import { pageNumber, pageOf } from "./paging.ts";
import { z } from "./zod.ts";

/** One message of the member's message centre (站内信), in the request's language. */
export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  text: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const memberMessagePageSchema = pageOf(memberMessageSchema).extend({ unread: z.number().int() });
export type MemberMessagePage = z.infer<typeof memberMessagePageSchema>;

export const memberMessageQuerySchema = z.object({
  page: pageNumber("inbox.pageInvalid"),
  unreadOnly: z.enum(["true", "false"]).optional(),
});
export type MemberMessageQuery = z.input<typeof memberMessageQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markMessageReadSchema = z.object({
  id: z.coerce.number({ error: "inbox.messageInvalid" }).int().positive({ error: "inbox.messageInvalid" }),
});
export type MarkMessageRead = z.input<typeof markMessageReadSchema>;

/** Who an announcement goes to. */
export const announcementSegments = ["all", "verified", "static-ips", "members"] as const;
export type AnnouncementSegment = (typeof announcementSegments)[number];

const line = (max: number) =>
  z
    .string({ error: "announcements.textInvalid" })
    .trim()
    .min(1, { error: "announcements.textInvalid" })
    .max(max, { error: "announcements.textInvalid" });

/** The accounts a "members" announcement goes to: mobiles or e-mails, split by commas, spaces or lines. */
export function announcementAccounts(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? "")
        .split(/[\s,，;；、]+/)
        .filter(Boolean)
        .map((entry) => entry.toLowerCase()),
    ),
  ];
}

export const announcementCreateSchema = z
  .object({
    title: line(100),
    titleEn: line(100),
    body: line(2000),
    bodyEn: line(2000),
    segment: z.enum(announcementSegments, { error: "announcements.segmentInvalid" }),
    /** Only for the "members" segment: their mobiles or e-mails (at most 200). */
    accounts: z.string({ error: "announcements.accountsInvalid" }).max(10_000).optional(),
  })
  .refine(
    (input) => {
      if (input.segment !== "members") return true;
      const accounts = announcementAccounts(input.accounts);
      return accounts.length > 0 && accounts.length <= 200;
    },
    { error: "announcements.accountsInvalid", path: ["accounts"] },
  );
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

/** The console checks a "members" list before sending: which of its accounts match no member. */
export const announcementAccountsCheckSchema = z
  .object({ accounts: z.string({ error: "announcements.accountsInvalid" }).max(10_000) })
  .refine(
    (input) => {
      const accounts = announcementAccounts(input.accounts);
      return accounts.length > 0 && accounts.length <= 200;
    },
    { error: "announcements.accountsInvalid", path: ["accounts"] },
  );
export type AnnouncementAccountsCheck = z.input<typeof announcementAccountsCheckSchema>;

/** What a list of accounts comes to: how many match a live member, and exactly which match none. */
export const announcementAccountsMatchSchema = z.object({
  /** Distinct accounts listed (case-insensitive). */
  listed: z.number().int(),
  /** Listed accounts that are a live member's mobile or e-mail. */
  matched: z.number().int(),
  /** Listed accounts (lower-cased, as listed) that match no live member: nothing is sent to them. */
  unmatched: z.array(z.string()),
});
export type AnnouncementAccountsMatch = z.infer<typeof announcementAccountsMatchSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  segment: z.enum(announcementSegments),
  recipients: z.number().int(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** An announcement just sent; for the "members" segment, the listed accounts that matched no member. */
export const announcementSentSchema = announcementSchema.extend({ unmatched: z.array(z.string()) });
export type AnnouncementSent = z.infer<typeof announcementSentSchema>;
export const announcementListSchema = z.object({ list: z.array(announcementSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;
