import type { RechargeOrder, StaticOrder, TrafficPackage } from "@shop/contract";
import { staticPriceFen } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { nodeWithStock, poolIpsByStatus, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("orders (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let alice: string;
  let bob: string;
  let packages: TrafficPackage[];
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
    [alice, bob] = (await quickMembers(server, 2)) as [string, string];
    packages = (await api.get<TrafficPackage[]>("/app-api/ip/traffic-combo-product-price/list")).data;
  });
  afterAll(() => server?.close());

  const poolStatus = (nodeId: number) => poolIpsByStatus(server, nodeId);

  it("refuses visitors: placing an order needs a login", async () => {
    const answer = await api.post("/app-api/ip/recharge-order/create", { packageId: packages[0]?.id });
    expect(answer.code).toBe(401);
  });

  it("keeps every order and payment call behind its guard: login, and certification for IP exchange", async () => {
    const memberCalls: Array<["GET" | "POST", string]> = [
      ["POST", "/app-api/ip/recharge-order/create"],
      ["POST", "/app-api/ip/static-order/create"],
      ["POST", "/app-api/ip/static-order/createCN"],
      ["POST", "/app-api/ip/static-order/createNative"],
      ["GET", "/app-api/ip/recharge-order/page"],
      ["GET", "/app-api/ip/static-order/page"],
      ["GET", "/app-api/ip/static-order-item/page"],
      ["POST", "/app-api/ip/static-order-renewal/ips"],
      ["POST", "/app-api/ip/static-order-renewal/create"],
      ["GET", "/app-api/order/getRechargeOrderInfo?id=1"],
      ["GET", "/app-api/order/getStaticOrderInfo?id=1"],
      ["GET", "/app-api/order/getPayInfo?orderType=recharge&id=1"],
      ["POST", "/app-api/order/pay"],
      ["POST", "/app-api/order/staticPay"],
      ["POST", "/app-api/order/cancel"],
      ["GET", "/app-api/ip/recharge-order/getStatus/1"],
      ["GET", "/app-api/ip/static-order/getStatus/1"],
      ["GET", "/app-api/ip/static-order-item-exchange/getExchangeNode?id=1"],
      ["POST", "/app-api/ip/static-order-item-exchange/shareExchange"],
    ];
    for (const [method, path] of memberCalls) {
      const answer = method === "GET" ? await api.get(path) : await api.post(path, {});
      expect(answer.code, `${method} ${path}`).toBe(401);
    }
    // The guard runs before the input is read: an uncertified member learns nothing about the IP.
    const exchangeNodes = await api.get("/app-api/ip/static-order-item-exchange/getExchangeNode?id=x", { token: bob });
    expect(exchangeNodes).toMatchObject({ code: 1006000000, msg: "Please complete real-name verification first" });
    const exchange = await api.post("/app-api/ip/static-order-item-exchange/shareExchange", {}, { token: bob });
    expect(exchange.code).toBe(1006000000);
  });

  it("reads the renewable IPs' type from the body or the query, as the original API did", async () => {
    const renewable = "/app-api/ip/static-order-renewal/ips";
    expect((await api.post(renewable, {}, { token: alice })).code).toBe(0);
    expect(await api.post(`${renewable}?type=5`, {}, { token: alice })).toMatchObject({
      code: 400,
      msg: "This static IP type is not supported",
    });
    expect(await api.post(renewable, { type: 5 }, { token: alice })).toMatchObject({
      code: 400,
      msg: "This static IP type is not supported",
    });
    expect(await api.post(`${renewable}?type=2`, {}, { token: alice })).toMatchObject({ code: 0, data: [] });
  });

  it("prices a package on the server, whatever the client sends", async () => {
    const chosen = packages[1] as TrafficPackage;
    const answer = await api.post<RechargeOrder>(
      "/app-api/ip/recharge-order/create",
      { packageId: chosen.id, price: 1, amount: 1, payAmount: 1 },
      { token: alice },
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      status: "waiting",
      payStatus: 0,
      trafficGb: chosen.trafficGb,
      giftGb: chosen.giftGb,
      amount: chosen.price,
      paymentMethod: null,
      payAmount: null,
    });
    expect(answer.data.orderNo).toMatch(/^R\d{20}$/);
    const deadline = new Date(answer.data.payDeadline).getTime() - new Date(answer.data.createTime).getTime();
    expect(deadline).toBe(30 * 60_000);
  });

  it("sells a custom amount of GB at the unit price, within its limits", async () => {
    const answer = await api.post<RechargeOrder>(
      "/app-api/ip/recharge-order/create",
      { trafficGb: 7 },
      { token: alice },
    );
    expect(answer.data).toMatchObject({ trafficGb: 7, giftGb: 0, amount: 7 * 3_400, packageId: null });
    const tooMuch = await api.post("/app-api/ip/recharge-order/create", { trafficGb: 5001 }, { token: alice });
    expect(tooMuch).toMatchObject({ code: 400, msg: "Traffic must be between 1 GB and 5000 GB" });
  });

  it.each([
    [{}, "Choose either a package or an amount of traffic"],
    [{ packageId: 1, trafficGb: 3 }, "Choose either a package or an amount of traffic"],
    [{ trafficGb: -3 }, "Please enter a whole number of GB"],
    [{ trafficGb: 2.5 }, "Please enter a whole number of GB"],
    [{ packageId: 99999 }, "This package is no longer on sale"],
    [{ packageId: "1; drop table" }, "Please choose a traffic package"],
  ])("refuses a bad traffic order %j with a clear message", async (body, msg) => {
    const before = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(tables.rechargeOrders);
    const answer = await api.post("/app-api/ip/recharge-order/create", body, { token: alice });
    expect(answer).toMatchObject({ code: expect.not.stringMatching(/^0$/), msg });
    expect(answer.code).not.toBe(0);
    const after = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(tables.rechargeOrders);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("answers in Chinese too", async () => {
    const answer = await api.post(
      "/app-api/ip/recharge-order/create",
      { trafficGb: 0 },
      { token: alice, language: "zh-CN" },
    );
    expect(answer.msg).toBe("请输入整数 GB");
  });

  it("creates a static order, prices it with the duration discount and reserves its IPs", async () => {
    const nodeId = await nodeWithStock(server, 2, 5);
    const answer = await api.post<StaticOrder>(
      "/app-api/ip/static-order/create",
      { nodeId, days: 90, count: 3 },
      { token: alice, language: "zh-CN" },
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      kind: "new",
      type: 2,
      nodeId,
      days: 90,
      count: 3,
      countryCode: "DE",
      regionName: "德国法兰克福",
      amount: staticPriceFen({ pricePer30Days: 3000, days: 90, discountPercent: 6, count: 3 }),
      status: "waiting",
      expireTime: null,
    });
    expect(await poolStatus(nodeId)).toEqual({ available: 2, reserved: 3 });
  });

  it("never sells more IPs than a node has, and a refused order reserves nothing", async () => {
    const nodeId = await nodeWithStock(server, 1, 2);
    const answer = await api.post("/app-api/ip/static-order/create", { nodeId, days: 30, count: 3 }, { token: alice });
    expect(answer).toMatchObject({ code: 400, msg: "Only 2 IPs are left in this region" });
    expect(await poolStatus(nodeId)).toEqual({ available: 2 });
    const orders = await server.database.db
      .select()
      .from(tables.staticOrders)
      .where(eq(tables.staticOrders.nodeId, nodeId));
    expect(orders).toEqual([]);
  });

  it.each([
    [{ days: 30, count: 0 }, "Please enter an IP count of at least 1"],
    [{ days: 30, count: -2 }, "Please enter an IP count of at least 1"],
    [{ days: 30, count: 1e9 }, "One order can buy at most 200 IPs"],
    [{ days: 31, count: 1 }, "This duration is not offered for this product"],
    [{ days: 30, count: 1, nodeId: 987654 }, "This region is not available for this product"],
  ])("refuses a bad static order %j", async (body, msg) => {
    const nodeId = await nodeWithStock(server, 2, 3);
    const answer = await api.post("/app-api/ip/static-order/create", { nodeId, ...body }, { token: alice });
    expect(answer).toMatchObject({ code: 400, msg });
    expect(await poolStatus(nodeId)).toEqual({ available: 3 });
  });

  it("sells each product only through its own call", async () => {
    const native = await nodeWithStock(server, 3, 2);
    const wrong = await api.post(
      "/app-api/ip/static-order/create",
      { nodeId: native, days: 30, count: 1 },
      { token: alice },
    );
    expect(wrong).toMatchObject({ code: 400, msg: "This region is not available for this product" });
    const right = await api.post<StaticOrder>(
      "/app-api/ip/static-order/createNative",
      { nodeId: native, days: 30, count: 1 },
      { token: alice },
    );
    expect(right.data.type).toBe(3);
    const cn = await nodeWithStock(server, 12, 2);
    const cnOrder = await api.post<StaticOrder>(
      "/app-api/ip/static-order/createCN",
      { nodeId: cn, days: 30, count: 2 },
      { token: alice },
    );
    expect(cnOrder.data).toMatchObject({ type: 12, count: 2 });
  });

  it("lets nobody see or pay another member's order", async () => {
    const mine = await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token: alice });
    const id = mine.data.id;
    for (const path of [
      `/app-api/order/getRechargeOrderInfo?id=${id}`,
      `/app-api/ip/recharge-order/getStatus/${id}`,
      `/app-api/order/getPayInfo?orderType=recharge&id=${id}`,
    ]) {
      expect((await api.get(path, { token: bob })).code, path).toBe(404);
    }
    const pay = await api.post("/app-api/order/pay", { id, method: "alipay" }, { token: bob });
    expect(pay.code).toBe(404);
    const page = await api.get<{ total: number }>("/app-api/ip/recharge-order/page", { token: bob });
    expect(page.data.total).toBe(0);
  });

  it("lists orders with order-number search, status and date filters and paging", async () => {
    const [carol] = (await quickMembers(server, 1)) as [string];
    const created: RechargeOrder[] = [];
    for (const gb of [1, 2, 3]) {
      created.push(
        (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: gb }, { token: carol })).data,
      );
    }
    const page = await api.get<{ list: RechargeOrder[]; total: number }>("/app-api/ip/recharge-order/page?pageSize=2", {
      token: carol,
    });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((o) => o.trafficGb)).toEqual([3, 2]);
    const second = await api.get<{ list: RechargeOrder[] }>("/app-api/ip/recharge-order/page?pageSize=2&pageNo=2", {
      token: carol,
    });
    expect(second.data.list.map((o) => o.trafficGb)).toEqual([1]);
    const byNo = await api.get<{ list: RechargeOrder[] }>(
      `/app-api/ip/recharge-order/page?orderNo=${created[1]?.orderNo}`,
      { token: carol },
    );
    expect(byNo.data.list.map((o) => o.id)).toEqual([created[1]?.id]);
    const paid = await api.get<{ total: number }>("/app-api/ip/recharge-order/page?status=paid", { token: carol });
    expect(paid.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await api.get<{ total: number }>(
      `/app-api/ip/recharge-order/page?startDate=${today}&endDate=${today}`,
      { token: carol },
    );
    expect(dated.data.total).toBe(3);
    const past = await api.get<{ total: number }>(
      "/app-api/ip/recharge-order/page?startDate=2020-01-01&endDate=2020-01-02",
      {
        token: carol,
      },
    );
    expect(past.data.total).toBe(0);
    const reversed = await api.get("/app-api/ip/recharge-order/page?startDate=2026-02-01&endDate=2026-01-01", {
      token: carol,
    });
    expect(reversed).toMatchObject({ code: 400, msg: "The start date must not be after the end date" });
    const badDate = await api.get("/app-api/ip/recharge-order/page?startDate=yesterday", { token: carol });
    expect(badDate).toMatchObject({ code: 400, msg: "Dates must look like 2026-01-31" });
  });
});
