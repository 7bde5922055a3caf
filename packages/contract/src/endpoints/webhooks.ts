import { endpointGroup } from "../endpoint.ts";
import type {
  CreatedWebhookEndpoint,
  WebhookCreateInput,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookIdRequest,
  WebhookSetEnabledRequest,
} from "../webhooks.ts";

const { get, post } = endpointGroup({ tag: "Webhooks", audience: "member", scope: "webhooks:write" });

/** A member's webhook endpoints and their delivery log (browser session, or an API key with `webhooks:write`). */
export const webhooksEndpoints = {
  listWebhooks: get<{ data: WebhookEndpointList }>(
    "/app-api/member/webhook/list",
    "The member's webhook endpoints, newest first, and the events one can subscribe to; secrets are never shown again",
  ),
  createWebhook: post<{ body: WebhookCreateInput; data: CreatedWebhookEndpoint }>(
    "/app-api/member/webhook/create",
    "Registers an HTTPS endpoint for chosen events (its address must resolve to public addresses); answers its signing secret once",
  ),
  setWebhookEnabled: post<{ body: WebhookSetEnabledRequest; data: WebhookEndpoint }>(
    "/app-api/member/webhook/set-enabled",
    "Disables an endpoint (no new deliveries; pending ones stop) or enables it again",
  ),
  deleteWebhook: post<{ body: WebhookIdRequest; data: { id: number } }>(
    "/app-api/member/webhook/delete",
    "Deletes an endpoint and its delivery log",
  ),
  listWebhookDeliveries: get<{ query: WebhookDeliveriesQuery; data: WebhookDeliveryList }>(
    "/app-api/member/webhook/deliveries",
    "An endpoint's latest deliveries: event, status, attempts and the receiver's last response code",
  ),
  resendWebhookDelivery: post<{ body: WebhookIdRequest; data: WebhookDelivery }>(
    "/app-api/member/webhook/resend",
    "Sends a delivery's event again now (a new delivery, same event_id), then retries it like any other",
  ),
  sendWebhookTest: post<{ body: WebhookIdRequest; data: WebhookDelivery }>(
    "/app-api/member/webhook/test",
    "Sends a signed `webhook.test` event to the endpoint now and answers the delivery",
  ),
};
