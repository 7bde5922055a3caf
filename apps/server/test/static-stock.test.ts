import type { ExchangeQuote, MemberUser, RenewableIp, StaticIp, StaticNode, StaticOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { runOrdersCommand } from "../src/modules/commerce/orders/ops-commands.ts";
import type { OrdersService } from "../src/modules/commerce/orders/service.ts";
import { type ApiClient, apiClient, startWithApi } from "./auth-helpers.ts";
import { nodeWithStock, poolIpsByStatus, quickMembers } from "./orders-helpers.ts";
import { setCertified } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** Small limits, so each one is reached in a few calls. */
const env = {
  STATIC_RESERVATION_MAX_IPS: "20",
  STATIC_RESERVATION_MAX_NODE_SHARE_PERCENT: "50",
  STATIC_RESERVATION_MINUTES: "10",
  MAX_WAITING_ORDERS: "5",
  STATIC_EXCHANGES_PER_IP_PER_DAY: "2",
  STATIC_EXCHANGES_PER_MEMBER_PER_DAY: "3",
  STATIC_IP_RECLAIM_GRACE_DAYS: "3",
};
const day = 24 * 3600_000;

describe.each(testDatabaseKinds())("static stock (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  /** The service the server runs, on the same database: pays orders the way a payment notification does. */
  let orders: OrdersService;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, { env }));
    orders = server.services.orders;
  });
  afterAll(() => server?.close());

  const memberId = async (token: string) =>
    (await api.get<MemberUser>("/app-api/ip/member-user/get", { token })).data.id;
  const buy = (token: string, nodeId: number, count: number, language = "en") =>
    api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count }, { token, language });
  const pay = (order: { id: number; amount: number }, paidAt = new Date()) =>
    inTransaction(server.database.db, (tx) =>
      orders.fulfilInTransaction(tx, "static", order.id, {
        method: "alipay",
        handlingFeeFen: 0,
        payAmountFen: order.amount,
        paidAt,
      }),
    );
  const myIps = async (token: string) =>
    (await api.get<{ list: StaticIp[]; total: number }>("/app-api/ip/static-order-item/page", { token })).data.list;
  const myOrders = async (token: string) =>
    (await api.get<{ list: StaticOrder[] }>("/app-api/ip/static-order/page", { token })).data.list;
  const nodeStock = async (nodeId: number) =>
    (await api.get<StaticNode[]>("/app-api/ip/static-isp/node?type=2")).data.find((node) => node.id === nodeId)?.stock;
  const poolStatus = (nodeId: number) => poolIpsByStatus(server, nodeId);
  /** Runs out every reservation of an order, as if its reservation time had passed. */
  const runOutReservation = (orderId: number) =>
    server.database.db
      .update(tables.staticIpPool)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(tables.staticIpPool.reservedByOrderId, orderId));

  describe("a database failure while creating an order", () => {
    it("answers the server-error message with a request id, not 'package unavailable'", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const db = server.database.db;
      await db.execute(sql`alter table traffic_packages rename to traffic_packages_away`);
      try {
        const answer = await api.post("/app-api/ip/recharge-order/create", { packageId: 1 }, { token });
        expect(answer.code).toBe(500);
        expect(answer.msg).toMatch(/request ID [0-9a-f-]{36}/);
        expect(answer.msg).not.toContain("no longer on sale");
      } finally {
        await db.execute(sql`alter table traffic_packages_away rename to traffic_packages`);
      }
      // A package that does not exist is still told as unavailable.
      const missing = await api.post("/app-api/ip/recharge-order/create", { packageId: 99_999 }, { token });
      expect(missing).toMatchObject({ code: 400, msg: "This package is no longer on sale" });
    });
  });

  describe("hoarding", () => {
    it("caps the IPs a member's unpaid orders hold, over all nodes", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const a = await nodeWithStock(server, 2, 40);
      const b = await nodeWithStock(server, 2, 40);
      expect((await buy(token, a, 15)).code).toBe(0);
      const refused = await buy(token, b, 6);
      expect(refused).toMatchObject({
        code: 400,
        msg: "Your unpaid orders already hold 15 static IPs (at most 20); pay or wait for them to close first",
      });
      expect((await buy(token, b, 6, "zh-CN")).msg).toBe(
        "您的未支付订单已占用 15 个静态 IP（上限 20 个），请先支付或等待其关闭",
      );
      expect(await poolStatus(b)).toEqual({ available: 40 });
      // Within the cap it goes through.
      expect((await buy(token, b, 5)).code).toBe(0);
    });

    it("caps a member's share of one node's stock", async () => {
      const [token, other] = (await quickMembers(server, 2)) as [string, string];
      const node = await nodeWithStock(server, 2, 20);
      expect((await buy(token, node, 8)).code).toBe(0);
      const refused = await buy(token, node, 3);
      expect(refused).toMatchObject({
        code: 400,
        msg: "Your unpaid orders may hold at most 10 IPs of this region (you hold 8); pay for them first",
      });
      expect((await buy(token, node, 3, "zh-CN")).msg).toBe(
        "您的未支付订单在该地区最多可占用 10 个 IP（已占用 8 个），请先完成支付",
      );
      expect(await poolStatus(node)).toEqual({ available: 12, reserved: 8 });
      // Someone else may still buy there.
      expect((await buy(other, node, 3)).code).toBe(0);
    });

    it("frees an expired reservation's IPs for others while its order is still open", async () => {
      const [hoarder, buyer] = (await quickMembers(server, 2)) as [string, string];
      const node = await nodeWithStock(server, 2, 4);
      const held = (await buy(hoarder, node, 4)).data;
      expect(await nodeStock(node)).toBe(0);
      expect((await buy(buyer, node, 1)).msg).toBe("Only 0 IPs are left in this region");
      await runOutReservation(held.id);
      // Still open, yet its IPs are on sale again.
      expect(
        (await api.get<StaticOrder>(`/app-api/order/getStaticOrderInfo?id=${held.id}`, { token: hoarder })).data,
      ).toMatchObject({ status: "waiting" });
      expect(await nodeStock(node)).toBe(4);
      expect((await buy(buyer, node, 3)).code).toBe(0);
      // The hoarder's late payment gets what is left, and the shortfall is recorded (below).
      expect(await pay(held)).toBe(true);
      expect(await myIps(hoarder)).toHaveLength(1);
    });

    it("limits unpaid orders per member", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      for (let i = 0; i < 5; i++) {
        expect((await api.post("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token })).code).toBe(0);
      }
      const refused = await api.post("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token });
      expect(refused).toMatchObject({
        code: 400,
        msg: "You have too many unpaid orders; pay or wait for them to close first",
      });
    });

    it("limits exchanges per IP and per member per day", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      await setCertified(server, await memberId(token), true);
      const home = await nodeWithStock(server, 2, 3);
      const [t1, t2] = [await nodeWithStock(server, 2, 10), await nodeWithStock(server, 2, 10)];
      await pay((await buy(token, home, 3)).data);
      const [first, second, third] = (await myIps(token)) as [StaticIp, StaticIp, StaticIp];
      const exchange = (id: number, nodeId: number, language = "en") =>
        api.post<StaticIp>("/app-api/ip/static-order-item-exchange/shareExchange", { id, nodeId }, { token, language });
      const quote = async (id: number) =>
        (await api.get<ExchangeQuote>(`/app-api/ip/static-order-item-exchange/getExchangeQuote?id=${id}`, { token }))
          .data;
      // Before the move the dialog shows the price here and there, and how many exchanges are left.
      const before = await quote(first.id);
      const catalogue = (await api.get<StaticNode[]>("/app-api/ip/static-isp/node?type=2")).data;
      const priceOf = (nodeId: number) => catalogue.find((node) => node.id === nodeId)?.pricePer30Days;
      expect(before.pricePer30Days).toBe(priceOf(home));
      expect(before.nodes.find((node) => node.id === t1)?.pricePer30Days).toBe(priceOf(t1));
      expect(before.nodes.some((node) => node.id === home)).toBe(false);
      expect(before.exchangesLeft).toBe(2);
      const orderId = (await myOrders(token))[0]?.id;
      expect((await exchange(first.id, t1)).code).toBe(0);
      expect((await quote(first.id)).exchangesLeft).toBe(1);
      expect((await quote(first.id)).pricePer30Days).toBe(priceOf(t1));
      // The order still names where it was bought, and now also where its IP went.
      const order = (await api.get<StaticOrder>(`/app-api/order/getStaticOrderInfo?id=${orderId}`, { token })).data;
      const t1Name = catalogue.find((node) => node.id === t1)?.regionName;
      const homeName = catalogue.find((node) => node.id === home)?.regionName;
      expect(order.nodeId).toBe(home);
      expect(order.regionsNow.sort()).toEqual([homeName, t1Name].sort());
      expect((await myOrders(token))[0]?.regionsNow.sort()).toEqual([homeName, t1Name].sort());
      expect((await exchange(first.id, t2)).code).toBe(0);
      expect((await quote(first.id)).exchangesLeft).toBe(0);
      // The member's limit counts too: 2 of 3 used, so another IP has 1 left.
      expect((await quote(second.id)).exchangesLeft).toBe(1);
      expect(await exchange(first.id, t1)).toMatchObject({
        code: 400,
        msg: "This IP has been exchanged 2 times in the last 24 hours. Please try again later.",
      });
      expect((await exchange(first.id, t1, "zh-CN")).msg).toBe("该 IP 在 24 小时内已更换 2 次，请稍后再试");
      expect((await exchange(second.id, t1)).code).toBe(0);
      expect(await exchange(third.id, t1)).toMatchObject({
        code: 400,
        msg: "You have made 3 exchanges in the last 24 hours. Please try again later.",
      });
      // The refused exchange changed nothing.
      expect((await myIps(token)).find((ip) => ip.id === third.id)?.nodeId).toBe(home);
    });
  });

  describe("fulfilment", () => {
    it("holds the IPs again when a payment starts after the reservation lapsed, or refuses it when they are gone", async () => {
      const [slow, other] = (await quickMembers(server, 2)) as [string, string];
      const node = await nodeWithStock(server, 2, 3);
      const order = (await buy(slow, node, 2)).data;
      await runOutReservation(order.id);
      expect(await nodeStock(node)).toBe(3);
      // Starting the payment takes the IPs back for as long as paying may take.
      const started = await api.post("/app-api/order/staticPay", { id: order.id, method: "alipay" }, { token: slow });
      expect(started.code, started.msg).toBe(0);
      expect(await nodeStock(node)).toBe(1);
      // A second order whose IPs were sold meanwhile cannot start a payment at all.
      const late = (await buy(other, node, 1)).data;
      await runOutReservation(late.id);
      expect((await buy(slow, node, 1)).code).toBe(0);
      const refused = await api.post("/app-api/order/staticPay", { id: late.id, method: "wechat" }, { token: other });
      expect(refused.code).toBe(400);
      expect(refused.msg).toBe("Only 0 IPs are left in this region");
      const attempts = await server.database.db
        .select()
        .from(tables.paymentAttempts)
        .where(eq(tables.paymentAttempts.orderId, late.id));
      expect(attempts.filter((attempt) => attempt.orderKind === "static")).toHaveLength(0);
    });

    it("records an anomaly the operator lists when a paid order gets fewer IPs than it bought", async () => {
      const [late, buyer] = (await quickMembers(server, 2)) as [string, string];
      const node = await nodeWithStock(server, 2, 2);
      const order = (await buy(late, node, 2)).data;
      await runOutReservation(order.id);
      expect((await buy(buyer, node, 2)).code).toBe(0);
      expect(await pay(order)).toBe(true);
      expect(await myIps(late)).toHaveLength(0);
      const lines: string[] = [];
      await runOrdersCommand(orders, "orders:anomalies", [], {}, (line) => lines.push(line));
      const line = lines.find((text) => text.includes(order.orderNo));
      expect(line).toContain("bought 2 IPs, delivered 0");
      const id = Number(line?.match(/^#(\d+)/)?.[1]);
      await runOrdersCommand(orders, "orders:resolve", [String(id)], { note: "refunded" }, (text) => lines.push(text));
      const open: string[] = [];
      await runOrdersCommand(orders, "orders:anomalies", [], {}, (text) => open.push(text));
      expect(open.join("\n")).not.toContain(order.orderNo);
    });

    it("records no anomaly when the order got all its IPs", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const node = await nodeWithStock(server, 2, 2);
      const order = (await buy(token, node, 2)).data;
      await pay(order);
      const rows = await server.database.db
        .select()
        .from(tables.fulfilmentAnomalies)
        .where(eq(tables.fulfilmentAnomalies.orderId, order.id));
      expect(rows).toHaveLength(0);
    });
  });

  describe("expired IPs", () => {
    const ageIp = (id: number, expiredDaysAgo: number) =>
      server.database.db
        .update(tables.staticIps)
        .set({ expiresAt: new Date(Date.now() - expiredDaysAgo * day) })
        .where(eq(tables.staticIps.id, id));

    it("stay renewable within the grace period, then return to the stock; the history says who had the address", async () => {
      const [first, second] = (await quickMembers(server, 2)) as [string, string];
      const node = await nodeWithStock(server, 2, 1);
      const boughtAt = new Date(Date.now() - 40 * day);
      await pay((await buy(first, node, 1)).data, boughtAt);
      const [ip] = (await myIps(first)) as [StaticIp];

      await ageIp(ip.id, 1);
      await orders.expireStaticIps();
      const renewable = await api.post<RenewableIp[]>("/app-api/ip/static-order-renewal/ips", {}, { token: first });
      expect(renewable.data.map((row) => row.id)).toContain(ip.id);
      expect(await nodeStock(node)).toBe(0);

      await ageIp(ip.id, 4);
      const reclaimedAt = new Date();
      await orders.expireStaticIps();
      expect(await myIps(first)).toHaveLength(0);
      expect(
        (await api.post<RenewableIp[]>("/app-api/ip/static-order-renewal/ips", {}, { token: first })).data,
      ).toEqual([]);
      const renew = await api.post(
        "/app-api/ip/static-order-renewal/create",
        { ipIds: [ip.id], days: 30 },
        {
          token: first,
        },
      );
      expect(renew.code).toBe(400);
      expect(await nodeStock(node)).toBe(1);

      // The same address sells again: the unique index only covers live IPs.
      await pay((await buy(second, node, 1)).data);
      const [again] = (await myIps(second)) as [StaticIp];
      expect(again.outIp).toBe(ip.outIp);

      const lines: string[] = [];
      const who = async (at: Date) => {
        lines.length = 0;
        await runOrdersCommand(orders, "ips:who", [], { address: ip.outIp, at: at.toISOString() }, (line) =>
          lines.push(line),
        );
        return lines.join("\n");
      };
      const firstId = await memberId(first);
      const secondId = await memberId(second);
      expect(await who(new Date(boughtAt.getTime() + day))).toContain(`member ${firstId}\t`);
      expect(await who(new Date(boughtAt.getTime() + day))).toContain("(reclaimed)");
      expect(await who(new Date())).toContain(`member ${secondId}\t`);
      expect(await who(new Date(boughtAt.getTime() - day))).toContain("Nobody held");
      expect(reclaimedAt.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it("records an anomaly when a renewal is paid after its IP was reclaimed, and never revives it", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const node = await nodeWithStock(server, 2, 1);
      await pay((await buy(token, node, 1)).data, new Date(Date.now() - 40 * day));
      const [ip] = (await myIps(token)) as [StaticIp];
      await ageIp(ip.id, 1);
      const renewal = await api.post<StaticOrder>(
        "/app-api/ip/static-order-renewal/create",
        { ipIds: [ip.id], days: 30 },
        { token },
      );
      expect(renewal.code).toBe(0);
      await ageIp(ip.id, 4);
      await orders.expireStaticIps();
      expect(await pay(renewal.data)).toBe(true);
      expect(await myIps(token)).toHaveLength(0);
      const lines: string[] = [];
      await runOrdersCommand(orders, "orders:anomalies", [], {}, (line) => lines.push(line));
      expect(lines.find((line) => line.includes(renewal.data.orderNo))).toContain("bought 1 IPs, delivered 0");
      const [row] = await server.database.db.select().from(tables.staticIps).where(eq(tables.staticIps.id, ip.id));
      expect(row?.status).toBe(3);
    });

    it("answers ips:who with a clear message for a bad address or time", async () => {
      await expect(runOrdersCommand(orders, "ips:who", [], { address: "nope" }, () => {})).rejects.toThrow(
        "ips:who needs --address with an IPv4 address",
      );
      await expect(
        runOrdersCommand(orders, "ips:who", [], { address: "1.2.3.4", at: "yesterday" }, () => {}),
      ).rejects.toThrow("--at must be a time");
    });
  });
});

// Parallel creates only race on PostgreSQL (PGlite runs one transaction at a time).
describe.skipIf(!process.env.TEST_DATABASE_URL)("waiting-order limit under concurrency (postgres)", () => {
  let server: TestServer;
  let orders: OrdersService;
  beforeAll(async () => {
    server = await startTestServer("postgres", undefined, { env });
    orders = server.services.orders;
  });
  afterAll(() => server?.close());

  const newMember = async () => {
    const api = apiClient(server);
    const [token] = (await quickMembers(server, 1)) as [string];
    return { token, id: (await api.get<MemberUser>("/app-api/ip/member-user/get", { token })).data.id };
  };
  /** Straight to the service, so the calls overlap inside the database rather than queue in HTTP. */
  const settle = async (calls: Array<() => Promise<unknown>>) => {
    const results = await Promise.allSettled(calls.map((call) => call()));
    return {
      created: results.filter((result) => result.status === "fulfilled").length,
      refusals: results.flatMap((result) =>
        result.status === "rejected" ? [(result.reason as { messageKey?: string }).messageKey] : [],
      ),
    };
  };

  it("lets parallel creates of one member pass the limit of 5 unpaid orders only up to it", async () => {
    const member = await newMember();
    const api = apiClient(server);
    for (let i = 0; i < 3; i++) {
      const answer = await api.post("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token: member.token });
      expect(answer.code).toBe(0);
    }
    const node = await nodeWithStock(server, 2, 20);
    const outcome = await settle([
      ...Array.from({ length: 10 }, () => () => orders.createRechargeOrder(member.id, { trafficGb: 2, source: "web" })),
      ...Array.from(
        { length: 10 },
        () => () =>
          orders.createStaticOrder(member.id, { nodeId: node, days: 30, count: 1, source: "web" }, [1, 2], "en"),
      ),
    ]);
    expect(outcome.created).toBe(2);
    expect(new Set(outcome.refusals)).toEqual(new Set(["orders.tooManyWaiting"]));
    const waiting = await api.get<{ total: number }>("/app-api/ip/recharge-order/page?status=waiting", {
      token: member.token,
    });
    const waitingStatic = await api.get<{ total: number }>("/app-api/ip/static-order/page?status=waiting", {
      token: member.token,
    });
    expect(waiting.data.total + waitingStatic.data.total).toBe(5);
  });

  it("lets parallel static orders of one member hold no more of a node than its share", async () => {
    const member = await newMember();
    const node = await nodeWithStock(server, 2, 20);
    const outcome = await settle(
      Array.from(
        { length: 4 },
        () => () =>
          orders.createStaticOrder(member.id, { nodeId: node, days: 30, count: 4, source: "web" }, [1, 2], "en"),
      ),
    );
    // 50% of 20 is 10: two orders of 4 fit, a third would make 12.
    expect(outcome.created).toBe(2);
    expect(new Set(outcome.refusals)).toEqual(new Set(["orders.reservationNodeShare"]));
  });
});
