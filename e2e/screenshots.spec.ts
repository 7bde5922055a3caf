import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { type Locale, text, waitForHydration } from "./support.ts";

const widths = [1440, 390] as const;
const locales: Array<{ locale: Locale; short: "zh" | "en"; prefix: string }> = [
  { locale: "zh-CN", short: "zh", prefix: "" },
  { locale: "en", short: "en", prefix: "/en" },
];
const pages = [
  { name: "home", path: "/", session: false, heading: (l: Locale) => text[l].homeHeading },
  { name: "dashboard", path: "/admin/dashboard", session: true, heading: (l: Locale) => text[l].dashboardHeading },
  { name: "login", path: "/login", session: false, heading: (l: Locale) => text[l].loginHeading },
  { name: "register", path: "/register", session: false, heading: (l: Locale) => text[l].registerHeading },
  { name: "account", path: "/admin/account", session: true, heading: (l: Locale) => text[l].accountHeading },
] as const;

async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

for (const target of pages) {
  for (const { locale, short, prefix } of locales) {
    for (const width of widths) {
      test(`screenshot ${target.name}-${short}-${width}`, async ({ page, logIn }) => {
        if (target.session) await logIn();
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        const path = target.path === "/" ? prefix || "/" : `${prefix}${target.path}`;
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading(locale));
        await settle(page);

        if (target.name === "account") await expect(page.getByText("138****8000")).toBeVisible();

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

        await page.screenshot({
          path: `test-results/screenshots/${target.name}-${short}-${width}.png`,
          fullPage: true,
          animations: "disabled",
        });

        if (target.name === "register") {
          // The slider as a visitor sees it after pressing "send code".
          // The English page opens on the e-mail tab, the Chinese one on mobile.
          await page
            .getByRole("textbox")
            .first()
            .fill(short === "en" ? "screenshot@example.com" : "13912345678");
          await page.getByTestId("send-code").click();
          await expect(page.getByRole("dialog").getByRole("slider")).toHaveAttribute("aria-disabled", "false");
          await page.screenshot({
            path: `test-results/screenshots/register-slider-${short}-${width}.png`,
            animations: "disabled",
          });
        }
      });
    }
  }
}
