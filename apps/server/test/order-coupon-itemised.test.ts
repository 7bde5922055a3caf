import type { ConsoleCoupon, RechargeOrder, StaticOrder } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { nodeWithStock, quickMembers } from "./orders-helpers.ts";
import { memberPaysOrder } from "./paid-order-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const hour = 3600_000;
let counter = 0;
const uniqueCode = () => `ITEM${Date.now().toString(36).toUpperCase()}${counter++}`;

/** Issue #29: a coupon applied at checkout is itemised on the placed order (API, list, CSV). */
describe.each(testDatabaseKinds())("coupon itemised on the placed order (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let ops: ConsoleClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server);
    ops = (await loggedInConsole(server, "owner")).client;
  });
  afterAll(() => server?.close());

  it("shows code, list price and discount on the order, its list, and the orders CSV; none without a coupon", async () => {
    const code = uniqueCode();
    const created = await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", {
      code,
      name: "Itemised",
      kind: "fixed",
      amountOff: 300,
      percentOff: null,
      products: [],
      minAmount: 0,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 24 * hour).toISOString(),
      totalUses: null,
      usesPerMember: 1,
      firstOrderOnly: false,
    });
    expect(created.code, created.msg).toBe(0);
    const unit = await server.services.catalogue.getUnitPrice();
    const list = unit.unitPrice * 10;
    const itemised = { code, listPrice: list, discount: 300 };

    const {
      token,
      created: order,
      order: detail,
    } = await memberPaysOrder(server, { trafficGb: 10, couponCode: code.toLowerCase() });
    expect(order).toMatchObject({ amount: list - 300, coupon: itemised });
    expect(detail).toMatchObject({ status: "paid", amount: list - 300, coupon: itemised });
    const page = await api.get<{ list: RechargeOrder[] }>("/app-api/ip/recharge-order/page", { token });
    expect(page.data.list.find((o) => o.id === order.id)?.coupon).toEqual(itemised);

    const plain = await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 10 }, { token });
    expect(plain.data.coupon).toBeNull();

    const csv = await ops.get("/ops-api/exports/orders");
    expect(csv.text.split("\r\n")[0]).toMatch(/,Coupon,List price,Discount$/);
    const row = csv.text.split("\r\n").find((line) => line.startsWith(order.orderNo));
    expect(row).toMatch(new RegExp(`,${code},${(list / 100).toFixed(2)},3\\.00$`));
    const plainRow = csv.text.split("\r\n").find((line) => line.startsWith(plain.data.orderNo));
    expect(plainRow).toMatch(/,,,$/);
    const zh = await ops.get("/ops-api/exports/orders", { language: "zh-CN" });
    expect(zh.text.split("\r\n")[0]).toMatch(/,优惠券,原价,优惠$/);
  });

  it("a static order priced with a coupon says so too", async () => {
    const code = uniqueCode();
    await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", {
      code,
      name: "Static",
      kind: "percent",
      amountOff: null,
      percentOff: 10,
      products: [],
      minAmount: 0,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 24 * hour).toISOString(),
      totalUses: null,
      usesPerMember: 1,
      firstOrderOnly: false,
    });
    const nodeId = await nodeWithStock(server, 2, 3);
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await api.post<StaticOrder>(
      "/app-api/ip/static-order/create",
      { nodeId, days: 30, count: 2, couponCode: code },
      { token, language: "zh-CN" },
    );
    expect(order.code, order.msg).toBe(0);
    expect(order.data).toMatchObject({ amount: 5400, coupon: { code, listPrice: 6000, discount: 600 } });
    const detail = await api.get<StaticOrder>(`/app-api/order/getStaticOrderInfo?id=${order.data.id}`, { token });
    expect(detail.data.coupon).toEqual({ code, listPrice: 6000, discount: 600 });
  });
});
