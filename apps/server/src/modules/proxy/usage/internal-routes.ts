import {
  exitCoverageReportSchema,
  exitHealthReportSchema,
  type GatewayStaticIp,
  gatewaySignatureHeaders,
  grantRequestSchema,
  shopTimeHeader,
  usageBatchSchema,
} from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ExitCoverageService } from "../exit-coverage/service.ts";
import type { ExitHealthService } from "../exit-health/service.ts";
import { NonceMemory, verifyGatewayCall } from "./gateway-signature.ts";
import { UsageBatchError, type UsageService } from "./service.ts";

/** A batch of 5 000 records is about 0.6 MB of JSON (more with domains); room for long account names. */
const batchBodyLimit = 8 * 1024 * 1024;

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

const publicMessageOf = {
  "too-large": "the body is too large",
  "unsupported-media-type": "send application/json",
  "bad-request": "the request is not valid",
} as const;

const signatureMessages = {
  "signature-missing": "X-Gateway-Id, X-Gateway-Timestamp, X-Gateway-Nonce and X-Signature are required",
  "signature-invalid": "the signature does not match",
  "signature-expired": "the timestamp is more than 5 minutes away from the shop's clock",
  "signature-replayed": "this nonce was used before",
} as const;

/**
 * The calls proxy gateways make (not under /app-api, no login): usage batches,
 * account checks and allowlist lookups, signed with the gateway's secret
 * (gateway-signature.ts). Plain HTTP statuses: 200, 400 bad body, 401
 * signature, 404 unknown account, 413 too large, 415 not JSON.
 */
