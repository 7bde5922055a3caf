import { usageBatchSchema } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isValidGatewaySignature } from "./gateway-signature.ts";
import { UsageBatchError, type UsageService } from "./service.ts";

/** A batch of 5 000 records is about 0.6 MB of JSON; room for long account names. */
const batchBodyLimit = 4 * 1024 * 1024;

/** A refusal of an internal call: HTTP status and a stable error code, answered as `{error, message}`. */
class InternalApiError extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, message: string) {
    super(message);
    this.status = status;
    this.error = error;
  }
}

/**
 * The calls proxy gateways make (not under /app-api, no login): usage batches
 * and account checks, signed with the gateway's secret (gateway-signature.ts).
 * Plain HTTP statuses: 200, 400 bad body, 401 signature, 404 unknown account,
 * 413 too large, 415 not JSON.
 */
export async function usageInternalRoutes(
  app: FastifyInstance,
  opts: { usage: UsageService; gatewaySecrets: ReadonlyMap<string, string> },
) {
  // The signature covers the raw bytes, so this plugin reads JSON bodies itself, after checking it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: batchBodyLimit }, (_r, body, done) =>
    done(null, body),
  );

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof InternalApiError) {
      return reply.status(error.status).send({ error: error.error, message: error.message });
    }
    if (error instanceof UsageBatchError) {
      return reply.status(400).send({ error: "invalid-batch", message: error.reason });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? "bad-request", message: error.message });
    }
    request.log.error({ err: error }, "internal call failed");
    return reply.status(500).send({ error: "server-error", message: `request ${request.id} failed` });
  });

  /** The calling gateway, once its signature over `payload` checks out. */
  function authenticate(request: FastifyRequest, payload: string | Buffer): string {
    const gatewayId = request.headers["x-gateway-id"];
    const signature = request.headers["x-signature"];
    if (typeof gatewayId !== "string" || typeof signature !== "string") {
      throw new InternalApiError(401, "signature-missing", "X-Gateway-Id and X-Signature are required");
    }
    const secret = opts.gatewaySecrets.get(gatewayId);
    if (!secret) {
      request.log.warn({ gatewayId }, "usage call from an unknown gateway");
      throw new InternalApiError(401, "unknown-gateway", "this gateway is not configured");
    }
    if (!isValidGatewaySignature(secret, payload, signature)) {
      request.log.warn({ gatewayId }, "usage call with a wrong signature");
      throw new InternalApiError(401, "signature-invalid", "the signature does not match");
    }
    return gatewayId;
  }

  app.post("/internal/usage/batches", async (request: FastifyRequest, reply: FastifyReply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const gatewayId = authenticate(request, body);
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      throw new InternalApiError(400, "invalid-json", "the body is not valid JSON");
    }
    const parsed = usageBatchSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InternalApiError(400, "invalid-batch", `${issue?.path.join(".") || "body"}: ${issue?.message}`);
    }
    const result = await opts.usage.ingestBatch(gatewayId, parsed.data);
    request.log.info(
      { gatewayId, batchId: result.batchId, duplicate: result.duplicate, records: parsed.data.records.length },
      "usage batch received",
    );
    return reply.send(result);
  });

  app.get<{ Params: { username: string } }>("/internal/proxy/accounts/:username", async (request, reply) => {
    authenticate(request, request.url);
    const account = await opts.usage.checkAccountForGateway(request.params.username);
    if (!account) throw new InternalApiError(404, "unknown-account", "no proxy account has this name");
    return reply.header("cache-control", "no-store").send(account);
  });
}
