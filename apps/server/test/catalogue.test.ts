import {
  envelopeSchema,
  staticDurationSchema,
  staticNodeSchema,
  staticPriceFen,
  trafficPackageSchema,
  trafficUnitPriceSchema,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("catalogue calls (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  it("lists the traffic packages in both languages, shaped as the contract says", async () => {
    const zh = await api.get("/app-api/ip/traffic-combo-product-price/list", { language: "zh-CN" });
    const en = await api.get("/app-api/ip/traffic-combo-product-price/list", { language: "en" });
    const list = envelopeSchema(z.array(trafficPackageSchema)).parse(en).data ?? [];
    expect(list.map((p) => p.name)).toEqual(["Starter", "Standard", "Professional", "Business", "Enterprise"]);
    expect((zh.data as Array<{ name: string }>).map((p) => p.name)).toEqual([
      "入门版",
      "标准版",
      "专业版",
      "商务版",
      "企业版",
    ]);
    const professional = list.find((p) => p.name === "Professional");
    expect(professional).toMatchObject({
      trafficGb: 50,
      giftGb: 8,
      price: 125_000,
      recommended: true,
      unitPrice: 2155,
    });
  });

  it("gets one package, and answers 404 for an unknown one and 400 for a bad id", async () => {
    const list = (await api.get<Array<{ id: number }>>("/app-api/ip/traffic-combo-product-price/list")).data;
    const first = list[0]?.id;
    expect((await api.get(`/app-api/ip/flow-package/get?id=${first}`)).data).toMatchObject({
      id: first,
      name: "Starter",
    });
    expect(await api.get("/app-api/ip/flow-package/get?id=999999")).toMatchObject({ code: 404 });
    expect(await api.get("/app-api/ip/flow-package/get?id=abc")).toMatchObject({
      code: 400,
      msg: "The package ID is not valid",
    });
    expect((await api.get("/app-api/ip/flow-package/get", { language: "zh-CN" })).msg).toBe("套餐编号不正确");
  });

  it("answers 404 for a package that was withdrawn", async () => {
    const [withdrawn] = await server.database.db
      .update(tables.trafficPackages)
      .set({ isActive: false })
      .where(eq(tables.trafficPackages.nameEn, "Enterprise"))
      .returning({ id: tables.trafficPackages.id });
    expect(await api.get(`/app-api/ip/flow-package/get?id=${withdrawn?.id}`)).toMatchObject({ code: 404 });
    expect((await api.get<unknown[]>("/app-api/ip/traffic-combo-product-price/list")).data).toHaveLength(4);
  });

  it("gives the pay-as-you-go price per GB", async () => {
    const body = await api.get("/app-api/ip/flow-package/getUnitPrice");
    expect(envelopeSchema(trafficUnitPriceSchema).parse(body).data).toEqual({ unitPrice: 3400, minGb: 1, maxGb: 5000 });
  });

  it("lists durations and nodes with stock for every static line", async () => {
    for (const [path, type] of [
      ["/app-api/ip/static-isp", 2],
      ["/app-api/ip/static-isp", 1],
      ["/app-api/ip/static-native", 3],
      ["/app-api/ip/static-isp-cn", 12],
    ] as const) {
      const query = path.endsWith("static-isp") ? `?type=${type}` : "";
      const durations = envelopeSchema(z.array(staticDurationSchema)).parse(
        await api.get(`${path}/duration${query}`),
      ).data;
      expect(durations?.map((d) => d.days)).toEqual([30, 60, 90, 180, 365]);
      const nodes = envelopeSchema(z.array(staticNodeSchema)).parse(await api.get(`${path}/node${query}`)).data ?? [];
      expect(nodes.length).toBeGreaterThan(3);
      expect(nodes.every((node) => node.resourceType === type && node.stock === 24)).toBe(true);
      expect(nodes.every((node) => /^[A-Z]{2}$/.test(node.countryCode))).toBe(true);
    }
  });

  it("names regions in the request's language and refuses a type of another line", async () => {
    const zh = await api.get<Array<{ regionName: string }>>("/app-api/ip/static-isp/node", { language: "zh-CN" });
    expect(zh.data[0]?.regionName).toBe("美国 · 纽约");
    const en = await api.get<Array<{ regionName: string }>>("/app-api/ip/static-isp/node");
    expect(en.data[0]?.regionName).toBe("United States · New York");
    expect(await api.get("/app-api/ip/static-native/node?type=2")).toMatchObject({
      code: 400,
      msg: "This static IP type is not supported",
    });
    expect(await api.get("/app-api/ip/static-isp/duration?type=7")).toMatchObject({ code: 400 });
  });

  it("counts only available IPs as stock", async () => {
    const nodes = (await api.get<Array<{ id: number }>>("/app-api/ip/static-native/node")).data;
    const nodeId = nodes[0]?.id as number;
    const pool = await server.database.db
      .select({ id: tables.staticIpPool.id })
      .from(tables.staticIpPool)
      .where(eq(tables.staticIpPool.nodeId, nodeId))
      .limit(3);
    for (const row of pool) {
      await server.database.db
        .update(tables.staticIpPool)
        .set({ status: "allocated" })
        .where(eq(tables.staticIpPool.id, row.id));
    }
    const after = (await api.get<Array<{ id: number; stock: number }>>("/app-api/ip/static-native/node")).data;
    expect(after.find((node) => node.id === nodeId)?.stock).toBe(21);
  });
});

describe("static price", () => {
  it("charges the 30-day price pro rata less the duration discount, per IP", () => {
    expect(staticPriceFen({ pricePer30Days: 5500, days: 30, discountPercent: 0, count: 1 })).toBe(5500);
    expect(staticPriceFen({ pricePer30Days: 5500, days: 90, discountPercent: 6, count: 2 })).toBe(31_020);
    expect(staticPriceFen({ pricePer30Days: 5500, days: 365, discountPercent: 18, count: 1 })).toBe(54_872);
  });
});
