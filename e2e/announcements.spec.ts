import { expect, test } from "./fixtures.ts";
import { signInAsDemoOwner, signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * Announcements and the member's message centre (站内信): the owner sends an announcement (written
 * in both languages) to one fresh member named by mobile — never to all members, so no other spec's
 * unread count moves — and adds traffic to their balance; the member sees the unread count in the
 * user-centre menu, reads the announcement in their language (and the other language's text after
 * switching), the count drops, and the traffic notice is there too. Screenshots at 1440 and 390 px
 * go to test-results/announcements.
 */
const texts = {
  "zh-CN": {
    prefix: "",
    other: "/en",
    segment: "指定会员",
    accounts: "会员手机号或邮箱",
    send: "发送公告",
    sent: "已发送给 1 位会员",
    check: "核对账号",
    confirmSend: "发送给 1 位会员",
    messages: "站内信",
    menu: "用户中心",
    markRead: "标为已读",
    unread: (n: number) => `${n} 条未读`,
    badge: (n: number) => `${n} 条未读消息`,
    adjusted: "您的流量余额已调整",
    otherAdjusted: "Your traffic balance was adjusted",
  },
  en: {
    prefix: "/en",
    other: "",
    segment: "Specific members",
    accounts: "Members' mobiles or e-mails",
    send: "Send announcement",
    sent: "Sent to 1 member",
    check: "Check accounts",
    confirmSend: "Send to 1 member",
    messages: "Messages",
    menu: "User centre",
    markRead: "Mark read",
    unread: (n: number) => `${n} unread`,
    badge: (n: number) => `${n} unread message${n === 1 ? "" : "s"}`,
    adjusted: "Your traffic balance was adjusted",
    otherAdjusted: "您的流量余额已调整",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  test(`an announcement to named members reaches their message centre in their language (${locale})`, async ({
    browser,
    page,
    newMember,
  }) => {
    test.setTimeout(240_000);
    const t = texts[locale];
    const member = await newMember();
    const stamp = `${locale}-${Date.now()}`;
    const note = {
      title: `线路维护通知 ${stamp}`,
      titleEn: `Line maintenance ${stamp}`,
      body: "东京线路将于周六凌晨 2:00–4:00 维护，期间可能短暂断线。",
      bodyEn: "The Tokyo line is down for maintenance on Saturday 02:00–04:00 (UTC+8); connections may drop briefly.",
    };
    const [title, otherTitle] = locale === "en" ? [note.titleEn, note.title] : [note.title, note.titleEn];
    const body = locale === "en" ? note.bodyEn : note.body;

    // The owner writes the announcement in both languages and names the member by mobile.
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    if (locale === "en") {
      await owner.goto(`${ops}/en/ops/login`);
      await signInAsDemoOwner(owner);
    } else {
      await signInAsDemoOwnerInChinese(owner);
    }
    await owner.goto(`${ops}${t.prefix}/ops/announcements`);
    await waitForHydration(owner);
    await owner.locator('input[name="title"]').fill(note.title);
    await owner.locator('input[name="titleEn"]').fill(note.titleEn);
    await owner.locator('textarea[name="body"]').fill(note.body);
    await owner.locator('textarea[name="bodyEn"]').fill(note.bodyEn);
    await owner.locator('select[name="segment"]').selectOption({ label: t.segment });
    // Two of the listed accounts are no member: the console names exactly those, before and after sending.
    const strangers = [`1390000${String(Date.now()).slice(-4)}`, `nobody-${stamp.toLowerCase()}@example.com`];
    await owner.getByLabel(t.accounts).fill(`${member.mobile}\n${strangers[0]}, ${strangers[1]}`);
    await owner.getByRole("button", { name: t.check }).click();
    await expect(owner.getByTestId("unmatched-accounts").getByRole("listitem")).toHaveText(strangers);
    await screenshotAtBothWidths(owner, `console-${locale}`, { dir: "test-results/announcements", restoreWidth: 1440 });
    await owner.getByRole("button", { name: t.send }).click();
    const confirm = owner.locator("[data-testid=announcement-confirm][open]");
    await expect(confirm.getByTestId("confirm-unmatched-accounts").getByRole("listitem")).toHaveText(strangers);
    await screenshotAtBothWidths(owner, `console-confirm-${locale}`, {
      dir: "test-results/announcements",
      restoreWidth: 1440,
    });
    await confirm.getByRole("button", { name: t.confirmSend }).click();
    await expect(owner.getByText(t.sent, { exact: true })).toBeVisible();
    await expect(owner.getByTestId("skipped-accounts").getByRole("listitem")).toHaveText(strangers);
    const row = owner.getByTestId("announcements-table").getByRole("row").filter({ hasText: note.title });
    await expect(row.getByRole("cell").nth(1)).toHaveText(t.segment);
    await expect(row.getByRole("cell").nth(2)).toHaveText("1");
    await screenshotAtBothWidths(owner, `console-sent-${locale}`, {
      dir: "test-results/announcements",
      restoreWidth: 1440,
    });

    // A real notice as well: the owner adds 1 GB to the member's traffic (the console's host resolves
    // only inside the browser, so these calls go through the page's fetch).
    const adjusted = await owner.evaluate(async (mobile) => {
      const found = await (await fetch(`/ops-api/members?q=${mobile}`)).json();
      const answer = await fetch(`/ops-api/members/${found.data.list[0].id}/adjust-traffic`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ deltaMb: 1024, reason: "线路故障补偿 / outage credit" }),
      });
      return (await answer.json()) as { code: number; msg: string };
    }, member.mobile);
    expect(adjusted.code, adjusted.msg).toBe(0);
    await ownerContext.close();

    // The member: two unread messages counted beside "Messages" in the user-centre menu.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseURL}${t.prefix}/admin`);
    const menuLink = page.getByRole("link", { name: new RegExp(`^${t.messages}`) });
    await expect(menuLink.getByTestId("inbox-badge")).toContainText("2");
    await expect(menuLink).toContainText(t.badge(2));
    await menuLink.click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/admin/messages$`));
    await expect(page.getByTestId("inbox-unread")).toHaveText(t.unread(2));
    const announcement = page.getByTestId("inbox-message").filter({ hasText: title });
    await expect(announcement).toHaveAttribute("data-read", "false");
    await expect(announcement).toContainText(body);
    await expect(page.getByTestId("inbox-message").filter({ hasText: otherTitle })).toHaveCount(0);
    const traffic = page.getByTestId("inbox-message").filter({ hasText: t.adjusted });
    await expect(traffic).toContainText("线路故障补偿 / outage credit");
    await screenshotAtBothWidths(page, `messages-${locale}`, { dir: "test-results/announcements", restoreWidth: 1440 });
    // On a phone the folded menu's button carries the count before the menu opens.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: new RegExp(`^${t.menu}`) })).toContainText(t.badge(2));
    await page.setViewportSize({ width: 1440, height: 900 });

    // Reading the announcement drops the count by one, in the page and in the menu.
    await announcement.getByRole("button", { name: t.markRead }).click();
    await expect(announcement).toHaveAttribute("data-read", "true");
    await expect(page.getByTestId("inbox-unread")).toHaveText(t.unread(1));
    await expect(menuLink).toContainText(t.badge(1));

    // In the other language the same messages read in that language.
    await page.goto(`${baseURL}${t.other}/admin/messages`);
    await expect(page.getByTestId("inbox-message").filter({ hasText: otherTitle })).toHaveAttribute(
      "data-read",
      "true",
    );
    await expect(page.getByTestId("inbox-message").filter({ hasText: t.otherAdjusted })).toHaveAttribute(
      "data-read",
      "false",
    );
  });
}
