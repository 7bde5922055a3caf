import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { screenshotAtBothWidths } from "./support.ts";

/**
 * The two help articles of issue #29 (the balance with auto-renewal and alerts; coupons, invites
 * and gift codes), and the renewal article that sends readers to auto-renewal, reached from the help
 * centre's "Account and billing" category in both languages: each says a rule the shop's code
 * enforces (the renewal article: the user centre's button name and the 3-day renewal grace of
 * STATIC_IP_RECLAIM_GRACE_DAYS), and links to its neighbour in the reader's language.
 */
const articles = [
  {
    slug: "renew-static-ips",
    prefix: "",
    category: "账户与计费",
    title: "静态 IP 到期前续费",
    fact: /点击“续费所选”/,
    row: ["已过期", /到期后 3 天内仍可续费/],
    link: [
      "账户余额、静态 IP 自动续费与余额流量提醒",
      "/help-center/account-balance-and-auto-renew",
      "账户余额、静态 IP 自动续费与余额流量提醒",
    ],
  },
  {
    slug: "renew-static-ips",
    prefix: "/en",
    category: "Account and billing",
    title: "Renewing static IPs before they expire",
    fact: /Click Renew selected/,
    row: ["Expired", /still renewable for 3 days after expiry/],
    link: [
      "Account balance, static IP auto-renewal and alerts",
      "/en/help-center/account-balance-and-auto-renew",
      "Account balance, static IP auto-renewal and alerts",
    ],
  },
  {
    slug: "account-balance-and-auto-renew",
    prefix: "",
    category: "账户与计费",
    title: "账户余额、静态 IP 自动续费与余额流量提醒",
    fact: /单笔充值金额为 ¥10 至 ¥50,000/,
    row: ["余额提醒", /账户余额低于 Z 元/],
    link: ["静态 IP 到期前续费", "/help-center/renew-static-ips", "静态 IP 到期前续费"],
  },
  {
    slug: "account-balance-and-auto-renew",
    prefix: "/en",
    category: "Account and billing",
    title: "Account balance, static IP auto-renewal and alerts",
    fact: /Each top-up is between ¥10 and ¥50,000/,
    row: ["Static IP expiry", /7, 3 and\/or 1 days before expiry/],
    link: [
      "Renewing static IPs before they expire",
      "/en/help-center/renew-static-ips",
      "Renewing static IPs before they expire",
    ],
  },
  {
    slug: "coupons-invites-and-gift-codes",
    prefix: "",
    category: "账户与计费",
    title: "优惠码、邀请返佣与礼品码",
    fact: /每个账户每小时最多尝试 10 次/,
    row: ["已扣留", /本站不发放这笔返佣，原因显示在状态下方/],
    link: ["实名认证指南", "/help-center/real-name-verification", "实名认证指南：个人认证与企业认证"],
  },
  {
    slug: "coupons-invites-and-gift-codes",
    prefix: "/en",
    category: "Account and billing",
    title: "Coupons, invites and gift codes",
    fact: /at least ¥0\.01 is always left to pay/,
    row: ["Taken back (refunded)", /taken back from your balance/],
    link: [
      "Real-name verification",
      "/en/help-center/real-name-verification",
      "Real-name verification: personal and enterprise",
    ],
  },
] as const;

for (const a of articles) {
  test(`the help centre lists and explains ${a.slug} (${a.prefix ? "en" : "zh"})`, async ({ page }) => {
    await page.goto(`${a.prefix}/help-center`);
    await page.getByRole("link", { name: new RegExp(`^${a.category}`) }).click();
    await page.getByRole("link", { name: a.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${a.prefix}/help-center/${a.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
    await expect(page.getByText(a.fact)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: a.row[0] })).toContainText(a.row[1]);
    await screenshotAtBothWidths(page, `help-${a.slug}-${a.prefix ? "en" : "zh"}`);

    const [linkText, href, target] = a.link;
    const link = page.getByRole("article").getByRole("link", { name: linkText, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: target })).toBeVisible();
  });
}
