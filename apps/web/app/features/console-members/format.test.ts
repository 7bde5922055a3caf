import { describe, expect, it } from "vitest";
import consoleEn from "../../i18n/console/en.json" with { type: "json" };
import { memberOrderStatus } from "./format.ts";

const t = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], consoleEn) as string;

describe("a member's order status", () => {
  const order = { status: "paid", amountFen: 19_000, payAmountFen: 19_114, refundedFen: 0 };
  it("reads refunded once all the money went back, not paid", () => {
    expect(memberOrderStatus({ ...order, refundedFen: 19_114 }, t)).toBe(t("console.orders.refundedInFull"));
    expect(memberOrderStatus({ ...order, refundedFen: 19_114 }, t)).not.toBe(t("console.orders.statuses.paid"));
  });
  it("stays paid after a part refund, and says the other statuses as they are", () => {
    expect(memberOrderStatus({ ...order, refundedFen: 5_000 }, t)).toBe("Paid");
    expect(memberOrderStatus({ ...order, status: "closed" }, t)).toBe(t("console.orders.statuses.closed"));
  });
});
