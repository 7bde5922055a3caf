import { specialPurposeRangeOf } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { MovableClock } from "./clock.ts";

const advanceBody = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600),
});

/**
 * Demo servers started with TEST_CLOCK=true only (config refuses it in production): the browser tests
 * move this server's clock forward. Answered only to loopback clients.
 */
export async function testClockRoutes(app: FastifyInstance, opts: { clock: MovableClock }) {
  app.post("/sandbox/clock", async (request, reply) => {
    // The peer itself, not X-Forwarded-For: the contract's ranges read IPv4-mapped addresses too.
    if (specialPurposeRangeOf(request.socket.remoteAddress ?? "")?.kind !== "loopback") {
      return reply.code(403).send({ error: "loopback only" });
    }
    const parsed = advanceBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: "advanceSeconds: a whole number of seconds, 1 to 604800" });
    opts.clock.advance(parsed.data.advanceSeconds * 1000);
    reply.header("cache-control", "no-store");
    return { now: opts.clock.now().toISOString(), offsetSeconds: opts.clock.offsetMs() / 1000 };
  });
}
