import { type BrowserContext, expect } from "@playwright/test";
import { createMember, type Member, signIn as signInMember } from "./fixtures.ts";
import { baseURL } from "./support.ts";

/** Pays order `id` through `payPath` with Alipay and lets the sandbox report the payment, as Alipay would. */
async function payAtSandbox(context: BrowserContext, headers: Record<string, string>, payPath: string, id: number) {
  const pay = await (
    await context.request.post(`${baseURL}${payPath}`, { headers, data: { id, method: "alipay" } })
  ).json();
  const hook = await context.request.post(`${baseURL}/sandbox/alipay/hooks/pay`, {
    data: { pay_url: pay.data.payUrl },
  });
  expect(hook.status()).toBe(200);
}

/**
 * Signs `context` in as a member of its own: orders of the demo member would show in every other
 * spec's user centre (two static IPs widened the phone layout of a spec that logs in as the demo).
 */
async function freshMember(context: BrowserContext, inviteCode?: string): Promise<{ member: Member; token: string }> {
  const member = await createMember(await context.newPage(), context, { signIn: false, inviteCode });
  return { member, token: await signInMember(context, member) };
}

/**
 * A paid traffic order (1 GB) of a fresh member, paid at the Alipay sandbox; with `inviteCode`, the
 * member registered through that invite link (the referrer earns a commission on the order).
 */
export async function paidTrafficOrder(
  context: BrowserContext,
  options: { inviteCode?: string } = {},
): Promise<{ orderNo: string; member: Member }> {
  const { member, token } = await freshMember(context, options.inviteCode);
  const headers = { authorization: `Bearer ${token}` };
  const order = await (
    await context.request.post(`${baseURL}/app-api/ip/recharge-order/create`, { headers, data: { trafficGb: 1 } })
  ).json();
  await payAtSandbox(context, headers, "/app-api/order/pay", order.data.id);
  return { orderNo: order.data.orderNo, member };
}

/**
 * A paid order of 2 static IPs (30 days, on a node with stock) of a fresh member, paid at the Alipay
 * sandbox; with `renewOne`, one of its IPs is then renewed for 30 days by a second paid order.
 * `context` is left signed in as that member (`token` is their API token).
 */
export async function paidStaticOrder(
  context: BrowserContext,
  options: { renewOne?: boolean } = {},
): Promise<{ orderNo: string; renewalNo?: string; member: Member; token: string }> {
  const { member, token } = await freshMember(context);
  const headers = { authorization: `Bearer ${token}` };
  const nodes = (await (await context.request.get(`${baseURL}/app-api/ip/static-isp/node?type=2`)).json()) as {
    data: Array<{ id: number; stock: number }>;
  };
  const node = nodes.data.find((n) => n.stock >= 2);
  const order = await (
    await context.request.post(`${baseURL}/app-api/ip/static-order/create`, {
      headers,
      data: { nodeId: node?.id, days: 30, count: 2 },
    })
  ).json();
  expect(order.code, JSON.stringify(order)).toBe(0);
  await payAtSandbox(context, headers, "/app-api/order/staticPay", order.data.id);
  if (!options.renewOne) return { orderNo: order.data.orderNo, member, token };

  const ips = (await (
    await context.request.get(`${baseURL}/app-api/ip/static-order-item/page`, { headers })
  ).json()) as { data: { list: Array<{ id: number; orderNo: string }> } };
  const ip = ips.data.list.find((row) => row.orderNo === order.data.orderNo);
  const renewal = await (
    await context.request.post(`${baseURL}/app-api/ip/static-order-renewal/create`, {
      headers,
      data: { ipIds: [ip?.id], days: 30 },
    })
  ).json();
  expect(renewal.code, JSON.stringify(renewal)).toBe(0);
  await payAtSandbox(context, headers, "/app-api/order/staticPay", renewal.data.id);
  return { orderNo: order.data.orderNo, renewalNo: renewal.data.orderNo, member, token };
}
