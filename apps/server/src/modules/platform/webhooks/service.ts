import { randomBytes } from "node:crypto";
import {
  type CreatedWebhookEndpoint,
  ResponseCode,
  type WebhookCreateInput,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  webhookEventTypes,
  webhookLimits,
  webhookTestEventType,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { checkDestination, type DestinationRefusal, type Resolver } from "./destination.ts";
import type { DeliveryWithEvent, EndpointRow, EventRow, WebhooksRepo } from "./repo.ts";
import { webhooksRepo } from "./repo.ts";
import { nextAttemptAt } from "./retry-schedule.ts";
import { type SendOutcome, sendSigned } from "./send.ts";
import { newWebhookSecret, signatureHeader, signPayload, timestampHeader } from "./signature.ts";

export interface WebhooksDeps {
  db: Database;
  repo: WebhooksRepo;
  clock?: () => Date;
  random?: () => number;
  resolve?: Resolver;
  /**
   * The one plain-http/loopback origin endpoints may use (WEBHOOK_TEST_ORIGIN, or this server in
   * demo mode): tests and the demo's own receiver. Null in production: HTTPS to public addresses only.
   */
  allowLoopbackOrigin?: () => string | null;
  timeoutMs?: number;
  /** Replaceable for tests that need a failure the network cannot give on demand. */
  send?: typeof sendSigned;
}

const refusalMessage: Record<DestinationRefusal, string> = {
  invalid_url: "webhooks.urlInvalid",
  not_https: "webhooks.notHttps",
  unresolvable: "webhooks.unresolvable",
  private_address: "webhooks.privateAddress",
};

/** Deliveries claimed per job run, and how long a claim holds before another run may retry it. */
const batchSize = 50;
const claimLeaseMs = 5 * 60_000;

export function createWebhooksService(deps: WebhooksDeps) {
  const { db, repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const send = deps.send ?? sendSigned;
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const check = (url: string) =>
    checkDestination(url, { resolve: deps.resolve, allowLoopbackOrigin: deps.allowLoopbackOrigin?.() ?? null });

  async function ownEndpoint(memberId: number, id: number): Promise<EndpointRow> {
    const row = await repo.endpointOf(memberId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** One attempt of one delivery: SSRF-checked again after DNS, signed, sent, recorded. */
  async function attempt(delivery: DeliveryWithEvent & { endpoint: EndpointRow }): Promise<WebhookDelivery> {
    const now = clock();
    const destination = await check(delivery.endpoint.url);
    let outcome: SendOutcome | { ok: false; reason: DestinationRefusal };
    if (!destination.ok) {
      outcome = destination;
    } else {
      const body = deliveryBody(delivery.event);
      const timestamp = Math.floor(now.getTime() / 1000);
      outcome = await send({
        url: destination.url,
        address: destination.address,
        body,
        timeoutMs,
        headers: {
          "content-type": "application/json",
          "user-agent": "shop-webhooks/1",
          [signatureHeader]: signPayload(delivery.endpoint.secret, timestamp, body),
          [timestampHeader]: String(timestamp),
          "webhook-id": delivery.event.publicId,
        },
      });
    }
    const attempts = delivery.attempts + 1;
    const succeeded = outcome.ok && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const retryAt = succeeded
      ? null
      : nextAttemptAt({
          // 24 h from the event (from the press of "send again" for a re-send).
          occurredAt: delivery.resendOf === null ? delivery.event.occurredAt : delivery.createdAt,
          failedAttempts: attempts,
          now: clock(),
          random: deps.random,
        });
    const row = await repo.recordAttempt(delivery.id, {
      status: succeeded ? "succeeded" : retryAt ? "pending" : "failed",
      attempts,
      nextAttemptAt: retryAt,
      lastStatusCode: outcome.ok ? outcome.statusCode : null,
      lastError: outcome.ok ? null : outcome.reason,
      lastAttemptAt: now,
    });
    return toDelivery({ ...row, event: delivery.event });
  }

  return {
    async list(memberId: number): Promise<WebhookEndpointList> {
      const rows = await repo.listEndpoints(memberId);
      return { list: rows.map(toEndpoint), max: webhookLimits.maxEndpoints, events: [...webhookEventTypes] };
    },

    async create(memberId: number, input: WebhookCreateInput): Promise<CreatedWebhookEndpoint> {
      const destination = await check(input.url);
      if (!destination.ok) throw new AppError(ResponseCode.BadRequest, refusalMessage[destination.reason]);
      if ((await repo.countEndpoints(memberId)) >= webhookLimits.maxEndpoints) {
        throw new AppError(ResponseCode.BadRequest, "webhooks.tooMany", { max: webhookLimits.maxEndpoints });
      }
      const secret = newWebhookSecret();
      const row = await repo.insertEndpoint({ memberId, url: destination.url.href, events: input.events, secret });
      return { endpoint: toEndpoint(row), secret };
    },

    async setEnabled(memberId: number, id: number, enabled: boolean): Promise<WebhookEndpoint> {
      const row = await repo.setDisabled(memberId, id, enabled ? null : clock());
      if (!row) throw AppError.notFound();
      return toEndpoint(row);
    },

    async remove(memberId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.deleteEndpoint(memberId, id))) throw AppError.notFound();
      return { id };
    },

    /** The data download's part: endpoints (never their secrets) and their recent deliveries. */
    async exportOf(memberId: number) {
      const rows = await repo.listEndpoints(memberId);
      return Promise.all(
        rows.map(async (row) => {
          const { secretHint: _secret, ...endpoint } = toEndpoint(row);
          const deliveries = await repo.deliveriesOf(row.id, webhookLimits.deliveriesPageSize);
          return { ...endpoint, deliveries: deliveries.map(toDelivery) };
        }),
      );
    },

    /** Inside the closing transaction: endpoints, secrets, deliveries and queued events erased. */
    eraseForClosureWithin: (tx: Executor, memberId: number) => webhooksRepo(tx).eraseMember(memberId),

    async deliveries(memberId: number, endpointId: number): Promise<WebhookDeliveryList> {
      await ownEndpoint(memberId, endpointId);
      const rows = await repo.deliveriesOf(endpointId, webhookLimits.deliveriesPageSize);
      return { list: rows.map(toDelivery) };
    },

    /** "Send again": a new delivery of the same event (same event_id), tried now, then retried like any other. */
    async resend(memberId: number, deliveryId: number): Promise<WebhookDelivery> {
      const original = await repo.deliveryOfMember(memberId, deliveryId);
      if (!original) throw AppError.notFound();
      if (original.endpoint.disabledAt) throw new AppError(ResponseCode.Conflict, "webhooks.disabled");
      const copy = await repo.insertDelivery({
        endpointId: original.endpointId,
        eventId: original.eventId,
        nextAttemptAt: clock(),
        createdAt: clock(),
        resendOf: original.id,
      });
      return attempt({ ...copy, event: original.event, endpoint: original.endpoint });
    },

    /** "Send test event": a `webhook.test` event for this endpoint only, sent now. */
    async sendTest(memberId: number, endpointId: number): Promise<WebhookDelivery> {
      const endpoint = await ownEndpoint(memberId, endpointId);
      if (endpoint.disabledAt) throw new AppError(ResponseCode.Conflict, "webhooks.disabled");
      const now = clock();
      const { event, delivery } = await inTransaction(db, async (tx) => {
        const r = webhooksRepo(tx);
        const event = await r.insertEvent({
          publicId: newEventId(),
          memberId,
          type: webhookTestEventType,
          payload: { message: "This is a test event.", endpoint_id: endpoint.id },
          occurredAt: now,
          // Never fanned out to the member's other endpoints.
          dispatchedAt: now,
        });
        const delivery = await r.insertDelivery({
          endpointId: endpoint.id,
          eventId: event.id,
          nextAttemptAt: now,
          createdAt: now,
        });
        return { event, delivery };
      });
      return attempt({ ...delivery, event, endpoint });
    },

    /**
     * The delivery job (once across processes: jobs/job-gate.ts): fans new outbox events out to
     * the endpoints subscribed to them, then sends every due delivery once.
     */
    async deliverDue(): Promise<{ dispatched: number; sent: number; succeeded: number }> {
      const now = clock();
      const dispatched = await inTransaction(db, async (tx) => {
        const r = webhooksRepo(tx);
        const events = await r.undispatchedEvents(200);
        for (const event of events) {
          for (const endpoint of await r.subscribedEndpoints(event.memberId, event.type)) {
            await r.insertDelivery({ endpointId: endpoint.id, eventId: event.id, nextAttemptAt: now, createdAt: now });
          }
        }
        await r.markDispatched(
          events.map((event) => event.id),
          now,
        );
        return events.length;
      });
      const claimed = await inTransaction(db, (tx) => webhooksRepo(tx).claimDue(now, claimLeaseMs, batchSize));
      let succeeded = 0;
      for (const delivery of claimed) {
        const full = await repo.withEventAndEndpoint(delivery.id);
        if (!full) continue;
        // The claim moved next_attempt_at; the attempt is recorded against the claimed row.
        const result = await attempt(full);
        if (result.status === "succeeded") succeeded += 1;
      }
      return { dispatched, sent: claimed.length, succeeded };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

export function newEventId(): string {
  return `evt_${randomBytes(12).toString("base64url")}`;
}

/** What a receiver gets: the event's id, type and time, and its data. */
export function deliveryBody(event: EventRow): string {
  return JSON.stringify({
    event_id: event.publicId,
    type: event.type,
    occurred_at: event.occurredAt.toISOString(),
    data: event.payload,
  });
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    secretHint: `${row.secret.slice(0, 10)}…`,
    enabled: row.disabledAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: DeliveryWithEvent): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.event.publicId,
    eventType: row.event.type,
    status: row.status as WebhookDelivery["status"],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    resendOf: row.resendOf,
    createdAt: row.createdAt.toISOString(),
  };
}
