import pg from "pg";
import { expect, test } from "./fixtures.ts";
import { opsBaseURL, opsDatabaseUrl, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * Static IP auto-renewal's notices in the member's message centre (站内信), in the reader's language.
 * The job's queueing (once per IP, period and step) is proven in apps/server/test/balance-auto-renew.test.ts;
 * here a fresh member on the second server (PostgreSQL, so this runs where TEST_DATABASE_URL is set)
 * gets the three messages the job writes, as it writes them, and the Messages page shows them with
 * the renew link. Screenshots at 1440 and 390 px in both languages go to test-results/screenshots.
 */

const copy = {
  "zh-CN": {
    prefix: "",
    notice: "您的静态 IP 203.0.113.77 将在 3 天后用余额自动续费",
    charged: "静态 IP 203.0.113.77 已用余额续费成功",
    failed: "静态 IP 203.0.113.77 自动续费失败：余额不足",
    failedText: "续费需 30.00 元，当前余额仅 10.00 元，未能自动续费。请充值或前往续费：/admin/static/management",
    unread: "3 条未读",
    intro: "静态 IP 自动续费",
  },
  en: {
    prefix: "/en",
    notice: "Your static IP 203.0.113.77 renews from your balance in 3 days",
    charged: "Static IP 203.0.113.77 renewed from your balance",
    failed: "Auto-renewal of 203.0.113.77 failed: balance too low",
    failedText:
      "it needs 30.00 CNY and your balance is 10.00 CNY. Top up or renew it here: /en/admin/static/management",
    unread: "3 unread",
    intro: "static IP auto-renewal",
  },
} as const;

test("auto-renewal's notices are in the message centre, in the reader's language", async ({ page, newMember }) => {
  const databaseUrl = opsDatabaseUrl();
  test.skip(!databaseUrl, "needs TEST_DATABASE_URL: the messages are written into the second server's database");
  const member = await newMember({ base: opsBaseURL });
  const client = new pg.Client({ connectionString: databaseUrl ?? "" });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from members where mobile like '%' || $1", [
      member.mobile,
    ]);
    const memberId = rows[0]?.id;
    expect(memberId).toBeDefined();
    const expires = new Date(Date.now() + 3 * 24 * 3600_000);
    const base = { ip: "203.0.113.77", expires: expires.toISOString().slice(0, 10), period: 30, noticeDays: 3 };
    const steps = [
      { kind: "auto-renew-notice", amountFen: 3_000, balanceFen: 5_000, at: -120 },
      { kind: "auto-renew-failed", amountFen: 3_000, balanceFen: 1_000, at: -60 },
      { kind: "auto-renew-charged", amountFen: 3_000, balanceFen: 2_000, at: 0 },
    ];
    for (const step of steps) {
      const data = { ...base, kind: step.kind, amountFen: step.amountFen, balanceFen: step.balanceFen, origin: "" };
      await client.query(
        "insert into member_messages (member_id, key, kind, data, created_at) values ($1, $2, $3, $4, $5)",
        [
          memberId,
          `auto-renew:e2e:${expires.toISOString()}:${step.kind}`,
          step.kind,
          JSON.stringify(data),
          new Date(Date.now() + step.at * 60_000),
        ],
      );
    }
  } finally {
    await client.end();
  }

  for (const locale of ["zh-CN", "en"] as const) {
    const t = copy[locale];
    await page.goto(`${opsBaseURL}${t.prefix}/admin/messages`);
    await waitForHydration(page);
    const messages = page.getByTestId("inbox-message");
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(0)).toContainText(t.charged);
    await expect(messages.nth(1)).toContainText(t.failed);
    await expect(messages.nth(1)).toContainText(t.failedText);
    await expect(messages.nth(2)).toContainText(t.notice);
    await expect(page.getByTestId("inbox-unread")).toHaveText(t.unread);
    await expect(page.getByRole("main")).toContainText(t.intro);
    await screenshotAtBothWidths(page, `auto-renew-messages-${locale}`);
  }
});
