import { createHmac, randomBytes } from "node:crypto";
import {
  type GatewayAccount,
  type GatewayAllowlistMatch,
  type GatewayStaticIp,
  gatewayAccountSchema,
  gatewayAllowlistMatchSchema,
  gatewaySignatureHeaders,
  gatewaySigningPayload,
  gatewayStaticIpSchema,
  type UsageBatch,
  type UsageBatchResult,
  usageBatchResultSchema,
} from "@shop/contract";

/** The shop could not be reached or failed (5xx): worth retrying. */
class ShopUnavailableError extends Error {}

/** The shop refused the call itself (4xx other than 404): retrying the same call will not help. */
export class ShopRefusedError extends Error {}

/**
 * The gateway's only line to the shop: the signed /internal API
 * (docs/proxy-centre.md). Every call carries a fresh timestamp and nonce
 * inside its signature.
 */
export function createShopClient(options: { shopUrl: string; gatewayId: string; secret: string; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? 5_000;

  function headersFor(method: string, path: string, body?: string): Record<string, string> {
    const timestamp = String(Date.now());
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

  async function call(method: "GET" | "POST", path: string, body?: string): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${options.shopUrl}${path}`, {
        method,
        headers: { ...headersFor(method, path, body), ...(body ? { "content-type": "application/json" } : {}) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ShopUnavailableError(`shop unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status >= 400 && response.status < 500 && response.status !== 404) {
      throw new ShopRefusedError(`shop refused with ${response.status}: ${text.slice(0, 200)}`);
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

    async postBatch(batch: UsageBatch): Promise<UsageBatchResult> {
      const { status, json } = await call("POST", "/internal/usage/batches", JSON.stringify(batch));
      if (status !== 200) throw new ShopUnavailableError(`batch refused with ${status}`);
      return usageBatchResultSchema.parse(json);
    },
  };
}

export type ShopClient = ReturnType<typeof createShopClient>;
