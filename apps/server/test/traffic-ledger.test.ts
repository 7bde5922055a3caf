import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesPerGb, createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("traffic ledger and its running totals (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const totalsOf = async (memberId: number) => {
    const [row] = await server.database.db
      .select()
      .from(tables.trafficBalances)
      .where(eq(tables.trafficBalances.memberId, memberId));
    return row ? { balance: row.balanceBytes, recharged: row.rechargedBytes, consumed: row.consumedBytes } : null;
  };

  it("keeps each member's balance, recharged and consumed totals as rows are booked, a cause counted once", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const ledger = createLedgerWriter(server.database.db);
    expect(await ledger.balance(member.memberId)).toBe(0n);
    expect(await totalsOf(member.memberId)).toBeNull();

    const cause = `test-order:${member.memberId}`;
    expect(
      await ledger.book([
        { memberId: member.memberId, kind: "recharge", deltaBytes: 10n * bytesPerGb, cause },
        { memberId: member.memberId, kind: "gift", deltaBytes: 2n * bytesPerGb, cause },
      ]),
    ).toBe(2);
    // The same causes again (a repeated notification): nothing new, totals unchanged.
    expect(
      await ledger.book([{ memberId: member.memberId, kind: "recharge", deltaBytes: 10n * bytesPerGb, cause }]),
    ).toBe(0);
    await ledger.book([
      {
        memberId: member.memberId,
        kind: "usage",
        deltaBytes: -3n * bytesPerGb,
        cause: `test-usage:${member.memberId}`,
      },
      { memberId: member.memberId, kind: "adjustment", deltaBytes: bytesPerGb, cause: `test-adj:${member.memberId}` },
    ]);

    expect(await totalsOf(member.memberId)).toEqual({
      balance: 10n * bytesPerGb,
      recharged: 12n * bytesPerGb,
      consumed: 3n * bytesPerGb,
    });
    expect(await ledger.balance(member.memberId)).toBe(10n * bytesPerGb);
    const [sum] = await server.database.db
      .select({ total: sql<string>`sum(${tables.trafficLedger.deltaBytes})` })
      .from(tables.trafficLedger)
      .where(eq(tables.trafficLedger.memberId, member.memberId));
    expect(BigInt(sum?.total ?? 0)).toBe(10n * bytesPerGb);
  });

  it("refuses to change or delete a ledger row", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    await createLedgerWriter(server.database.db).book([
      { memberId: member.memberId, kind: "adjustment", deltaBytes: bytesPerGb, cause: `fixed:${member.memberId}` },
    ]);
    const row = eq(tables.trafficLedger.memberId, member.memberId);
    await expect(
      server.database.db
        .update(tables.trafficLedger)
        .set({ deltaBytes: 5n * bytesPerGb })
        .where(row),
    ).rejects.toThrow();
    await expect(server.database.db.delete(tables.trafficLedger).where(row)).rejects.toThrow();
    expect(await totalsOf(member.memberId)).toMatchObject({ balance: bytesPerGb });
  });

  it("lets ledger:verify notice running totals that disagree with the ledger", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    await createLedgerWriter(server.database.db).book([
      { memberId: member.memberId, kind: "adjustment", deltaBytes: bytesPerGb, cause: `verify:${member.memberId}` },
    ]);
    // Only this member's findings: the first test booked a recharge without an order on purpose.
    const problemsOfMember = async () =>
      (await verifyLedger(server.database.db)).problems.filter((problem) => problem.memberId === member.memberId);
    expect(await problemsOfMember()).toEqual([]);
    await server.database.db
      .update(tables.trafficBalances)
      .set({ balanceBytes: 7n })
      .where(eq(tables.trafficBalances.memberId, member.memberId));
    expect(await problemsOfMember()).toEqual([
      {
        memberId: member.memberId,
        problem: expect.stringMatching(/^running totals 7\/0\/0 differ from the ledger's sums 1073741824\/0\/0/),
      },
    ]);
    await server.database.db
      .update(tables.trafficBalances)
      .set({ balanceBytes: bytesPerGb })
      .where(eq(tables.trafficBalances.memberId, member.memberId));
  });
});
