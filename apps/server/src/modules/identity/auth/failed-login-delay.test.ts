import { describe, expect, it } from "vitest";
import { failedLoginDelayMs } from "./login.ts";

describe("failedLoginDelayMs", () => {
  it("answers at once up to the captcha threshold, then slower with each failure, up to 8 steps", () => {
    expect([-2, 0, 1, 2, 3, 8, 9, 50].map((over) => failedLoginDelayMs(over, 250))).toEqual([
      0, 0, 250, 500, 750, 2000, 2000, 2000,
    ]);
  });
});
