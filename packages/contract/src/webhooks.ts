import { webhookEventTypes, webhookLimits } from "./webhook-events.ts";
import { z } from "./zod.ts";

const idField = z.coerce.number({ error: "validation.required" }).int().positive();

export const webhookCreateRequestSchema = z.object({
  url: z
    .string({ error: "webhooks.urlInvalid" })
    .trim()
    .min(8, { error: "webhooks.urlInvalid" })
    .max(webhookLimits.urlMaxLength, { error: "webhooks.urlTooLong" }),
  events: z
    .array(z.enum(webhookEventTypes, { error: "webhooks.eventUnknown" }), { error: "webhooks.eventsRequired" })
    .min(1, { error: "webhooks.eventsRequired" })
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.output<typeof webhookCreateRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  /** The secret's first characters (`whsec_AbC…`), to tell endpoints apart; the whole secret is shown once. */
  secretHint: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({
  list: z.array(webhookEndpointSchema),
  max: z.number().int(),
  events: z.array(z.string()),
});
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookIdRequestSchema = z.object({ id: idField });
export type WebhookIdRequest = z.infer<typeof webhookIdRequestSchema>;

export const webhookSetEnabledRequestSchema = z.object({
  id: idField,
  enabled: z.boolean({ error: "validation.required" }),
});
export type WebhookSetEnabledRequest = z.infer<typeof webhookSetEnabledRequestSchema>;

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null when it was never reached. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed without an HTTP answer (a named reason, e.g. `timeout`, `private_address`). */
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  resendOf: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({ endpointId: idField });
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveryListSchema = z.object({ list: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