export async function usageInternalRoutes(
  app: FastifyInstance,
  opts: {
    usage: UsageService;
    gatewaySecrets: ReadonlyMap<string, string>;
    /** Static IPs by proxy account (the orders module's records). */
    staticIps: { findByAccount(account: string): Promise<GatewayStaticIp | null> };
    /** Where the gateways' exit coverage is kept (the shop offers only places it serves). */
    exitCoverage: Pick<ExitCoverageService, "record">;
    exitHealth: Pick<ExitHealthService, "record">;
    now?: () => number;
  },
) {
  const now = opts.now ?? Date.now;
  const nonces = new NonceMemory();
  // The signature covers the raw bytes, so this plugin reads JSON bodies itself, after checking it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: batchBodyLimit }, (_r, body, done) =>
    done(null, body),
  );

  // Every answer, refusals included, carries the shop's clock: a gateway whose clock is off signs
  // its next call with the shop's time instead of having it refused as expired.
  app.addHook("onSend", async (_request, reply) => {
    reply.header(shopTimeHeader, String(now()));
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof InternalApiError) {
      return reply.status(error.status).send({ error: error.error, message: error.message });
    }
    if (error instanceof UsageBatchError) {
      return reply.status(400).send({ error: "invalid-batch", message: error.reason });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Our own codes only: a framework's internal error names tell a caller nothing useful.
      const code = status === 413 ? "too-large" : status === 415 ? "unsupported-media-type" : "bad-request";
      return reply.status(status).send({ error: code, message: publicMessageOf[code] });
    }
    request.log.error({ err: error }, "internal call failed");
    return reply.status(500).send({ error: "server-error", message: `request ${request.id} failed` });
  });

  /** The calling gateway, once its signature over the call checks out. */
  function authenticate(request: FastifyRequest, body?: Buffer): string {
    const header = (name: string) => request.headers[name];
    const gatewayId = header(gatewaySignatureHeaders.gatewayId);
    if (typeof gatewayId !== "string" || typeof header(gatewaySignatureHeaders.signature) !== "string") {
      throw new InternalApiError(401, "signature-missing", signatureMessages["signature-missing"]);
    }
    const secret = opts.gatewaySecrets.get(gatewayId);
    if (!secret) {
      request.log.warn({ gatewayId }, "internal call from an unknown gateway");
      throw new InternalApiError(401, "unknown-gateway", "this gateway is not configured");
    }
    const problem = verifyGatewayCall(
      secret,
      {
        method: request.method,
        path: request.url,
        body,
        timestamp: header(gatewaySignatureHeaders.timestamp),
        nonce: header(gatewaySignatureHeaders.nonce),
        signature: header(gatewaySignatureHeaders.signature),
      },
      nonces,
      now(),
    );
    if (problem) {
      request.log.warn({ gatewayId, problem }, "internal call refused");
      throw new InternalApiError(401, problem, signatureMessages[problem]);
    }
    return gatewayId;
  }

  /** The signed JSON body of a POST, parsed with `schema`; 400 names the first problem. */
  function parseSignedBody<T>(
    request: FastifyRequest,
    schema: {
      safeParse(
        value: unknown,
      ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    },
    invalidCode = "invalid-body",
  ): { gatewayId: string; body: T } {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const gatewayId = authenticate(request, raw);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new InternalApiError(400, "invalid-json", "the body is not valid JSON");
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InternalApiError(400, invalidCode, `${issue?.path.join(".") || "body"}: ${issue?.message}`);
    }
    return { gatewayId, body: parsed.data };
  }

  app.post("/internal/usage/batches", async (request: FastifyRequest, reply: FastifyReply) => {
    const { gatewayId, body: batch } = parseSignedBody(request, usageBatchSchema, "invalid-batch");
    const result = await opts.usage.ingestBatch(gatewayId, batch);
    request.log.info(
      { gatewayId, batchId: result.batchId, duplicate: result.duplicate, records: batch.records.length },
      "usage batch received",
    );
    return reply.send(result);
  });

  app.post("/internal/exits/coverage", async (request: FastifyRequest, reply: FastifyReply) => {
    const { gatewayId, body } = parseSignedBody(request, exitCoverageReportSchema, "invalid-coverage");
    await opts.exitCoverage.record(gatewayId, body);
    request.log.info({ gatewayId, pools: body.pools.length }, "exit coverage received");
    return reply.header("cache-control", "no-store").send({ ok: true });
  });

  app.post("/internal/exits/health", async (request: FastifyRequest, reply: FastifyReply) => {
    const { gatewayId, body } = parseSignedBody(request, exitHealthReportSchema, "invalid-exit-health");
    await opts.exitHealth.record(gatewayId, body);
    request.log.info(
      { gatewayId, exits: body.exits.length, down: body.exits.filter((exit) => !exit.up).length },
      "exit health received",
    );
    return reply.header("cache-control", "no-store").send({ ok: true });
  });

  app.post("/internal/grants", async (request: FastifyRequest, reply: FastifyReply) => {
    const { gatewayId, body } = parseSignedBody(request, grantRequestSchema);
    const answer = await opts.usage.requestGrant(gatewayId, body);
    if (!answer) throw new InternalApiError(404, "unknown-account", "no proxy account has this name");
    return reply.header("cache-control", "no-store").send(answer);
  });

  // Every gateway polls this twice a second: its requests are logged at warn and above only (errors
  // still are), or they would be most of the shop's log.
  app.get<{ Querystring: { after?: string } }>(
    "/internal/access/changes",
    { logLevel: "warn" },
    async (request, reply) => {
      authenticate(request);
      const after = request.query.after;
      if (after !== undefined && !/^\d{1,15}$/.test(after)) {
        throw new InternalApiError(400, "invalid-cursor", "after must be a change number");
      }
      const changes = await opts.usage.accessChangesSince(after === undefined ? undefined : Number(after));
      return reply.header("cache-control", "no-store").send(changes);
    },
  );

  app.get<{ Params: { username: string } }>("/internal/proxy/accounts/:username", async (request, reply) => {
    authenticate(request);
    const account = await opts.usage.checkAccountForGateway(request.params.username);
    if (!account) throw new InternalApiError(404, "unknown-account", "no proxy account has this name");
    return reply.header("cache-control", "no-store").send(account);
  });

  app.get<{ Params: { account: string } }>("/internal/proxy/static-ips/:account", async (request, reply) => {
    authenticate(request);
    const found = await opts.staticIps.findByAccount(request.params.account);
    if (!found) throw new InternalApiError(404, "unknown-static-ip", "no static IP has this account");
    return reply.header("cache-control", "no-store").send(found);
  });

  app.get<{ Params: { ip: string } }>("/internal/proxy/allowlist/:ip", async (request, reply) => {
    authenticate(request);
    const match = await opts.usage.checkAllowlistForGateway(request.params.ip);
    if (!match) throw new InternalApiError(404, "not-allowlisted", "no member allows this address");
    return reply.header("cache-control", "no-store").send(match);
  });
}
