import { z } from "./zod.ts";

/** What closing an account would give up, shown on the confirmation page before anything happens. */
export const closurePreviewSchema = z.object({
  /** Traffic balance left, in bytes (as a decimal string: it can exceed 2^53). */
  trafficBalanceBytes: z.string(),
  /** Orders created but not yet paid or closed; closing cancels them. */
  unpaidOrders: z.number().int(),
  /** Static IPs still within their term; closing gives them up. */
  activeStaticIps: z.number().int(),
  proxyAccounts: z.number().int(),
  apiKeys: z.number().int(),
});
export type ClosurePreview = z.infer<typeof closurePreviewSchema>;

export const closeAccountRequestSchema = z.object({
  password: z.string({ error: "dataRights.passwordRequired" }).min(1, { error: "dataRights.passwordRequired" }),
  /** The member typed the confirmation word shown on the page; guards against a stray click. */
  confirm: z.literal(true, { error: "dataRights.confirmRequired" }),
});
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;
