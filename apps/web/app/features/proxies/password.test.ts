import { proxyAccountPasswordSchema } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { generateAccountPassword } from "./password.ts";

describe("generateAccountPassword", () => {
  it("makes 12 letters and digits the sub-account API accepts", () => {
    for (let i = 0; i < 200; i++) {
      const password = generateAccountPassword();
      expect(password).toHaveLength(12);
      expect(proxyAccountPasswordSchema.safeParse(password).success).toBe(true);
      expect(password).toMatch(/[0-9]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });
});
