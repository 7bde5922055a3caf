import type { PayAnswer, RechargeOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import { apiClient } from "./auth-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

/** A traffic order a member created and paid, as the API shows it once paid. */
export interface PaidOrder {
  token: string;
  /** The order as `recharge-order/create` answered it (waiting). */
  created: RechargeOrder;
  /** What the cashier answered: the amount asked of the provider, its fee and total. */
  pay: PayAnswer;
  /** The order as `getRechargeOrderInfo` shows it after the payment. */
  order: RechargeOrder;
}

/**
 * "A fresh member pays an order", as the API tests need it over and over: a member (a new one made
 * with `quickMembers` unless `token` is given) creates a traffic order through the API (`trafficGb`,
 * 10 unless told, with `couponCode` if given) and pays it at the Alipay sandbox. With `balancePartFen`,
 * that much is first put on the member's balance (an operator's adjustment) and used for the order
 * (`useBalance`), so Alipay is paid only the rest. `beforePay` looks at the waiting order first.
 */
export async function memberPaysOrder(
  server: TestServer,
  options: {
    token?: string;
    trafficGb?: number;
    couponCode?: string;
    balancePartFen?: number;
    beforePay?: (order: RechargeOrder, token: string) => Promise<void>;
  } = {},
): Promise<PaidOrder> {
  const api = apiClient(server);
  const token = options.token ?? ((await quickMembers(server, 1)) as [string])[0];
  const createdAnswer = await api.post<RechargeOrder>(
    "/app-api/ip/recharge-order/create",
    { trafficGb: options.trafficGb ?? 10, ...(options.couponCode ? { couponCode: options.couponCode } : {}) },
    { token },
  );
  expect(createdAnswer.code, createdAnswer.msg).toBe(0);
  const created = createdAnswer.data;
  if (options.balancePartFen) {
    const part = options.balancePartFen;
    const [row] = await server.database.db
      .select({ memberId: tables.rechargeOrders.memberId })
      .from(tables.rechargeOrders)
      .where(eq(tables.rechargeOrders.id, created.id));
    const memberId = row?.memberId as number;
    await inTransaction(server.database.db, (tx) =>
      createBalanceLedger(tx).move({
        memberId,
        kind: "adjustment",
        deltaFen: part,
        cause: `test-seed:${memberId}:${created.id}`,
      }),
    );
    const used = await api.post(
      "/app-api/order/useBalance",
      { orderType: "recharge", id: created.id, amount: part },
      { token },
    );
    expect(used, "useBalance").toMatchObject({ code: 0, data: { balanceUsed: part } });
  }
  await options.beforePay?.(created, token);
  const payAnswer = await api.post<PayAnswer>("/app-api/order/pay", { id: created.id, method: "alipay" }, { token });
  expect(payAnswer.code, payAnswer.msg).toBe(0);
  const hook = await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", { pay_url: payAnswer.data.payUrl });
  expect(hook.status).toBe(200);
  const order = (await api.get<RechargeOrder>(`/app-api/order/getRechargeOrderInfo?id=${created.id}`, { token })).data;
  expect(order.status).toBe("paid");
  return { token, created, pay: payAnswer.data, order };
}
