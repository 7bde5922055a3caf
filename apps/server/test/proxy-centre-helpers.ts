import { randomUUID } from "node:crypto";
import type { MemberUser, ProxyAccount } from "@shop/contract";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { signGatewayCall } from "../src/modules/proxy/usage/gateway-signature.ts";
import { apiClient, startWithApi } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

export interface TestMember {
  token: string;
  memberId: number;
}

/**
 * Logged-in members; `certified` ones have passed real-name verification
 * (set in the database: the verification flow has its own tests).
 */
export async function makeMembers(
  server: TestServer,
  count: number,
  options: { certified: boolean },
): Promise<TestMember[]> {
  const api = apiClient(server);
  const members: TestMember[] = [];
  for (const token of await quickMembers(server, count)) {
    const me = await api.get<MemberUser>("/app-api/ip/member-user/get", { token });
    if (options.certified) await setCertified(server, me.data.id, true);
    members.push({ token, memberId: me.data.id });
  }
  return members;
}

/** A certified member with `traffic` bytes and one sub-account (`accountFields` go into its create call). */
export async function memberWithAccount(
  server: TestServer,
  traffic: bigint,
  accountFields: Record<string, unknown> = {},
): Promise<TestMember & { account: ProxyAccount }> {
  const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
  if (traffic > 0n) await grantTraffic(server, member.memberId, traffic);
  const created = await apiClient(server).post<ProxyAccount>(
    "/app-api/ip/proxy-account/create",
    { username: uniqueUsername(), ...accountFields },
    { token: member.token },
  );
  if (created.code !== 0) throw new Error(created.msg);
  return { ...member, account: created.data };
}

export async function setCertified(server: TestServer, memberId: number, certified: boolean): Promise<void> {
  await server.database.db
    .update(tables.members)
    .set({ certificationStatus: certified ? 3 : 0, certificationType: certified ? 0 : null })
    .where(eq(tables.members.id, memberId));
}

/** Adds traffic the way an operator's adjustment does (a ledger row of its own). */
export async function grantTraffic(server: TestServer, memberId: number, bytes: bigint): Promise<void> {
  await createLedgerWriter(server.database.db).book([
    { memberId, kind: "adjustment", deltaBytes: bytes, cause: `test:${randomUUID()}` },
  ]);
}

/** A member's ledger balance, read the way the traffic module sums it. */
export async function balanceOf(server: TestServer, memberId: number): Promise<bigint> {
  return createLedgerWriter(server.database.db).balance(memberId);
}

export interface GatewayAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** How a test bends a signed call: another secret, another clock, header overrides. */
export interface SigningOptions {
  signWith?: string;
  /** The signing time (ms since 1970); now by default. */
  at?: number;
  /** Replace or (undefined) drop signed headers. */
  headers?: Record<string, string | undefined>;
}

/** The gateways the usage tests sign as; the second one's valid secret must not sign for the first. */
export const usageGateway = { id: "gw-test-1", secret: "test-gateway-secret-0123456789" };
export const otherUsageGateway = { id: "gw-test-2", secret: "another-gateway-secret-98765" };

/** A server that takes usage batches from both test gateways, with clients for the API and the first gateway. */
export async function startUsageServer(kind: Parameters<typeof startWithApi>[0]) {
  const { server, api } = await startWithApi(kind, undefined, {
    env: {
      USAGE_GATEWAY_SECRETS: `${usageGateway.id}:${usageGateway.secret},${otherUsageGateway.id}:${otherUsageGateway.secret}`,
      LOW_TRAFFIC_THRESHOLD_GB: "2",
      // The dashboard tests report hours of a fixed day in November 2026.
      USAGE_MAX_RECORD_AGE_HOURS: "2208",
    },
  });
  return { server, api, gateway: gatewayClient(server, usageGateway.id, usageGateway.secret) };
}

/** A proxy gateway calling the internal API with its id and secret. */
export function gatewayClient(server: TestServer, gatewayId: string, secret: string) {
  const headersFor = (call: { method: string; path: string; body?: string }, options: SigningOptions) => {
    const headers: Record<string, string> = signGatewayCall(gatewayId, options.signWith ?? secret, call, options.at);
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    return headers;
  };
  const get = async <T>(path: string, options: SigningOptions): Promise<GatewayAnswer<T>> => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: headersFor({ method: "GET", path }, options) });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    /** The headers of a signed call, to send by hand (replays, tampering). */
    headersFor,

    /** Posts a batch (an object, or a raw string to sign as it is). */
    async postBatch<T = Record<string, unknown>>(
      batch: unknown,
      options: SigningOptions = {},
    ): Promise<GatewayAnswer<T>> {
      const body = typeof batch === "string" ? batch : JSON.stringify(batch);
      const path = "/internal/usage/batches";
      const headers = { "content-type": "application/json", ...headersFor({ method: "POST", path, body }, options) };
      const response = await fetch(`${server.baseUrl}${path}`, { method: "POST", headers, body });
      return { status: response.status, body: (await response.json()) as T };
    },

    /** Asks for a byte grant, as a gateway does before moving an account's bytes. */
    async requestGrant<T = Record<string, unknown>>(
      account: string,
      bytes: number,
      options: SigningOptions = {},
    ): Promise<GatewayAnswer<T>> {
      const body = JSON.stringify({ account, bytes });
      const path = "/internal/grants";
      const headers = { "content-type": "application/json", ...headersFor({ method: "POST", path, body }, options) };
      const response = await fetch(`${server.baseUrl}${path}`, { method: "POST", headers, body });
      return { status: response.status, body: (await response.json()) as T };
    },

    /** Reports the gateway's exit coverage (POST /internal/exits/coverage). */
    async reportCoverage<T = Record<string, unknown>>(
      report: unknown,
      options: SigningOptions = {},
    ): Promise<GatewayAnswer<T>> {
      const body = JSON.stringify(report);
      const path = "/internal/exits/coverage";
      const headers = { "content-type": "application/json", ...headersFor({ method: "POST", path, body }, options) };
      const response = await fetch(`${server.baseUrl}${path}`, { method: "POST", headers, body });
      return { status: response.status, body: (await response.json()) as T };
    },

    async checkAccount<T = Record<string, unknown>>(
      username: string,
      options: SigningOptions = {},
    ): Promise<GatewayAnswer<T>> {
      return get<T>(`/internal/proxy/accounts/${encodeURIComponent(username)}`, options);
    },

    async checkAllowlist<T = Record<string, unknown>>(
      ip: string,
      options: SigningOptions = {},
    ): Promise<GatewayAnswer<T>> {
      return get<T>(`/internal/proxy/allowlist/${encodeURIComponent(ip)}`, options);
    },

    async checkStaticIp<T = Record<string, unknown>>(
      account: string,
      options: SigningOptions = {},
    ): Promise<GatewayAnswer<T>> {
      return get<T>(`/internal/proxy/static-ips/${encodeURIComponent(account)}`, options);
    },
  };
}

let batchCounter = 0;
/** A batch id no other test uses. */
export function newBatchId(): string {
  batchCounter += 1;
  return `test-${Date.now()}-${batchCounter}-${randomUUID().slice(0, 8)}`;
}

let usernameCounter = 0;
/** A valid sub-account username no other test uses. */
export function uniqueUsername(prefix = "acct"): string {
  usernameCounter += 1;
  return `${prefix}_${Date.now().toString(36)}${usernameCounter}`.slice(0, 32);
}
