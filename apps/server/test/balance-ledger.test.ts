import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import { verifyBalanceLedger } from "../src/ops/ledger-verify.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("CNY balance ledger (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const move = (m: Parameters<ReturnType<typeof createBalanceLedger>["move"]>[0]) =>
    inTransaction(server.database.db, (tx) => createBalanceLedger(tx).move(m));

  it("books a top-up once per cause, keeps a running total and refuses an overdraft", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const id = member.memberId;
    expect(await move({ memberId: id, kind: "topup", deltaFen: 10_000, cause: `topup-order:T${id}` })).toMatchObject({
      outcome: "booked",
      balanceAfterFen: 10_000,
    });
    // The payment notification delivered again: nothing new.
    expect(await move({ memberId: id, kind: "topup", deltaFen: 10_000, cause: `topup-order:T${id}` })).toEqual({
      outcome: "duplicate",
      balanceAfterFen: 10_000,
    });
    expect(await move({ memberId: id, kind: "payment", deltaFen: -2_550, cause: `order:A${id}` })).toMatchObject({
      outcome: "booked",
      balanceAfterFen: 7_450,
    });
    expect(await move({ memberId: id, kind: "payment", deltaFen: -7_451, cause: `order:B${id}` })).toEqual({
      outcome: "insufficient-balance",
      balanceFen: 7_450,
      neededFen: 7_451,
    });
    const ledger = createBalanceLedger(server.database.db);
    expect(await ledger.balance(id)).toBe(7_450);
    expect((await ledger.history(id)).map((row) => [row.kind, row.deltaFen, row.balanceAfterFen])).toEqual([
      ["payment", -2_550, 7_450],
      ["topup", 10_000, 10_000],
    ]);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });

  it("ledger:verify reports a tampered row", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const id = member.memberId;
    await move({ memberId: id, kind: "topup", deltaFen: 500, cause: `topup-order:V${id}` });
    await move({ memberId: id, kind: "payment", deltaFen: -200, cause: `order:V${id}` });
    const { balanceLedger } = tables;
    const [first] = await server.database.db
      .update(balanceLedger)
      .set({ deltaFen: 5_000 })
      .where(eq(balanceLedger.cause, `topup-order:V${id}`))
      .returning({ id: balanceLedger.id });
    const problems = await verifyBalanceLedger(server.database.db);
    expect(problems.some((p) => p.memberId === id && p.problem.includes(`row ${first?.id}`))).toBe(true);
    await server.database.db
      .update(balanceLedger)
      .set({ deltaFen: 500 })
      .where(eq(balanceLedger.cause, `topup-order:V${id}`));
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("CNY balance races (postgres)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("postgres");
  });
  afterAll(() => server?.close());

  const move = (m: Parameters<ReturnType<typeof createBalanceLedger>["move"]>[0]) =>
    inTransaction(server.database.db, (tx) => createBalanceLedger(tx).move(m));

  it("two concurrent payments from one balance never overdraw it", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const id = member.memberId;
    await move({ memberId: id, kind: "topup", deltaFen: 10_000, cause: `topup-order:R${id}` });
    const results = await Promise.all([
      move({ memberId: id, kind: "payment", deltaFen: -6_000, cause: `order:R1-${id}` }),
      move({ memberId: id, kind: "payment", deltaFen: -6_000, cause: `order:R2-${id}` }),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["booked", "insufficient-balance"]);
    expect(await createBalanceLedger(server.database.db).balance(id)).toBe(4_000);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });

  it("a top-up notification delivered twice at once credits once", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const id = member.memberId;
    const credit = () => move({ memberId: id, kind: "topup", deltaFen: 3_000, cause: `topup-order:D${id}` });
    const results = await Promise.all([credit(), credit()]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["booked", "duplicate"]);
    expect(await createBalanceLedger(server.database.db).balance(id)).toBe(3_000);
  });
});
