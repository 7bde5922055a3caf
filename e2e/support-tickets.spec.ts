import { expect, test } from "@playwright/test";
import { createMember } from "./fixtures.ts";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, waitForHydration } from "./support.ts";

/** A tiny valid PNG (1×1), sniffed by the server as image/png. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const copy = {
  "zh-CN": {
    prefix: "",
    open: "提交工单",
    subject: "标题",
    category: "问题类型",
    proxy: "代理与连接",
    body: "问题描述",
    attachments: "附件",
    submit: "提交工单",
    reply: "发送回复",
    resolve: "标记为已解决",
    resolved: "已解决",
    waiting: "待您回复",
    opsReply: "回复会员",
    opsSend: "发送回复",
  },
  en: {
    prefix: "/en",
    open: "Open a ticket",
    subject: "Subject",
    category: "Category",
    proxy: "Proxies and connections",
    body: "Describe the problem",
    attachments: "Attachments",
    submit: "Submit ticket",
    reply: "Send reply",
    resolve: "Mark as resolved",
    resolved: "Resolved",
    waiting: "Waiting for you",
    opsReply: "回复会员",
    opsSend: "发送回复",
  },
} as const;

for (const [locale, t] of Object.entries(copy)) {
  test(`support ticket: opened with an attachment, answered, replied to and resolved (${locale})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    await createMember(page, context);
    const subject = `Port 8000 times out ${Date.now()}`;

    await page.goto(`${baseURL}${t.prefix}/admin/support`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.open }).first().click();
    await page.getByLabel(t.subject).fill(subject);
    await page.getByLabel(t.category).selectOption({ label: t.proxy });
    await page.getByLabel(t.body).fill("Every request through the gateway times out after 30 s.");
    await page.getByLabel(t.attachments).setInputFiles({ name: "screenshot.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("ticket-pending-files")).toContainText("screenshot.png");
    await page.getByTestId("new-ticket").getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/admin\/support\/\d+$/);
    const ticketId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByTestId("ticket-messages")).toContainText("screenshot.png");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/ticket-${locale}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/screenshots/ticket-${locale}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // An operator answers in the console (its own browser context).
    const opsPage = await (await browser.newContext()).newPage();
    await signInAsDemoOwnerInChinese(opsPage);
    await opsPage.goto(`${ops}${t.prefix}/ops/support`);
    await waitForHydration(opsPage);
    await expect(opsPage.getByRole("link", { name: `#${ticketId} ${subject}` })).toBeVisible();
    for (const width of [1440, 390]) {
      await opsPage.setViewportSize({ width, height: 900 });
      await opsPage.screenshot({ path: `test-results/screenshots/ops-support-${locale}-${width}.png`, fullPage: true });
    }
    await opsPage.setViewportSize({ width: 1440, height: 900 });
    await opsPage.getByRole("link", { name: `#${ticketId} ${subject}` }).click();
    await expect(opsPage.getByTestId("console-messages")).toContainText("screenshot.png");
    const replyLabel = locale === "en" ? "Reply to the member" : t.opsReply;
    await opsPage.getByLabel(replyLabel).fill("Please try port 8001 while we look into it.");
    await opsPage.getByRole("button", { name: locale === "en" ? "Send reply" : t.opsSend }).click();
    await expect(opsPage.getByTestId("console-ticket-status")).toHaveText(t.waiting);

    // The member is told by SMS (the demo outbox, read whole: the notice names the ticket and its subject).
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`${baseURL}/sandbox/outbox`);
          const { messages } = (await answer.json()) as { messages: { body: string; recipient: string }[] };
          return messages.some((m) => m.body.includes(`#${ticketId}`) && m.body.includes(subject));
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("ticket-messages")).toContainText("Please try port 8001");
    await expect(page.getByTestId("ticket-status")).toHaveText(t.waiting);
    await page.getByRole("textbox").last().fill("Port 8001 works, thanks.");
    await page.getByRole("button", { name: t.reply }).click();
    await expect(page.getByTestId("ticket-messages")).toContainText("Port 8001 works");
    await page.getByRole("button", { name: t.resolve }).click();
    await expect(page.getByTestId("ticket-status")).toHaveText(t.resolved);

    await page.goto(`${baseURL}${t.prefix}/admin/support`);
    await expect(page.getByTestId("ticket-list")).toContainText(subject);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/tickets-${locale}-${width}.png`, fullPage: true });
    }
  });
}
