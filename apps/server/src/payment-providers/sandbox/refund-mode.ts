import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/**
 * How the sandbox answers the next refund calls, set by a test hook
 * (`POST /sandbox/{alipay|wechat}/hooks/refund-mode`). "timeout" plays the
 * provider that makes the refund but whose answer never arrives: the refund
 * is recorded, then the connection is dropped without a reply, so the shop
 * cannot know the outcome and must ask (or send the same refund number again).
 */
export const refundModeSchema = z.object({
  mode: z.enum(["normal", "timeout"]).default("normal"),
  /** How many refund calls the mode lasts; after them the sandbox answers normally again. */
  times: z.number().int().min(1).max(100).default(1),
  /** WeChat only: "never" sends no refund notification (the shop must query). */
  deliver: z.enum(["normal", "never"]).default("normal"),
});

export function createRefundMode() {
  let current: z.infer<typeof refundModeSchema> = { mode: "normal", times: 1, deliver: "normal" };
  let left = 0;
  return {
    set(value: z.infer<typeof refundModeSchema>) {
      current = value;
      left = value.times;
    },
    /** Whether this refund call's answer is to be lost (counts the call). */
    takeTimeout(): boolean {
      if (current.mode !== "timeout" || left <= 0) return false;
      left -= 1;
      return true;
    },
    get notifies(): boolean {
      return current.deliver === "normal";
    },
  };
}

/** No answer at all: the connection is closed as a provider that timed out would leave it. */
export function dropAnswer(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  request.raw.socket.destroy();
}
