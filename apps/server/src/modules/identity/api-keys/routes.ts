import { apiKeysCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { ApiKeysService } from "./service.ts";

/** Managing a member's API keys: browser sessions only (these calls declare no scope). */
export async function apiKeysRoutes(app: FastifyInstance, opts: { apiKeys: ApiKeysService }) {
  const { apiKeys } = opts;
  const calls = apiKeysCalls;
  app.addHook("onSend", async (_request, reply) => {
    // A created key's secret must not stay in any cache.
    reply.header("cache-control", "private, no-store");
  });
  serveEndpoint(app, calls.listApiKeys, async (_input, request) => apiKeys.list(currentMember(request).memberId));
  serveEndpoint(app, calls.createApiKey, async ({ body }, request) =>
    apiKeys.create(currentMember(request).memberId, body),
  );
  serveEndpoint(app, calls.revokeApiKey, async ({ body }, request) =>
    apiKeys.revoke(currentMember(request).memberId, body.id),
  );
}
