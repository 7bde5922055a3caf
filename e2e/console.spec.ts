import { expect, test } from "@playwright/test";
import {
  collectPageProblems,
  cspViolations,
  type Locale,
  recordCspViolations,
  text,
  waitForHydration,
} from "./support.ts";

const homes: Array<{ locale: Locale; path: string; buy: string }> = [
  { locale: "zh-CN", path: "/", buy: "/buy" },
  { locale: "en", path: "/en", buy: "/en/buy" },
];

/**
 * KNOWN ISSUE: Zod 4 probes for JIT support with `Function("")` the first time
 * an object schema parses (here buildManifestSchema in build-update.ts). The
 * probe is caught, but the CSP (no 'unsafe-eval') still reports it as a
 * violation. Fix in the web app: `z.config({ jitless: true })` before any
 * parse (e.g. in entry.client.tsx). Remove this allowance once fixed.
 */
const isKnownZodJitProbe = (violation: string) =>
  /^script-src blocked eval at \S+\/assets\/src-[\w-]+\.js:/.test(violation);

for (const { locale, path, buy } of homes) {
  test(`${path} loads and navigates without console errors or CSP violations`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await recordCspViolations(page);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].homeHeading);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    // A client-side navigation loads route data and code without a full page load.
    await page.getByRole("navigation", { name: text[locale].mainNav }).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(buy);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].buyHeading);
    await page.waitForLoadState("networkidle");

    expect(problems).toEqual([]);

    const violations = await cspViolations(page);
    const known = violations.filter(isKnownZodJitProbe);
    if (known.length > 0) {
      test.info().annotations.push({ type: "known issue", description: `Zod JIT probe CSP report: ${known[0]}` });
    }
    expect(violations.filter((violation) => !isKnownZodJitProbe(violation))).toEqual([]);
  });
}
