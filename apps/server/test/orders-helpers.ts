import type { TokenPair } from "@shop/contract";
import { type Database, tables } from "@shop/db";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../src/modules/identity/auth/password.ts";
import { apiClient, uniqueMobile } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

const password = "orders test passphrase";
let passwordHash: Promise<string> | undefined;

/**
 * Members made straight in the database (registration has its own tests), each
 * logged in through the real login call; returns their access tokens.
 */
export async function quickMembers(server: TestServer, count: number): Promise<string[]> {
  passwordHash ??= hashPassword(password);
  const hash = await passwordHash;
  const mobiles = Array.from({ length: count }, () => uniqueMobile());
  await server.database.db.insert(tables.members).values(mobiles.map((mobile) => ({ mobile, passwordHash: hash })));
  const api = apiClient(server);
  const tokens: string[] = [];
  for (const mobile of mobiles) {
    const login = await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password });
    if (login.code !== 0) throw new Error(`login failed: ${login.msg}`);
    tokens.push(login.data.accessToken);
  }
  return tokens;
}

/** A node of its own with `ips` available IPs, so stock tests do not share the demo pools. */
export async function nodeWithStock(server: TestServer, resourceType: number, ips: number): Promise<number> {
  return insertNodeWithStock(server.database.db, resourceType, ips);
}

/** `nodeWithStock` on a database without a test server in front of it. */
export async function insertNodeWithStock(db: Database, resourceType: number, ips: number): Promise<number> {
  const [node] = await db
    .insert(tables.staticNodes)
    .values({
      resourceType,
      countryCode: "DE",
      regionNameZh: "德国法兰克福",
      regionNameEn: "Frankfurt, Germany",
      priceFenPer30Days: 3000,
    })
    .returning({ id: tables.staticNodes.id });
  const nodeId = node?.id ?? 0;
  if (ips > 254) throw new Error("one /24 per node: at most 254 IPs");
  await db.insert(tables.staticIpPool).values(
    Array.from({ length: ips }, (_, i) => ({
      nodeId,
      host: `de${nodeId}.gate.example`,
      port: 20000 + i,
      // 198.18.0.0/15 is reserved for benchmarks: never a real customer's address.
      outIp: `198.${18 + (Math.floor(nodeId / 256) % 2)}.${nodeId % 256}.${i + 1}`,
    })),
  );
  return nodeId;
}

/** The payment sandbox's hooks and the providers' notification endpoints of a test server, over HTTP. */
export function paymentCalls(server: TestServer) {
  return {
    /** Acts at the sandbox (pay, cancel, deliver a notification) as a buyer at the cashier would. */
    async sandbox(path: string, body: unknown) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    /** Posts a (forged or signed) provider notification exactly as given. */
    async notify(method: "alipay" | "wechat", forged: { headers: Record<string, string>; rawBody: string }) {
      const response = await fetch(`${server.baseUrl}/pay/notify/${method}`, {
        method: "POST",
        headers: forged.headers,
        body: forged.rawBody,
      });
      return { status: response.status, body: await response.text() };
    },
  };
}

/** How many of a node's pool IPs are in each status, e.g. { available: 2, reserved: 3 }. */
export async function poolIpsByStatus(server: TestServer, nodeId: number): Promise<Record<string, number>> {
  const rows = await server.database.db
    .select({ status: tables.staticIpPool.status, n: sql<number>`count(*)::int` })
    .from(tables.staticIpPool)
    .where(eq(tables.staticIpPool.nodeId, nodeId))
    .groupBy(tables.staticIpPool.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
