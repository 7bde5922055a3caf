import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import {
  createdWebhookEndpointSchema,
  webhookCreateRequestSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookIdRequestSchema,
  webhookSetEnabledRequestSchema,
} from "../webhooks.ts";
import { z } from "../zod.ts";
import { webhooksEndpoints as e } from "./webhooks.ts";

export const webhooksCalls = describeEndpoints(e, {
  listWebhooks: { response: webhookEndpointListSchema },
  createWebhook: { body: webhookCreateRequestSchema, response: createdWebhookEndpointSchema },
  setWebhookEnabled: {
    body: webhookSetEnabledRequestSchema,
    response: webhookEndpointSchema,
    errors: [ResponseCode.NotFound],
  },
  deleteWebhook: {
    body: webhookIdRequestSchema,
    response: z.object({ id: z.number().int() }),
    errors: [ResponseCode.NotFound],
  },
  listWebhookDeliveries: {
    query: webhookDeliveriesQuerySchema,
    response: webhookDeliveryListSchema,
    errors: [ResponseCode.NotFound],
  },
  resendWebhookDelivery: {
    body: webhookIdRequestSchema,
    response: webhookDeliverySchema,
    errors: [ResponseCode.NotFound],
  },
  sendWebhookTest: { body: webhookIdRequestSchema, response: webhookDeliverySchema, errors: [ResponseCode.NotFound] },
});
