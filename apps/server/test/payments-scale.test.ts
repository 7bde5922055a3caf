import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PayAnswer, RechargeOrder, StaticOrder, TokenPair } from "@shop/contract";
import { type DatabaseHandle, seedDemoData, tables } from "@shop/db";
import { createTestDatabase } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/modules/identity/auth/password.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { buildWechatNotification } from "../src/payment-providers/sandbox/forge.ts";
import { loadSandboxKeys, type SandboxKeys } from "../src/payment-providers/sandbox/keys.ts";
import { uniqueMobile } from "./auth-helpers.ts";
import { insertNodeWithStock } from "./orders-helpers.ts";

const GB = 1024 ** 3;
const password = "scale test passphrase";

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "fixtures/api-process.ts")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
  const { port } = JSON.parse(chunk.toString().split("\n")[0] ?? "{}") as { port: number };
  // Keep reading: a full pipe would block the child's (synchronous) log writes.
  child.stdout?.on("data", (data: Buffer) => process.stderr.write(data));
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** Starts a WeChat payment of an order: the scenario cannot go on without one. */
async function payByWechat(base: string, route: string, orderId: number, token: string): Promise<PayAnswer> {
  const pay = await call<PayAnswer>(base, "POST", route, { id: orderId, method: "wechat" }, token);
  if (pay.code !== 0) throw new Error(`${route} failed: ${pay.msg}`);
  return pay.data;
}

async function call<T>(base: string, method: string, route: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "accept-language": "en" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: T; msg: string };
}

