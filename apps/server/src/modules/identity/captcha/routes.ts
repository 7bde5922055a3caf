import { captchaCalls, ResponseCode } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import type { CaptchaService } from "./service.ts";

/** Drawing a puzzle costs real CPU: a person never needs more than a few a minute. */
const puzzlesPerIpPerMinute = 30;

export async function captchaRoutes(app: FastifyInstance, opts: { captcha: CaptchaService; rateLimiter: RateLimiter }) {
  // Puzzles and tokens are single-use: no cache may keep or replay them. (The hook stays inside this plugin.)
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // The body is checked (by its schema) before the limit counts, as before: a malformed call costs no puzzle.
  serveEndpoint(app, captchaCalls.getPuzzle, async (_input, request) => {
    const usage = await opts.rateLimiter.hit(`captcha-ip:${request.ip}`, puzzlesPerIpPerMinute, 60);
    if (!usage.allowed) throw new AppError(ResponseCode.TooManyRequests, "errors.tooManyRequests");
    return opts.captcha.getPuzzle(request.ip);
  });
  serveEndpoint(app, captchaCalls.checkPuzzle, ({ body }, request) => opts.captcha.check(body, request.ip));
}
