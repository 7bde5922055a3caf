import type { ClosurePreview, FileAnswer, Locale } from "@shop/contract";
import { proxyCentreLimits } from "@shop/contract";
import type { Database } from "@shop/db";
import { type Executor, inTransaction } from "../../../lib/executor.ts";

const dayMs = 86_400_000;

/** Pages through a `{list, total}` call until everything is read. */
async function readAll<T>(page: (pageNo: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { list, total } = await page(pageNo);
    all.push(...list);
    if (list.length === 0 || all.length >= total) return all;
  }
}

/** One module's records of a member, for the download and for closing. */
export interface MemberRecords {
  exportOf(memberId: number): Promise<unknown>;
  /** Erases or anonymises what closing does not keep; absent: everything is kept (money records). */
  eraseForClosureWithin?(tx: Executor, memberId: number): Promise<void>;
}

/**
 * A member's data rights: the download of their data and the closing of the account. Every
 * other module keeps its own tables; this one only asks them, and for closing passes them one
 * transaction so an account is either closed everywhere or not at all.
 */
export function createDataRightsService(deps: {
  db: Database;
  auth: {
    exportAccount(memberId: number): Promise<Record<string, unknown>>;
    confirmPassword(memberId: number, password: string): Promise<void>;
    closeMemberWithin(tx: Executor, memberId: number): Promise<void>;
  };
  traffic: { getBalance(memberId: number): Promise<{ remainingBytes: bigint }> };
  orders: {
    pageRechargeOrders(
      memberId: number,
      query: { pageNo: number; pageSize: number },
    ): Promise<{ list: unknown[]; total: number }>;
    pageStaticOrders(
      memberId: number,
      query: { pageNo: number; pageSize: number },
      locale: Locale,
    ): Promise<{ list: unknown[]; total: number }>;
    pageStaticIps(
      memberId: number,
      query: { pageNo: number; pageSize: number; status?: 1 | 2 },
      locale: Locale,
    ): Promise<{ list: unknown[]; total: number }>;
    countWaiting(memberId: number): Promise<number>;
    closeWaitingOrdersOf(tx: Executor, memberId: number): Promise<number>;
  };
  certification: {
    exportStatus(memberId: number): Promise<unknown>;
    eraseForClosureWithin(tx: Executor, memberId: number): Promise<void>;
    /** After the closure committed: uploaded passport pages and registration documents deleted. */
    deleteDocumentsOfClosed?(memberId: number): Promise<void>;
  };
  proxyAccounts: {
    listAccounts(
      memberId: number,
      query: { pageNo: number; pageSize: number },
    ): Promise<{ list: Array<Record<string, unknown>>; total: number }>;
    listAllowlist(memberId: number): Promise<{ list: unknown[] }>;
    countAccounts(memberId: number): Promise<number>;
    endAccessWithin(tx: Executor, memberId: number): Promise<void>;
  };
  usage: {
    listHourRecords(
      memberId: number,
      query: { startTime: string; pageNo: number; pageSize: number },
    ): Promise<{ list: unknown[]; total: number }>;
  };
  apiKeys: {
    list(memberId: number): Promise<{ list: unknown[] }>;
    countLive(memberId: number): Promise<number>;
    revokeAllWithin(tx: Executor, memberId: number): Promise<number>;
  };
  /**
   * The money-and-growth records (issue #29): each part exported under its name and, on closing,
   * erased inside the closing transaction as docs/decisions.md ("Closing an account") says.
   */
  memberRecords: Record<string, MemberRecords>;
}) {
  const { auth, orders, certification, proxyAccounts, usage, apiKeys } = deps;
  const pageSize = 100;

  return {
    /** Everything the shop keeps about the member, as one JSON file (no ID number, no password). */
    async exportData(memberId: number, locale: Locale): Promise<FileAnswer> {
      // A day inside the longest range the records allow, so the moments between here and the query never overrun it.
      const since = new Date(Date.now() - (proxyCentreLimits.maxRecordRangeDays - 1) * dayMs).toISOString();
      const accounts = await readAll((pageNo) => proxyAccounts.listAccounts(memberId, { pageNo, pageSize }));
      const data = {
        exportedAt: new Date().toISOString(),
        account: await auth.exportAccount(memberId),
        trafficBalanceBytes: (await deps.traffic.getBalance(memberId)).remainingBytes.toString(),
        verification: await certification.exportStatus(memberId),
        rechargeOrders: await readAll((pageNo) => orders.pageRechargeOrders(memberId, { pageNo, pageSize })),
        staticOrders: await readAll((pageNo) => orders.pageStaticOrders(memberId, { pageNo, pageSize }, locale)),
        staticIps: await readAll((pageNo) => orders.pageStaticIps(memberId, { pageNo, pageSize }, locale)),
        // Sub-account passwords are credentials, not data about the member: they stay in the user centre.
        proxyAccounts: accounts.map(({ password: _password, ...account }) => account),
        allowlist: (await proxyAccounts.listAllowlist(memberId)).list,
        usageHours: {
          since,
          records: await readAll((pageNo) => usage.listHourRecords(memberId, { startTime: since, pageNo, pageSize })),
        },
        apiKeys: (await apiKeys.list(memberId)).list,
        ...Object.fromEntries(
          await Promise.all(
            Object.entries(deps.memberRecords).map(async ([name, records]) => [name, await records.exportOf(memberId)]),
          ),
        ),
      };
      return {
        filename: `my-data-${new Date().toISOString().slice(0, 10)}.json`,
        contentType: "application/json; charset=utf-8",
        content: JSON.stringify(data, null, 2),
      };
    },

    async closurePreview(memberId: number, locale: Locale): Promise<ClosurePreview> {
      const activeIps = await orders.pageStaticIps(memberId, { pageNo: 1, pageSize: 1, status: 1 }, locale);
      return {
        trafficBalanceBytes: (await deps.traffic.getBalance(memberId)).remainingBytes.toString(),
        unpaidOrders: await orders.countWaiting(memberId),
        activeStaticIps: activeIps.total,
        proxyAccounts: await proxyAccounts.countAccounts(memberId),
        apiKeys: await apiKeys.countLive(memberId),
      };
    },

    /**
     * Closes the account after the password: unpaid orders closed, proxy access and API keys
     * ended, verification data, alert settings, webhook endpoints and the invite code erased, the member anonymised and every session ended, in one
     * transaction. Paid orders, payments and the traffic ledger stay (docs/decisions.md).
     */
    async closeAccount(memberId: number, password: string): Promise<void> {
      await auth.confirmPassword(memberId, password);
      await inTransaction(deps.db, async (tx) => {
        await orders.closeWaitingOrdersOf(tx, memberId);
        await proxyAccounts.endAccessWithin(tx, memberId);
        await apiKeys.revokeAllWithin(tx, memberId);
        await certification.eraseForClosureWithin(tx, memberId);
        for (const records of Object.values(deps.memberRecords)) await records.eraseForClosureWithin?.(tx, memberId);
        await auth.closeMemberWithin(tx, memberId);
      });
      await certification.deleteDocumentsOfClosed?.(memberId);
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
