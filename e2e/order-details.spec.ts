import type { APIRequestContext } from "@playwright/test";
import { expect, memberOfBlock, test } from "./fixtures.ts";
import { baseURL, type Locale, waitForHydration } from "./support.ts";

/**
 * The order pages' finer points: plurals ("Renewal of 1 IP"), "pay again" on a renewal
 * headed as the renewal, per-order expiry ranges after renewing some of its
 * IPs, date filters checked in the form, and the payment step's method cards
 * at 1440 and 390 px.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    notPaid: "订单未支付",
    payAgain: "重新支付",
    renewalHeading: "续费静态 IP",
    renewalSubject: "续费 1 个静态 IP，30 天",
    renewalBought: "续费 1 个 IP，30 天",
    rangeError: "开始日期不能晚于结束日期",
    loadFailed: "列表加载失败",
    alipay: "支付宝",
    fee: "手续费",
  },
  en: {
    prefix: "/en",
    notPaid: "Not paid yet",
    payAgain: "Pay again",
    renewalHeading: "Renew static IPs",
    renewalSubject: "Renewal of 1 static IP, 30 days",
    renewalBought: "Renewal of 1 IP for 30 days",
    rangeError: "The start date must not be after the end date",
    loadFailed: "The list could not be loaded",
    alipay: "Alipay",
    fee: "Handling",
  },
} as const;

/** Calls the API as the member; fails the test on anything but code 0. */
function memberApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async post<T>(path: string, data: object): Promise<T> {
      const body = (await (await request.post(`${baseURL}${path}`, { headers, data })).json()) as {
        code: number;
        msg: string;
        data: T;
      };
      expect(body.code, `${path}: ${body.msg}`).toBe(0);
      return body.data;
    },
    async get<T>(path: string): Promise<T> {
      const body = (await (await request.get(`${baseURL}${path}`, { headers })).json()) as { code: number; data: T };
      expect(body.code, path).toBe(0);
      return body.data;
    },
  };
}

for (const locale of Object.keys(copy) as Locale[]) {
  const t = copy[locale];
  const at = (path: string) => `${t.prefix}${path}`;

  test.describe(`order details (${locale})`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ locale });
    const member = memberOfBlock();

    test("a renewal: plural texts, 'pay again' headed as the renewal, the order's expiry range", async ({
      page,
      context,
      logIn,
    }) => {
      test.setTimeout(90_000);
      const api = memberApi(context.request, await logIn(member));
      const paidWithWechat = async (orderId: number) => {
        const attempt = await api.post<{ outTradeNo: string }>("/app-api/order/staticPay", {
          id: orderId,
          method: "wechat",
        });
        await context.request.post(`${baseURL}/sandbox/wechat/hooks/pay`, {
          data: { out_trade_no: attempt.outTradeNo },
        });
        await expect
          .poll(async () => (await api.get<{ status: string }>(`/app-api/ip/static-order/getStatus/${orderId}`)).status)
          .toBe("paid");
      };
      const nodes = await api.get<Array<{ id: number; countryCode: string }>>("/app-api/ip/static-isp/node?type=2");
      const tokyo = nodes.find((node) => node.countryCode === "JP");
      const order = await api.post<{ id: number; orderNo: string }>("/app-api/ip/static-order/create", {
        nodeId: tokyo?.id,
        days: 30,
        count: 2,
      });
      await paidWithWechat(order.id);
      const ips = await api.get<{ list: Array<{ id: number }> }>(
        `/app-api/ip/static-order-item/page?orderNo=${order.orderNo}`,
      );
      const renewal = await api.post<{ id: number }>("/app-api/ip/static-order-renewal/create", {
        ipIds: [ips.list[0]?.id],
        days: 30,
      });

      // "Pay again" on the unpaid renewal: the renewal's own cashier, in the singular.
      await page.goto(at(`/h5/success?orderType=static&id=${renewal.id}`));
      await expect(page.getByRole("heading", { name: t.notPaid })).toBeVisible();
      await page.getByRole("link", { name: t.payAgain }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/static/buy\\?orderType=static&id=${renewal.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.renewalHeading);
      await expect(page.getByTestId("payment-header")).toContainText(t.renewalSubject);

      await paidWithWechat(renewal.id);
      await page.goto(at(`/h5/success?orderType=static&id=${renewal.id}`));
      await expect(page.getByTestId("payment-success")).toContainText(t.renewalBought);

      // The order of 2 IPs, one renewed: both expiries, not only the renewed one.
      await page.goto(at(`/admin/static/list?orderNo=${order.orderNo}`));
      const row = page.getByTestId("static-order-table").getByTestId("static-order");
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("expiry-range")).toBeVisible();
      const [first, last] = await row
        .getByTestId("expiry-range")
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
      expect(Date.parse(last ?? "") - Date.parse(first ?? "")).toBe(30 * 86_400_000);
    });

    test("an inverted date range is explained in the form and the list stays", async ({ page, context, logIn }) => {
      const api = memberApi(context.request, await logIn(member));
      const order = await api.post<{ orderNo: string }>("/app-api/ip/recharge-order/create", { packageId: 1 });
      await page.goto(at("/admin/dynamic/list"));
      await waitForHydration(page);
      const rows = page.getByTestId("recharge-order-table").getByTestId("recharge-order");
      await expect(rows.filter({ hasText: order.orderNo })).toHaveCount(1);
      const listed = await rows.count();
      const dates = page.locator('input[type="date"]');
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      // An end after today keeps both orders; then a start after that end.
      await dates.nth(1).fill(day(30));
      await expect(page).toHaveURL(new RegExp(`end=${day(30)}`));
      await dates.nth(0).fill(day(60));
      await expect(page.getByTestId("date-range-error")).toHaveText(t.rangeError);
      await expect(page.getByText(t.loadFailed)).toHaveCount(0);
      await expect(rows).toHaveCount(listed);
    });

    test("the payment step's method cards keep their words whole at 1440 and 390 px", async ({
      page,
      context,
      logIn,
    }) => {
      const api = memberApi(context.request, await logIn(member));
      const order = await api.post<{ id: number }>("/app-api/ip/recharge-order/create", { packageId: 1 });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await page.goto(at(`/admin/dynamic/buy?orderType=recharge&id=${order.id}`));
        const picker = page.getByTestId("pay-method-picker");
        await expect(picker.getByTestId("pay-total-alipay")).toBeVisible();
        // Each word on one line: "支付宝" broken into 支付/宝 spans two lines.
        for (const word of [t.alipay, t.fee]) {
          const lines = await picker.evaluate((element, wanted) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const at = node.textContent?.indexOf(wanted) ?? -1;
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + wanted.length);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            }
            return 0;
          }, word);
          expect(lines, `"${word}" at ${width}px`).toBe(1);
        }
        await page.screenshot({
          path: `test-results/screenshots/pay-step-${locale}-${width}.png`,
          fullPage: true,
          animations: "disabled",
        });
      }
    });
  });
}
