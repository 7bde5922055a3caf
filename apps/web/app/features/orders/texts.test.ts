import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../i18n/account/en.json" with { type: "json" };
import zhCN from "../../i18n/account/zh-CN.json" with { type: "json" };
import { keysOf } from "../../i18n/catalogue-keys.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("orders texts", () => {
  it("has the same keys and placeholders in Chinese and English, none empty", () => {
    expect(keysOf(zhCN.orders)).toEqual(keysOf(en.orders));
    const texts = [zhCN.orders, en.orders].flatMap((section) => JSON.stringify(section).match(/"[^"]*"/g) ?? []);
    expect(texts).not.toContain('""');
  });

  it("has a text for every fixed orders.* key the code uses", () => {
    const known = new Set(
      Object.keys(keysOf(en.orders)).flatMap((key) => [`orders.${key}`, `orders.${key.replace(/_(one|other)$/, "")}`]),
    );
    const appDir = join(import.meta.dirname, "../..");
    const files = [
      ...sourceFiles(import.meta.dirname),
      ...["routes/order.tsx", "routes/h5", "routes/admin"].flatMap((part) => {
        const path = join(appDir, part);
        return statSync(path).isDirectory() ? sourceFiles(path) : [path];
      }),
    ];
    const used = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/t\(\s*"(orders\.[\w.]+)"/g)].map((match) => match[1] ?? ""),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it("uses the SPEC's messages", () => {
    expect(en.orders.filters.orderNoRequired).toBe("Please enter an order number");
    expect(en.orders.ips.copyFailed).toBe("Copy failed");
    expect(en.orders.renew.failed).toBe("Renewal failed");
    expect(zhCN.orders.filters.orderNoRequired).toBe("请输入订单号");
  });
});
