/** The member's support tickets (issue #31); the console reuses the attachment list. */
export { AttachmentList } from "./attachments.tsx";
