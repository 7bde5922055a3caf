import { describe, expect, it } from "vitest";
import { orderRefSearch, parseOrderRef } from "./order-ref.ts";

const parse = (query: string) => parseOrderRef(new URLSearchParams(query));

describe("parseOrderRef", () => {
  it("reads the order type and id of a provider's return URL", () => {
    expect(parse("orderType=recharge&id=12")).toEqual({ orderType: "recharge", id: 12 });
    expect(parse("orderType=static&id=7&out_trade_no=P1")).toEqual({ orderType: "static", id: 7 });
  });

  it("refuses anything else", () => {
    expect(parse("")).toBeNull();
    expect(parse("orderType=coupon&id=1")).toBeNull();
    expect(parse("orderType=static&id=0")).toBeNull();
    expect(parse("orderType=static&id=-3")).toBeNull();
    expect(parse("orderType=static&id=1.5")).toBeNull();
  });

  it("round-trips through the query string", () => {
    const ref = { orderType: "static", id: 42 } as const;
    expect(parse(orderRefSearch(ref).slice(1))).toEqual(ref);
    expect(orderRefSearch(ref, { reason: "closed" })).toBe("?orderType=static&id=42&reason=closed");
  });
});
