import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const appDir = join(import.meta.dirname, "..");

/** The pages' and features' source files (no tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Files allowed their own date formatting, each for a reason: the usage charts are on UTC and say
 * "UTC+0" in their titles, blog dates are days (no time), and a countdown only compares calendar days.
 */
const ownFormatting = new Set([
  "lib/format.ts",
  "features/proxies/utc-time.ts",
  "features/content/dates.ts",
  "features/orders/remaining-time.ts",
]);

/** Ways of turning a time into text without the business zone's name. */
const unnamedTime = [
  /\.toLocale(Date|Time)String\(/,
  /new Intl\.DateTimeFormat\(/,
  /formatBusiness(Minute|Second)\(/,
  /\.replace\("T", " "\)/,
  // The browser's own zone: a datetime-local field must be read on the business clock instead.
  /getTimezoneOffset\(/,
];

describe("times in the user centre and the console", () => {
  it("are all written by the one formatter that names the business time zone", () => {
    const offenders = [...sources(join(appDir, "features")), ...sources(join(appDir, "routes"))]
      .map((path) => relative(appDir, path))
      .filter((path) => !ownFormatting.has(path))
      .flatMap((path) =>
        readFileSync(join(appDir, path), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            unnamedTime.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
