import { randomUUID } from "node:crypto";
import type { MemberUser } from "@shop/contract";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { createLedgerWriter } from "../src/modules/traffic/ledger.ts";
import { signGatewayRequest } from "../src/modules/usage/gateway-signature.ts";
import { apiClient } from "./auth-helpers.ts";
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

export async function setCertified(server: TestServer, memberId: number, certified: boolean): Promise<void> {
  await server.database.db
    .update(tables.members)
    .set({ identificationStatus: certified ? 3 : 0, identificationType: certified ? 0 : null })
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

/** A proxy gateway calling the internal API with its id and secret. */
export function gatewayClient(server: TestServer, gatewayId: string, secret: string) {
  return {
    /** Posts a batch (an object, or a raw string to sign as it is); `headers` override the signed ones. */
    async postBatch<T = Record<string, unknown>>(
      batch: unknown,
      options: { headers?: Record<string, string | undefined>; signWith?: string } = {},
    ): Promise<GatewayAnswer<T>> {
      const body = typeof batch === "string" ? batch : JSON.stringify(batch);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "x-gateway-id": gatewayId,
        "x-signature": signGatewayRequest(options.signWith ?? secret, body),
      };
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        if (value === undefined) delete headers[name];
        else headers[name] = value;
      }
      const response = await fetch(`${server.baseUrl}/internal/usage/batches`, { method: "POST", headers, body });
      return { status: response.status, body: (await response.json()) as T };
    },

    async checkAccount<T = Record<string, unknown>>(
      username: string,
      options: { signWith?: string } = {},
    ): Promise<GatewayAnswer<T>> {
      const path = `/internal/proxy/accounts/${encodeURIComponent(username)}`;
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { "x-gateway-id": gatewayId, "x-signature": signGatewayRequest(options.signWith ?? secret, path) },
      });
      return { status: response.status, body: (await response.json()) as T };
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