/**
 * Two server processes on one PostgreSQL database, as production scales out:
 * duplicates of every notification land on both at once, and buyers on both
 * compete for one node's stock.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("payments at scale across two server processes (postgres)", () => {
  let database: DatabaseHandle & { url?: string };
  let keysDir: string;
  let keys: SandboxKeys;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    await seedDemoData(database.db);
    keysDir = await mkdtemp(path.join(tmpdir(), "shop-keys-"));
    const keysFile = path.join(keysDir, "payment-sandbox-keys.json");
    keys = await loadSandboxKeys({ file: keysFile });
    const env = {
      DATABASE_URL: database.url ?? "",
      // A demo on purpose, wherever TEST_DATABASE_URL points.
      ALLOW_DEMO: "true",
      DATABASE_POOL_SIZE: "10",
      PAYMENT_SANDBOX_KEYS_FILE: keysFile,
      SEED_DEMO_DATA: "false",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
    };
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill("SIGTERM");
    await Promise.all([a, b].filter(Boolean).map((server) => once(server.child, "exit")));
    await database?.close();
    if (keysDir) await rm(keysDir, { recursive: true, force: true });
  });

  async function members(count: number): Promise<string[]> {
    const hash = await hashPassword(password);
    const mobiles = Array.from({ length: count }, () => uniqueMobile());
    await database.db.insert(tables.members).values(mobiles.map((mobile) => ({ mobile, passwordHash: hash })));
    const tokens: string[] = [];
    for (let i = 0; i < mobiles.length; i += 10) {
      const batch = await Promise.all(
        mobiles.slice(i, i + 10).map((mobile, j) =>
          call<TokenPair>((i + j) % 2 ? b.baseUrl : a.baseUrl, "POST", "/app-api/member/auth/login", {
            account: mobile,
            password,
          }),
        ),
      );
      for (const login of batch) {
        if (login.code !== 0) throw new Error(`login failed: ${login.msg}`);
        tokens.push(login.data.accessToken);
      }
    }
    return tokens;
  }

  const paidNotification = (attempt: PayAnswer, n: number) =>
    buildWechatNotification(keys, {
      out_trade_no: attempt.outTradeNo,
      transaction_id: `42000${String(n).padStart(8, "0")}${Date.now()}`,
      amount: { total: attempt.total, currency: "CNY" },
    });

  async function deliverTenTimes(attempts: PayAnswer[]) {
    const statuses = await Promise.all(
      attempts.flatMap((attempt, n) => {
        const forged = paidNotification(attempt, n);
        return Array.from({ length: 10 }, (_, copy) =>
          fetch(`${copy % 2 ? b.baseUrl : a.baseUrl}/pay/notify/wechat`, {
            method: "POST",
            headers: forged.headers,
            body: forged.rawBody,
          }).then((response) => response.status),
        );
      }),
    );
    return statuses;
  }

  it("100 paid orders, each notification delivered 10 times at once to both processes: exactly 100 credits", async () => {
    const tokens = await members(100);
    const attempts: PayAnswer[] = [];
    const orders: RechargeOrder[] = [];
    for (const [i, token] of tokens.entries()) {
      const server = i % 2 ? b.baseUrl : a.baseUrl;
      const order = await call<RechargeOrder>(
        server,
        "POST",
        "/app-api/ip/recharge-order/create",
        { trafficGb: 1 + (i % 3) },
        token,
      );
      orders.push(order.data);
      attempts.push(await payByWechat(server, "/app-api/order/pay", order.data.id, token));
    }
    const statuses = await deliverTenTimes(attempts);
    expect(statuses.every((status) => status === 204)).toBe(true);

    const [credits] = await database.db
      .select({ n: sql<number>`count(*)::int`, bytes: sql<string>`sum(delta_bytes)` })
      .from(tables.trafficLedger)
      .where(eq(tables.trafficLedger.kind, "recharge"));
    const expectedBytes = orders.reduce((sum, order) => sum + order.trafficGb * GB, 0);
    expect(Number(credits?.n)).toBe(100);
    expect(BigInt(credits?.bytes ?? 0)).toBe(BigInt(expectedBytes));
    for (const [i, token] of tokens.entries()) {
      const user = await call<{ limitBalance: number }>(
        a.baseUrl,
        "GET",
        "/app-api/ip/member-user/get",
        undefined,
        token,
      );
      expect(user.data.limitBalance).toBe((orders[i]?.trafficGb ?? 0) * GB);
    }
    const anomalies = await database.db.select().from(tables.paymentAnomalies);
    expect(anomalies).toEqual([]);
    expect((await verifyLedger(database.db)).problems).toEqual([]);
  }, 180_000);

  it("200 buyers at once for a node with 100 IPs: exactly 100 sold, none twice", async () => {
    const nodeId = await insertNodeWithStock(database.db, 2, 100);
    const tokens = await members(40);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call<StaticOrder>(
          i % 2 ? b.baseUrl : a.baseUrl,
          "POST",
          "/app-api/ip/static-order/create",
          { nodeId, days: 30, count: 1 },
          tokens[i % 40],
        ).then((answer) => ({ answer, token: tokens[i % 40] as string, server: i % 2 ? b.baseUrl : a.baseUrl })),
      ),
    );
    const sold = results.filter((r) => r.answer.code === 0);
    const refused = results.filter((r) => r.answer.code !== 0);
    expect(sold).toHaveLength(100);
    expect(new Set(refused.map((r) => r.answer.msg))).toEqual(new Set(["Only 0 IPs are left in this region"]));

    const attempts: PayAnswer[] = [];
    for (const { answer, token, server } of sold) {
      attempts.push(await payByWechat(server, "/app-api/order/staticPay", answer.data.id, token));
    }
    const statuses = await deliverTenTimes(attempts);
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    const ips = await database.db
      .select({ poolIpId: tables.staticIps.poolIpId, outIp: tables.staticIps.outIp })
      .from(tables.staticIps)
      .where(eq(tables.staticIps.nodeId, nodeId));
    expect(ips).toHaveLength(100);
    expect(new Set(ips.map((ip) => ip.outIp)).size).toBe(100);
    const pool = await database.db
      .select({ status: tables.staticIpPool.status, n: sql<number>`count(*)::int` })
      .from(tables.staticIpPool)
      .where(eq(tables.staticIpPool.nodeId, nodeId))
      .groupBy(tables.staticIpPool.status);
    expect(pool.map((row) => [row.status, Number(row.n)])).toEqual([["allocated", 100]]);
  }, 180_000);
});
