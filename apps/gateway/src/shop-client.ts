import { createHmac, randomBytes } from "node:crypto";
import {
  type AccessChanges,
  accessChangesSchema,
  type ExitCoverageReport,
  type ExitHealthReport,
  type GatewayAccount,
  type GatewayAllowlistMatch,
  type GatewayStaticIp,
  type GrantAnswer,
  gatewayAccountSchema,
  gatewayAllowlistMatchSchema,
  gatewaySignatureHeaders,
  gatewaySigningPayload,
  gatewayStaticIpSchema,
  grantAnswerSchema,
  shopTimeHeader,
  type UsageBatch,
  type UsageBatchResult,
  usageBatchResultSchema,
} from "@shop/contract";

/** The shop could not be reached or failed (5xx): worth retrying. */
export class ShopUnavailableError extends Error {}

/** The shop refused the call itself (4xx other than 404): the same call needs something fixed first. */
export class ShopRefusedError extends Error {
  readonly status: number;
  /** The shop's error code (`signature-invalid`, `invalid-batch`, …) or the status. */
  readonly reason: string;
  constructor(status: number, reason: string, message: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

/**
 * The gateway's only line to the shop: the signed /internal API
 * (docs/proxy-centre.md). Every call carries a fresh timestamp and nonce
 * inside its signature. The timestamp is the shop's time as the gateway last
 * learnt it from an answer (`X-Shop-Time`), so a gateway clock that is off
 * never gets its calls refused as expired. Several shop URLs: a call that
 * cannot reach one goes to the next.
 */
export function createShopClient(options: {
  shopUrls: string[];
  gatewayId: string;
  secret: string;
  timeoutMs?: number;
  now?: () => number;
}) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? Date.now;
  /** The shop's clock less this gateway's, from the last answer. */
  let offsetMs = 0;
  /** The URL that answered last: tried first. */
  let preferred = 0;

  function headersFor(method: string, path: string, body?: string): Record<string, string> {
    const timestamp = String(Math.round(now() + offsetMs));
    const nonce = randomBytes(16).toString("base64url");
    const signature = createHmac("sha256", options.secret)
      .update(gatewaySigningPayload({ method, path, timestamp, nonce, body }))
      .digest("hex");
    return {
      [gatewaySignatureHeaders.gatewayId]: options.gatewayId,
      [gatewaySignatureHeaders.timestamp]: timestamp,
      [gatewaySignatureHeaders.nonce]: nonce,
      [gatewaySignatureHeaders.signature]: `sha256=${signature}`,
    };
  }

  async function callOnce(
    shopUrl: string,
    method: "GET" | "POST",
    path: string,
    body?: string,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${shopUrl}${path}`, {
        method,
        headers: { ...headersFor(method, path, body), ...(body ? { "content-type": "application/json" } : {}) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ShopUnavailableError(`shop unreachable: ${(error as Error).message}`);
    }
    const shopTime = Number(response.headers.get(shopTimeHeader));
    if (Number.isFinite(shopTime) && shopTime > 0) offsetMs = shopTime - now();
    const text = await response.text();
    if (response.status >= 400 && response.status < 500 && response.status !== 404) {
      let reason = String(response.status);
      try {
        reason = String((JSON.parse(text) as { error?: unknown }).error ?? reason);
      } catch {}
      throw new ShopRefusedError(
        response.status,
        reason,
        `shop refused with ${response.status}: ${text.slice(0, 200)}`,
      );
    }
    if (response.status !== 200 && response.status !== 404) {
      throw new ShopUnavailableError(`shop answered ${response.status}: ${text.slice(0, 200)}`);
    }
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      throw new ShopUnavailableError(`shop answered ${response.status} without JSON`);
    }
  }

  async function call(method: "GET" | "POST", path: string, body?: string): Promise<{ status: number; json: unknown }> {
    let lastError: unknown;
    for (let tried = 0; tried < options.shopUrls.length; tried += 1) {
      const index = (preferred + tried) % options.shopUrls.length;
      try {
        let answer: { status: number; json: unknown };
        try {
          answer = await callOnce(options.shopUrls[index] as string, method, path, body);
        } catch (error) {
          // Our clock was off: the refusal carried the shop's time, so the same call signed again passes.
          if (!(error instanceof ShopRefusedError) || error.reason !== "signature-expired") throw error;
          answer = await callOnce(options.shopUrls[index] as string, method, path, body);
        }
        preferred = index;
        return answer;
      } catch (error) {
        lastError = error;
        if (!(error instanceof ShopUnavailableError)) throw error;
      }
    }
    throw lastError;
  }

  return {
    /** An account by name; null when the shop knows none. */
    async account(name: string): Promise<GatewayAccount | null> {
      const { status, json } = await call("GET", `/internal/proxy/accounts/${encodeURIComponent(name)}`);
      return status === 404 ? null : gatewayAccountSchema.parse(json);
    },

    /** A static IP by its proxy account; null when the shop sold none with that name. */
    async staticIp(account: string): Promise<GatewayStaticIp | null> {
      const { status, json } = await call("GET", `/internal/proxy/static-ips/${encodeURIComponent(account)}`);
      return status === 404 ? null : gatewayStaticIpSchema.parse(json);
    },

    /** The account charged for a password-less client at `ip`; null when no allowlist covers it. */
    async allowlisted(ip: string): Promise<GatewayAllowlistMatch | null> {
      const { status, json } = await call("GET", `/internal/proxy/allowlist/${encodeURIComponent(ip)}`);
      return status === 404 ? null : gatewayAllowlistMatchSchema.parse(json);
    },

    /** More bytes for an account (a grant); null when the shop knows no such account. */
    async requestGrant(account: string, bytes: number): Promise<GrantAnswer | null> {
      const { status, json } = await call("POST", "/internal/grants", JSON.stringify({ account, bytes }));
      return status === 404 ? null : grantAnswerSchema.parse(json);
    },

    /** Accounts whose access changed after `after` (none given: only the current cursor). */
    async accessChanges(after: number | null): Promise<AccessChanges> {
      const { json } = await call("GET", `/internal/access/changes${after === null ? "" : `?after=${after}`}`);
      return accessChangesSchema.parse(json);
    },

    /** Tells the shop which places this gateway's exit pools serve (the shop offers only those). */
    async reportCoverage(report: ExitCoverageReport): Promise<void> {
      await call("POST", "/internal/exits/coverage", JSON.stringify(report));
    },

    /** The exits' health (an older shop answers 404: nothing is lost, the gateway goes on). */
    async reportExitHealth(report: ExitHealthReport): Promise<void> {
      await call("POST", "/internal/exits/health", JSON.stringify(report));
    },

    /** The shop's clock less ours, as last learnt (ms). */
    clockOffsetMs: () => offsetMs,

    async postBatch(batch: UsageBatch): Promise<UsageBatchResult> {
      const { status, json } = await call("POST", "/internal/usage/batches", JSON.stringify(batch));
      if (status !== 200) throw new ShopUnavailableError(`batch refused with ${status}`);
      return usageBatchResultSchema.parse(json);
    },
  };
}

export type ShopClient = ReturnType<typeof createShopClient>;
