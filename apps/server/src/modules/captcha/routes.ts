import { captchaCheckRequestSchema, captchaGetRequestSchema, ok } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../http/validation.ts";
import type { CaptchaService } from "./service.ts";

export async function captchaRoutes(app: FastifyInstance, opts: { captcha: CaptchaService }) {
  // Puzzles and tokens are single-use: no cache may keep or replay them. (The hook stays inside this plugin.)
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post("/app-api/system/captcha/get", async (request) => {
    parseInput(captchaGetRequestSchema, request.body);
    return ok(await opts.captcha.getPuzzle(request.ip));
  });

  app.post("/app-api/system/captcha/check", async (request) => {
    const input = parseInput(captchaCheckRequestSchema, request.body);
    return ok(await opts.captcha.check(input, request.ip));
  });
}
