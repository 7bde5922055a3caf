import type { FastifyInstance } from "fastify";
import type { OutboxRepo } from "./outbox-repo.ts";
import { toE164 } from "./phone-number.ts";

/**
 * Demo mode only (never mounted in production): the outbox, so a newcomer
 * trying the shop, and the browser tests, can read the codes that were "sent".
 */
export async function sandboxOutboxRoutes(app: FastifyInstance, opts: { outbox: OutboxRepo }) {
  app.get<{ Querystring: { recipient?: string | string[] } }>("/sandbox/outbox", async (request, reply) => {
    // `?recipient=a&recipient=b` arrives as an array: the first one is asked for.
    const asked = request.query.recipient;
    const recipient = (Array.isArray(asked) ? asked[0] : asked)?.trim().toLowerCase();
    // SMS is addressed in E.164: "13800138000" and "+1 415 555 2671" find their messages too.
    const addressed = recipient ? (toE164(recipient) ?? recipient) : undefined;
    const rows = addressed
      ? await opts.outbox.findLatest(addressed).then((row) => (row ? [row] : []))
      : await opts.outbox.listRecent(50);
    reply.header("cache-control", "no-store");
    return {
      messages: rows.map((row) => ({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
}
