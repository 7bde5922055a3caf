import { describe, expect, it } from "vitest";
import { createLocalCertificationProvider } from "./local-provider.ts";

describe("local certification provider", () => {
  const provider = createLocalCertificationProvider({
    reject: new Map([["11010519491231002X", "certification.reasons.mismatch"]]),
    review: new Set(["110101199003074477"]),
  });

  it("passes a valid number that is on no list", async () => {
    await expect(provider.check({ realName: "王五", idCardNumber: "440301199912310016" })).resolves.toMatchObject({
      outcome: "pass",
      reference: expect.stringMatching(/^local-/),
    });
  });

  it("fails listed numbers with their reason and sends others to manual review", async () => {
    await expect(provider.check({ realName: "张三", idCardNumber: "11010519491231002X" })).resolves.toMatchObject({
      outcome: "fail",
      reason: "certification.reasons.mismatch",
    });
    await expect(provider.check({ realName: "张三", idCardNumber: "110101199003074477" })).resolves.toMatchObject({
      outcome: "review",
    });
  });

  it("fails a number with a wrong check character", async () => {
    await expect(provider.check({ realName: "张三", idCardNumber: "110101199003074478" })).resolves.toMatchObject({
      outcome: "fail",
      reason: "certification.reasons.invalidNumber",
    });
  });
});
