import { type Database, tables } from "@shop/db";
import { and, asc, eq, lte } from "drizzle-orm";
import { type Executor, inTransaction } from "../../lib/executor.ts";

const { paymentSandboxTrades: trades, paymentSandboxRefunds: refunds } = tables;

export type SandboxProvider = "alipay" | "wechat" | "stripe";
export type SandboxTrade = typeof trades.$inferSelect;
export type SandboxRefund = typeof refunds.$inferSelect;
type NewTrade = Omit<typeof trades.$inferInsert, "provider">;
type NewRefund = Omit<typeof refunds.$inferInsert, "provider" | "outTradeNo" | "id">;

/** Which state of each provider's trade is "waiting for the buyer" and "closed". */
const waitingState: Record<SandboxProvider, string> = { alipay: "WAIT_BUYER_PAY", wechat: "NOTPAY", stripe: "open" };
const closedState: Record<SandboxProvider, string> = { alipay: "TRADE_CLOSED", wechat: "CLOSED", stripe: "expired" };

/**
 * The sandbox's trades and refunds in the database (see the schema's note):
 * every change of a trade's state is a conditional update, so a buyer paying
 * at one process while another process closes the trade ends one way only.
 * Time comes from the sandbox's clock (`now`), as the in-memory version read it.
 */
export function createSandboxStore(db: Database, now: () => Date = () => new Date()) {
  const ofProvider = (provider: SandboxProvider, outTradeNo: string) =>
    and(eq(trades.provider, provider), eq(trades.outTradeNo, outTradeNo));

  /** An unpaid trade past its expiry is closed, as the provider closes it by itself. */
  async function settle(x: Executor, trade: SandboxTrade | undefined): Promise<SandboxTrade | undefined> {
    if (!trade) return undefined;
    const provider = trade.provider as SandboxProvider;
    if (trade.status !== waitingState[provider] || now().getTime() < trade.expiresAt.getTime()) return trade;
    await x
      .update(trades)
      .set({ status: closedState[provider] })
      .where(
        and(
          ofProvider(provider, trade.outTradeNo),
          eq(trades.status, waitingState[provider]),
          lte(trades.expiresAt, now()),
        ),
      );
    const [fresh] = await x.select().from(trades).where(ofProvider(provider, trade.outTradeNo));
    return fresh;
  }

  const store = (x: Executor) => ({
    async findTrade(provider: SandboxProvider, outTradeNo: string | undefined): Promise<SandboxTrade | undefined> {
      if (outTradeNo === undefined) return undefined;
      const [row] = await x.select().from(trades).where(ofProvider(provider, outTradeNo));
      return settle(x, row);
    },
    async findByToken(provider: SandboxProvider, token: string): Promise<SandboxTrade | undefined> {
      const [row] = await x
        .select()
        .from(trades)
        .where(and(eq(trades.provider, provider), eq(trades.token, token)));
      return settle(x, row);
    },
    async findByTradeNo(provider: SandboxProvider, tradeNo: string): Promise<SandboxTrade | undefined> {
      const [row] = await x
        .select()
        .from(trades)
        .where(and(eq(trades.provider, provider), eq(trades.tradeNo, tradeNo)));
      return settle(x, row);
    },
    /** Creates the trade, or answers the one another process created first with the same number. */
    async insertTrade(provider: SandboxProvider, values: NewTrade): Promise<SandboxTrade> {
      const [row] = await x
        .insert(trades)
        .values({ ...values, provider })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const [existing] = await x.select().from(trades).where(ofProvider(provider, values.outTradeNo));
      if (!existing) throw new Error("sandbox trade vanished while being created");
      return existing;
    },
    async setUrls(
      provider: SandboxProvider,
      outTradeNo: string,
      urls: { notifyUrl: string | null; returnUrl: string | null },
    ) {
      await x.update(trades).set(urls).where(ofProvider(provider, outTradeNo));
    },
    /**
     * Moves a trade from `from` to `to` (with the given fields) only if it is still in `from`:
     * the updated trade, or undefined when another call changed it first.
     */
    async transition(
      provider: SandboxProvider,
      outTradeNo: string,
      from: string,
      to: string,
      fields: Partial<Pick<SandboxTrade, "paidAt" | "tradeNo" | "chargedFen" | "chargedCurrency">> = {},
    ): Promise<SandboxTrade | undefined> {
      const [row] = await x
        .update(trades)
        .set({ ...fields, status: to })
        .where(and(ofProvider(provider, outTradeNo), eq(trades.status, from)))
        .returning();
      return row;
    },
    async refundsOf(provider: SandboxProvider, outTradeNo: string): Promise<SandboxRefund[]> {
      return x
        .select()
        .from(refunds)
        .where(and(eq(refunds.provider, provider), eq(refunds.outTradeNo, outTradeNo)))
        .orderBy(asc(refunds.id));
    },
    /** WeChat's out_refund_no is unique per merchant: found without its trade. */
    async findRefund(provider: SandboxProvider, outRefundNo: string): Promise<SandboxRefund | undefined> {
      const [row] = await x
        .select()
        .from(refunds)
        .where(and(eq(refunds.provider, provider), eq(refunds.outRefundNo, outRefundNo)))
        .orderBy(asc(refunds.id))
        .limit(1);
      return row;
    },
    async insertRefund(provider: SandboxProvider, outTradeNo: string, values: NewRefund): Promise<SandboxRefund> {
      const [row] = await x
        .insert(refunds)
        .values({ ...values, provider, outTradeNo })
        .returning();
      return row as SandboxRefund;
    },
    async completeRefund(id: number, at: Date): Promise<SandboxRefund | undefined> {
      const [row] = await x
        .update(refunds)
        .set({ status: "SUCCESS", succeededAt: at })
        .where(and(eq(refunds.id, id), eq(refunds.status, "PROCESSING")))
        .returning();
      return row;
    },
  });

  return {
    ...store(db),
    now,
    /**
     * Runs `work` with the trade locked (select … for update), so two refunds of one trade, sent
     * to two processes at once, are decided one after the other and never exceed what was paid.
     */
    withTradeLocked<T>(
      provider: SandboxProvider,
      outTradeNo: string,
      work: (trade: SandboxTrade | undefined, tx: ReturnType<typeof store>) => Promise<T>,
    ): Promise<T> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(trades).where(ofProvider(provider, outTradeNo)).for("update");
        const bound = store(tx);
        return work(await settle(tx, row), bound);
      });
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
