import { captchaCheckRequestSchema, captchaGetRequestSchema, ok, ResponseCode } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { parseInput } from "../../http/validation.ts";
import type { RateLimiter } from "../../lib/rate-limiter.ts";
import type { CaptchaService } from "./service.ts";

/** Drawing a puzzle costs real CPU: a person never needs more than a few a minute. */
export const puzzlesPerIpPerMinute = 30;

export async function captchaRoutes(app: FastifyInstance, opts: { captcha: CaptchaService; rateLimiter: RateLimiter }) {
  // Puzzles and tokens are single-use: no cache may keep or replay them. (The hook stays inside this plugin.)
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post("/app-api/system/captcha/get", async (request) => {
    parseInput(captchaGetRequestSchema, request.body);
    const usage = await opts.rateLimiter.hit(`captcha-ip:${request.ip}`, puzzlesPerIpPerMinute, 60);
    if (!usage.allowed) throw new AppError(ResponseCode.TooManyRequests, "errors.tooManyRequests");
    return ok(await opts.captcha.getPuzzle(request.ip));
  });

  app.post("/app-api/system/captcha/check", async (request) => {
    const input = parseInput(captchaCheckRequestSchema, request.body);
    return ok(await opts.captcha.check(input, request.ip));
  });
}
