import { expect, test } from "@playwright/test";
import { createMember } from "./fixtures.ts";
import { baseURL, waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": { prefix: "", balance: "账户余额低于（元）", sms: "短信", save: "保存提醒设置", saved: "提醒设置已保存" },
  en: {
    prefix: "/en",
    balance: "Account balance below (CNY)",
    sms: "SMS",
    save: "Save alerts",
    saved: "Your alerts were saved",
  },
} as const;

test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

for (const [locale, t] of Object.entries(copy)) {
  test(`a toast on a 390 px phone sits inside the screen (${locale}, /admin/alerts)`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await createMember(page, context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}${t.prefix}/admin/alerts`);
    await waitForHydration(page);

    await page.getByLabel(t.balance).fill("50");
    await page.getByRole("checkbox", { name: t.sms, exact: true }).check();
    await page.getByRole("button", { name: t.save }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: t.saved });
    await expect(toast).toBeVisible();
    // Sonner slides a toast in vertically once mounted; the sideways position is set from the start.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    // Measured where it comes to rest: on a loaded machine the slide (a CSS transition) is still
    // running when the attribute is set, and the box is caught above the screen's top edge.
    await toast.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));

    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // The toaster itself (sonner's was 100% wide and 16 px in, reaching 32 px past the right edge).
    const toaster = await page.locator("[data-sonner-toaster]").boundingBox();
    expect(toaster && toaster.x >= 0 && toaster.x + toaster.width <= 390).toBe(true);
    await page.screenshot({ path: `test-results/toast-phone-${locale}-390.png` });
  });
}
