import type { StaticDuration, StaticNode, TrafficPackage } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { orderSearch, parseOrderChoice } from "./order-choice.ts";
import { quoteOrder } from "./quote-order.ts";

const parse = (query: string) => parseOrderChoice(new URLSearchParams(query));

const tokyo: StaticNode = {
  id: 7,
  resourceType: 2,
  countryCode: "JP",
  regionName: "Japan · Tokyo",
  ispName: "NTT",
  stock: 5,
  pricePer30Days: 6_800,
};
const durations: StaticDuration[] = [
  { id: 1, days: 30, discountPercent: 0 },
  { id: 3, days: 90, discountPercent: 6 },
];
const professional: TrafficPackage = {
  id: 3,
  name: "Professional",
  trafficGb: 50,
  giftGb: 8,
  price: 125_000,
  unitPrice: 2_155,
  validDays: 365,
  recommended: true,
};

describe("parseOrderChoice", () => {
  it("reads packages, pay-as-you-go traffic and static IPs", () => {
    expect(parse("product=dynamic&package=3")).toEqual({
      choice: { product: "dynamic", kind: "package", packageId: 3 },
    });
    expect(parse("product=dynamic&gb=120")).toEqual({ choice: { product: "dynamic", kind: "payg", gb: 120 } });
    expect(parse("product=native&node=4&days=90&count=2")).toEqual({
      choice: { product: "native", kind: "static", nodeId: 4, days: 90, count: 2 },
    });
  });

  it("names what is wrong with a choice", () => {
    expect(parse("")).toEqual({ problem: "missing" });
    expect(parse("product=vpn")).toEqual({ problem: "unknownProduct" });
    expect(parse("product=dynamic&package=-1")).toEqual({ problem: "unknownPackage" });
    expect(parse("product=dynamic&gb=1.5")).toEqual({ problem: "invalidChoice" });
    expect(parse("product=static&days=30")).toEqual({ problem: "unknownNode" });
    expect(parse("product=static&node=1&days=x")).toEqual({ problem: "unknownDuration" });
    expect(parse("product=static&node=1&days=30&count=0")).toEqual({ problem: "countOutOfRange" });
  });

  it("round-trips through the query string", () => {
    const choice = { product: "datacenter", kind: "static", nodeId: 9, days: 180, count: 4 } as const;
    expect(parse(orderSearch(choice).slice(1))).toEqual({ choice });
  });
});

describe("quoteOrder", () => {
  it("prices static IPs with staticPriceFen, never with a price from the query", () => {
    const result = quoteOrder(
      { product: "static", kind: "static", nodeId: 7, days: 90, count: 3 },
      { nodes: [tokyo], durations },
    );
    expect(result).toMatchObject({ quote: { perIpFen: 19_176, undiscountedFen: 61_200, amountFen: 57_528 } });
  });

  it("prices packages and pay-as-you-go traffic from the catalogue", () => {
    expect(
      quoteOrder({ product: "dynamic", kind: "package", packageId: 3 }, { packages: [professional] }),
    ).toMatchObject({ quote: { amountFen: 125_000 } });
    const unitPrice = { unitPrice: 3_400, minGb: 1, maxGb: 5_000 };
    expect(quoteOrder({ product: "dynamic", kind: "payg", gb: 10 }, { unitPrice })).toMatchObject({
      quote: { amountFen: 34_000 },
    });
    expect(quoteOrder({ product: "dynamic", kind: "payg", gb: 5_001 }, { unitPrice })).toEqual({
      problem: "gbOutOfRange",
    });
  });

  it("refuses unknown ids, durations and more IPs than are in stock", () => {
    const catalogue = { nodes: [tokyo, { ...tokyo, id: 8, stock: 0 }], durations };
    const order = (nodeId: number, days: number, count: number) =>
      quoteOrder({ product: "static", kind: "static", nodeId, days, count }, catalogue);
    expect(order(99, 30, 1)).toEqual({ problem: "unknownNode" });
    expect(order(7, 45, 1)).toEqual({ problem: "unknownDuration" });
    expect(order(8, 30, 1)).toEqual({ problem: "soldOut" });
    expect(order(7, 30, 6)).toEqual({ problem: "countOutOfRange" });
    expect(quoteOrder({ product: "dynamic", kind: "package", packageId: 1 }, { packages: [professional] })).toEqual({
      problem: "unknownPackage",
    });
  });
});
