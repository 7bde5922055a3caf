import type { RechargeOrder, StaticOrder } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { buyAgainPath, payAgainPath } from "./retry-paths.ts";

const recharge = { id: 5, source: "web" } as RechargeOrder;
const staticOrder = { id: 9, source: "admin" } as StaticOrder;

describe("payAgainPath", () => {
  it("goes back to the cashier of the flow the order came from", () => {
    expect(payAgainPath({ orderType: "recharge", order: recharge })).toBe("/order?orderType=recharge&id=5");
    expect(payAgainPath({ orderType: "recharge", order: { ...recharge, source: "h5" } })).toBe(
      "/h5/pay?orderType=recharge&id=5",
    );
    expect(payAgainPath({ orderType: "static", order: staticOrder })).toBe("/admin/static/buy?orderType=static&id=9");
    expect(payAgainPath({ orderType: "static", order: { ...staticOrder, source: "web", kind: "renewal" } })).toBe(
      "/admin/static/buy?orderType=static&id=9",
    );
  });
});

describe("buyAgainPath", () => {
  it("goes back to choosing in the same flow", () => {
    expect(buyAgainPath({ orderType: "recharge", order: recharge })).toBe("/buy");
    expect(buyAgainPath({ orderType: "static", order: { ...staticOrder, source: "h5" } })).toBe("/h5");
    expect(buyAgainPath({ orderType: "recharge", order: { ...recharge, source: "admin" } })).toBe("/admin/dynamic/buy");
    expect(buyAgainPath({ orderType: "static", order: { ...staticOrder, kind: "renewal", type: 2 } })).toBe(
      "/admin/static/management?type=2",
    );
  });
});
