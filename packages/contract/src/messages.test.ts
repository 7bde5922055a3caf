import { describe, expect, it } from "vitest";
import { translateMessage } from "./messages.ts";

describe("translateMessage", () => {
  it("chooses the plural form by `count` in each language", () => {
    expect(translateMessage("en", "orders.subjectRenewal", { count: 1, days: 30 })).toBe(
      "Renewal of 1 static IP, 30 days",
    );
    expect(translateMessage("en", "orders.subjectRenewal", { count: 2, days: 30 })).toBe(
      "Renewal of 2 static IPs, 30 days",
    );
    expect(translateMessage("zh-CN", "orders.subjectRenewal", { count: 1, days: 30 })).toBe("续费 1 个静态 IP，30 天");
  });

  it("still finds plain keys, with or without a count", () => {
    expect(translateMessage("en", "payments.alreadyPaid")).toBe("This order has already been paid");
    expect(translateMessage("en", "payments.alreadyPaid", { count: 3 })).toBe("This order has already been paid");
    expect(translateMessage("en", "no.such.key", { count: 1 })).toBe("no.such.key");
  });
});
