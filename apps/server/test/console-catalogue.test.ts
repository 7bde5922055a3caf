import type {
  ConsoleCatalogue,
  ConsoleContentItem,
  ConsoleDuration,
  ConsoleStaticNode,
  ConsoleTrafficPackage,
  ContentPage,
  StaticDuration,
  StaticNode,
  StockImportPreview,
  StockPage,
  TrafficPackage,
} from "@shop/contract";
import { type Database, tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleActor } from "../src/lib/console-actor.ts";
import type { Executor } from "../src/lib/executor.ts";
import {
  type CatalogueConsoleService,
  createCatalogueConsoleService,
} from "../src/modules/commerce/catalogue/console-service.ts";
import { isPublicAddress, parseStockLines } from "../src/modules/commerce/catalogue/stock-import.ts";
import { type AuditEntry, createAuditLog } from "../src/modules/console/audit/service.ts";
import { apiClient } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole, testAuditChainKey } from "./console-helpers.ts";
import { nodeWithStock, quickMembers } from "./orders-helpers.ts";
import { setCertified } from "./proxy-centre-helpers.ts";
import { lastAudit, refusal } from "./service-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** The real audit log; `fail(true)` makes it fail like a broken audit table would. */
function switchableAudit(db: Database) {
  const log = createAuditLog(db, { key: testAuditChainKey });
  let failing = false;
  return {
    fail(on: boolean) {
      failing = on;
    },
    async record(executor: Executor, entry: AuditEntry) {
      if (failing) throw new Error("audit table unavailable");
      return log.record(executor, entry);
    },
  };
}

const actor = (name: string, operatorId = 1): ConsoleActor => ({
  name,
  substationId: null,
  audit: { operatorId: null, role: "owner", ip: "127.0.0.1", userAgent: "vitest", requestId: `req-${operatorId}` },
});

let block = 0;
/** `count` public addresses of a /24 no other test uses (documentation-free, public space). */
function addresses(count: number): string[] {
  block++;
  return Array.from({ length: count }, (_, i) => `45.${100 + Math.floor(block / 250)}.${block % 250}.${i + 1}`);
}

describe("stock import parsing", () => {
  const now = new Date("2026-11-24T00:00:00Z");
  it("names every bad line with its reason", () => {
    const text = [
      "address,port,node,supplier,cost,lease end",
      "45.1.1.1,8000,3,Acme,1200,2027-06-30",
      "45.1.1.300,8000,3",
      "10.0.0.5,8000,3",
      "45.1.1.2,70000,3",
      "45.1.1.1,8001,3",
      "45.1.1.3,8000,x",
      "45.1.1.4,8000",
      "# a comment",
      "",
      "45.1.1.5,8000,3,Acme,12.5",
      "45.1.1.6,8000,3,Acme,100,2027-02-30",
      "45.1.1.7,8000,3,Acme,100,2026-01-01",
      "2001:db8::1,8000,3",
      "2a01:4f8::1\t8000\t3",
    ].join("\n");
    const { lines, problems } = parseStockLines(text, now);
    expect(lines.map((line) => line.address)).toEqual(["45.1.1.1", "2a01:4f8::1"]);
    expect(lines[0]).toMatchObject({ port: 8000, nodeId: 3, supplier: "Acme", costFen: 1200 });
    // Through 30 June in China time: until 1 July 00:00 +08:00.
    expect(lines[0]?.leaseEndsAt?.toISOString()).toBe("2027-06-30T16:00:00.000Z");
    expect(problems.map((problem) => [problem.line, problem.code])).toEqual([
      [3, "invalidAddress"],
      [4, "privateAddress"],
      [5, "invalidPort"],
      [6, "duplicateInPaste"],
      [7, "unknownNode"],
      [8, "columns"],
      [11, "invalidCost"],
      [12, "invalidLeaseEnd"],
      [13, "leaseEnded"],
      [14, "privateAddress"],
    ]);
    expect(problems[3]?.params).toMatchObject({ first: 2 });
  });

  it("tells public exits from private and reserved ones", () => {
    for (const address of ["8.8.8.8", "45.1.2.3", "2a01:4f8::1"]) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      "127.0.0.1",
      "192.168.1.1",
      "172.16.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "198.18.0.1",
      "192.88.99.1",
      "64:ff9b::808:808",
      "2002:808:808::1",
      "3fff::1",
      "::ffff:8.8.8.8",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe.each(testDatabaseKinds())("console catalogue and stock (%s)", (kind) => {
  let server: TestServer;
  let service: CatalogueConsoleService;
  let audit: ReturnType<typeof switchableAudit>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    audit = switchableAudit(server.database.db);
    service = createCatalogueConsoleService({ db: server.database.db, audit });
  });
  afterAll(() => server?.close());

  describe("prices", () => {
    it("answers 409 naming who changed a price when the form is stale, and changes nothing", async () => {
      const catalogue = await service.getCatalogue();
      const pkg = catalogue.trafficPackages[0];
      if (!pkg) throw new Error("the demo seeds packages");
      const { id, version, updatedAt: _u, updatedBy: _b, ...fields } = pkg;
      const saved = await service.updateTrafficPackage(actor("Alice"), id, { ...fields, priceFen: 12_345, version });
      expect(saved).toMatchObject({ priceFen: 12_345, version: version + 1, updatedBy: "Alice" });
      expect(await lastAudit(server.database.db, "catalogue.package.update")).toMatchObject({
        recordId: String(id),
        outcome: "ok",
        before: { priceFen: fields.priceFen },
        after: { priceFen: 12_345 },
      });

      // Bob opened the form before Alice saved.
      const stale = await refusal(
        service.updateTrafficPackage(actor("Bob", 2), id, { ...fields, priceFen: 99, version }),
      );
      expect(stale).toMatchObject({ code: 409, key: "consoleCatalogue.changedBy", params: { operator: "Alice" } });
      const after = (await service.getCatalogue()).trafficPackages.find((row) => row.id === id);
      expect(after?.priceFen).toBe(12_345);
    });

    it("rolls the change back when its audit row cannot be written", async () => {
      const unit = (await service.getCatalogue()).unitPrice;
      if (!unit) throw new Error("the demo seeds a unit price");
      audit.fail(true);
      try {
        await expect(
          service.updateUnitPrice(actor("Alice"), unit.id, {
            priceFenPerGb: unit.priceFenPerGb + 1,
            minGb: unit.minGb,
            maxGb: unit.maxGb,
            version: unit.version,
          }),
        ).rejects.toThrow("audit table unavailable");
      } finally {
        audit.fail(false);
      }
      expect((await service.getCatalogue()).unitPrice).toMatchObject({
        priceFenPerGb: unit.priceFenPerGb,
        version: unit.version,
      });
    });

    it("keeps a waiting order's amount when the node's price changes", async () => {
      const nodeId = await nodeWithStock(server, 2, 3);
      const db = server.database.db;
      const [member] = await db
        .insert(tables.members)
        .values({ mobile: `139${String(Date.now()).slice(-8)}`, passwordHash: "x" })
        .returning();
      const [order] = await db
        .insert(tables.staticOrders)
        .values({
          orderNo: `S-test-${nodeId}`,
          memberId: member?.id ?? 0,
          source: "web",
          resourceType: 2,
          nodeId,
          days: 30,
          ipCount: 1,
          amountFen: 3000,
          payDeadline: new Date(Date.now() + 3600_000),
        })
        .returning();
      const node = (await service.getCatalogue()).staticNodes.find((row) => row.id === nodeId);
      if (!node) throw new Error("node missing");
      const { id: _id, stock: _s, version, updatedAt: _u, updatedBy: _b, ...fields } = node;
      await service.updateNode(actor("Alice"), nodeId, {
        ...fields,
        resourceType: 2,
        priceFenPer30Days: 9900,
        version,
      });
      const [kept] = await db
        .select()
        .from(tables.staticOrders)
        .where(eq(tables.staticOrders.id, order?.id ?? 0));
      expect(kept?.amountFen).toBe(3000);
    });
  });

  describe("static IP import", () => {
    it("previews every bad line, then imports all or nothing", async () => {
      const nodeId = await nodeWithStock(server, 2, 1);
      const fresh = addresses(20);
      const [taken] = addresses(1) as [string];
      await service.importStock(actor("Alice"), `${taken},9000,${nodeId}`);

      const text = [
        ...fresh.map((address, i) => `${address},${20000 + i},${nodeId},Acme,800,2099-12-31`),
        `${taken},9000,${nodeId}`,
        `192.168.0.9,9000,${nodeId}`,
        `${fresh[0]},9001,${nodeId}`,
        `45.250.250.1,9000,999999`,
      ].join("\n");
      const preview: StockImportPreview = await service.previewImport(text, "en");
      expect(preview.lines).toBe(24);
      expect(preview.valid).toBe(20);
      expect(preview.problems.map((problem) => [problem.line, problem.code, problem.reason])).toEqual([
        [21, "alreadyInPool", `${taken} is already in the pool`],
        [22, "privateAddress", "192.168.0.9 is a private or reserved address, not a public exit"],
        [23, "duplicateInPaste", `${fresh[0]} is already on line 1 of this paste`],
        [24, "unknownNode", "There is no node 999999"],
      ]);
      expect((await service.previewImport(text, "zh-CN")).problems[0]?.reason).toBe(`${taken} 已在 IP 池中`);

      // With bad lines nothing is written.
      expect(await refusal(service.importStock(actor("Alice"), text))).toMatchObject({
        code: 409,
        key: "consoleStock.importRefused",
        params: { count: 4 },
      });
      const pool = () =>
        server.database.db.select().from(tables.staticIpPool).where(inArray(tables.staticIpPool.outIp, fresh));
      expect(await pool()).toHaveLength(0);

      // The good lines alone go in, on sale at once, with their supplier, cost and lease.
      const good = text.split("\n").slice(0, 20).join("\n");
      expect(await service.importStock(actor("Alice"), good)).toEqual({ imported: 20 });
      const rows = await pool();
      expect(rows).toHaveLength(20);
      expect(rows[0]).toMatchObject({ status: "available", supplier: "Acme", costFen: 800 });
      const stock = (await service.getCatalogue()).staticNodes.find((node) => node.id === nodeId)?.stock;
      // The node's own seeded IP, the one imported first and these 20.
      expect(stock?.onSale).toBe(22);
      expect(await lastAudit(server.database.db, "stock.import")).toMatchObject({ after: { count: 20 } });
    });

    it("refuses more than 5 000 lines", async () => {
      const text = Array.from({ length: 5001 }, (_, i) => `45.9.${Math.floor(i / 250)}.${(i % 250) + 1},80,1`).join(
        "\n",
      );
      expect(await refusal(service.previewImport(text, "en"))).toMatchObject({
        code: 400,
        key: "consoleStock.tooManyLines",
      });
    });

    it.runIf(kind === "postgres")("lets only one of two overlapping imports insert", async () => {
      const nodeId = await nodeWithStock(server, 2, 1);
      const shared = addresses(30);
      const first = shared
        .slice(0, 20)
        .map((address) => `${address},8000,${nodeId}`)
        .join("\n");
      const second = shared
        .slice(10)
        .map((address) => `${address},8000,${nodeId}`)
        .join("\n");
      const results = await Promise.allSettled([
        service.importStock(actor("Alice"), first),
        service.importStock(actor("Bob", 2), second),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected");
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 409 });
      const rows = await server.database.db
        .select()
        .from(tables.staticIpPool)
        .where(inArray(tables.staticIpPool.outIp, shared));
      expect(rows).toHaveLength(20);
    });
  });

  describe("quarantine and retirement", () => {
    it("never takes a sold or reserved address off sale; retired stays retired", async () => {
      const nodeId = await nodeWithStock(server, 2, 1);
      const [sold, held, spare] = addresses(3) as [string, string, string];
      await service.importStock(actor("Alice"), [sold, held, spare].map((a) => `${a},8000,${nodeId}`).join("\n"));
      const db = server.database.db;
      const idOf = async (address: string) =>
        (await db.select().from(tables.staticIpPool).where(eq(tables.staticIpPool.outIp, address)))[0]?.id ?? 0;
      await db.update(tables.staticIpPool).set({ status: "allocated" }).where(eq(tables.staticIpPool.outIp, sold));
      await db
        .update(tables.staticIpPool)
        .set({ status: "reserved", reservedUntil: new Date(Date.now() + 600_000) })
        .where(eq(tables.staticIpPool.outIp, held));

      const reason = "abuse reports";
      expect(
        await refusal(service.setStockStatus(actor("Alice"), await idOf(sold), { status: "quarantined", reason })),
      ).toMatchObject({ code: 409, key: "consoleStock.allocated" });
      expect(
        await refusal(service.setStockStatus(actor("Alice"), await idOf(held), { status: "retired", reason })),
      ).toMatchObject({ code: 409, key: "consoleStock.reserved" });

      const spareId = await idOf(spare);
      expect(await service.setStockStatus(actor("Alice"), spareId, { status: "quarantined", reason })).toMatchObject({
        status: "quarantined",
      });
      expect((await service.getCatalogue()).staticNodes.find((n) => n.id === nodeId)?.stock).toMatchObject({
        onSale: 1, // the node's own seeded IP
        quarantined: 1,
      });
      expect(await service.setStockStatus(actor("Alice"), spareId, { status: "available", reason })).toMatchObject({
        status: "available",
      });
      await service.setStockStatus(actor("Alice"), spareId, { status: "retired", reason });
      expect(
        await refusal(service.setStockStatus(actor("Alice"), spareId, { status: "available", reason })),
      ).toMatchObject({ code: 409, key: "consoleStock.retired" });
      expect(await lastAudit(server.database.db, "stock.retire")).toMatchObject({
        reason,
        before: { status: "available" },
        after: { status: "retired" },
      });
      // A retired address is still known: importing it again is refused.
      const again = await service.previewImport(`${spare},8000,${nodeId}`, "en");
      expect(again.problems[0]?.code).toBe("alreadyInPool");
    });
  });
});

describe.each(testDatabaseKinds())("console catalogue over HTTP (%s)", (kind) => {
  let server: TestServer;
  let owner: ConsoleClient;
  let ownerName: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const logged = await loggedInConsole(server, "owner");
    owner = logged.client;
    ownerName = (await owner.get<{ name: string }>("/ops-api/auth/session")).data.name;
  });
  afterAll(() => server?.close());

  it("answers a stale price form with 409 in the operator's language", async () => {
    const catalogue = (await owner.get<ConsoleCatalogue>("/ops-api/catalogue")).data;
    const node = catalogue.staticNodes[0];
    if (!node) throw new Error("the demo seeds nodes");
    const { id, stock: _s, version, updatedAt: _u, updatedBy: _b, ...fields } = node;
    const saved = await owner.post<ConsoleStaticNode>(`/ops-api/catalogue/static-nodes/${id}/update`, {
      ...fields,
      priceFenPer30Days: fields.priceFenPer30Days + 100,
      version,
    });
    expect(saved).toMatchObject({ code: 0, data: { version: version + 1, updatedBy: ownerName } });
    const stale = { ...fields, priceFenPer30Days: 1, version };
    const en = await owner.post(`/ops-api/catalogue/static-nodes/${id}/update`, stale);
    expect(en.code).toBe(409);
    expect(en.msg).toMatch(
      new RegExp(`^Changed by ${ownerName} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(China time\\)`),
    );
    const zh = await owner.post(`/ops-api/catalogue/static-nodes/${id}/update`, stale, { language: "zh-CN" });
    expect(zh.msg).toContain(`${ownerName} 已于`);
    // A price of 0 or a fraction of a fen is refused before anything is read.
    const fraction = await owner.post(`/ops-api/catalogue/static-nodes/${id}/update`, {
      ...fields,
      priceFenPer30Days: 12.5,
      version: version + 1,
    });
    expect(fraction).toMatchObject({ code: 400 });
    // The shop shows the new price.
    const shop = await apiClient(server).get<StaticNode[]>(`/app-api/ip/static-isp/node?type=${node.resourceType}`);
    const listed = shop.data.find((row) => row.id === id);
    if (node.isActive) expect(listed?.pricePer30Days).toBe(fields.priceFenPer30Days + 100);
  });

  it("creates a traffic package the shop lists at once, audits it, refuses a duplicate and bad input", async () => {
    const db = server.database.db;
    const suffix = Date.now() % 1_000_000;
    const fields = {
      nameZh: `测试套餐 ${suffix}`,
      nameEn: `Test pack ${suffix}`,
      trafficGb: 30,
      giftGb: 3,
      priceFen: 88_800,
      validDays: 365,
      isRecommended: false,
      isActive: true,
      sort: 9,
    };
    const created = await owner.post<ConsoleTrafficPackage>("/ops-api/catalogue/traffic-packages/create", fields);
    expect(created).toMatchObject({ code: 0, data: { ...fields, version: 1, updatedBy: ownerName } });
    const id = created.data.id;
    expect(await lastAudit(db, "catalogue.package.create")).toMatchObject({
      recordType: "traffic_package",
      recordId: String(id),
      outcome: "ok",
      after: { id, ...fields, version: 1 },
    });

    const shop = apiClient(server);
    const listed = await shop.get<TrafficPackage[]>("/app-api/ip/traffic-combo-product-price/list");
    expect(listed.data.find((row) => row.id === id)).toMatchObject({ trafficGb: 30 });

    // Either name already taken (case and spaces ignored) is refused, in the operator's language.
    const clash = await owner.post("/ops-api/catalogue/traffic-packages/create", {
      ...fields,
      nameZh: `另一个 ${suffix}`,
      nameEn: `  test PACK ${suffix} `,
    });
    expect(clash).toMatchObject({
      code: 409,
      msg: `A traffic package named “Test pack ${suffix}” already exists (#${id}); choose another name`,
    });
    const zh = await owner.post("/ops-api/catalogue/traffic-packages/create", fields, { language: "zh-CN" });
    expect(zh).toMatchObject({ code: 409, msg: `已有名为“测试套餐 ${suffix}”的流量套餐（#${id}），请换一个名称` });

    // Bad input names the field and writes nothing.
    const before = (await owner.get<ConsoleCatalogue>("/ops-api/catalogue")).data.trafficPackages.length;
    const noName = await owner.post("/ops-api/catalogue/traffic-packages/create", { ...fields, nameEn: " " });
    expect(noName).toMatchObject({ code: 400, msg: "nameEn is required" });
    const noTraffic = await owner.post("/ops-api/catalogue/traffic-packages/create", { ...fields, trafficGb: 0 });
    expect(noTraffic).toMatchObject({ code: 400, msg: "trafficGb must be at least 1" });
    const fraction = await owner.post("/ops-api/catalogue/traffic-packages/create", { ...fields, priceFen: 9.5 });
    expect(fraction).toMatchObject({ code: 400, msg: "Enter a whole number of fen greater than 0" });
    expect((await owner.get<ConsoleCatalogue>("/ops-api/catalogue")).data.trafficPackages.length).toBe(before);

    // Off sale: gone from the shop, kept in the console; back on sale: listed again.
    const off = await owner.post<ConsoleTrafficPackage>(`/ops-api/catalogue/traffic-packages/${id}/update`, {
      ...fields,
      isActive: false,
      version: 1,
    });
    expect(off).toMatchObject({ code: 0, data: { isActive: false, version: 2 } });
    const hidden = await shop.get<TrafficPackage[]>("/app-api/ip/traffic-combo-product-price/list");
    expect(hidden.data.some((row) => row.id === id)).toBe(false);
    await owner.post(`/ops-api/catalogue/traffic-packages/${id}/update`, { ...fields, version: 2 });
    const back = await shop.get<TrafficPackage[]>("/app-api/ip/traffic-combo-product-price/list");
    expect(back.data.some((row) => row.id === id)).toBe(true);

    // Renaming another package to this one's name is refused too.
    const other = (await owner.get<ConsoleCatalogue>("/ops-api/catalogue")).data.trafficPackages.find(
      (row) => row.id !== id,
    );
    if (!other) throw new Error("the demo seeds packages");
    const { id: otherId, updatedAt: _u, updatedBy: _b, ...otherFields } = other;
    const rename = await owner.post(`/ops-api/catalogue/traffic-packages/${otherId}/update`, {
      ...otherFields,
      nameZh: fields.nameZh,
    });
    expect(rename.code).toBe(409);
  });

  it("creates a static node and a duration; duplicates are refused with a message", async () => {
    const db = server.database.db;
    const suffix = Date.now() % 1_000_000;
    const node = {
      resourceType: 3 as const,
      countryCode: "FR",
      regionNameZh: `法国 · 巴黎 ${suffix}`,
      regionNameEn: `France · Paris ${suffix}`,
      ispName: "Orange",
      ispNameEn: null,
      priceFenPer30Days: 9_900,
      isActive: true,
      sort: 20,
    };
    const created = await owner.post<ConsoleStaticNode>("/ops-api/catalogue/static-nodes/create", node);
    expect(created).toMatchObject({ code: 0, data: { ...node, stock: { onSale: 0 }, version: 1 } });
    const id = created.data.id;
    expect(await lastAudit(db, "catalogue.node.create")).toMatchObject({
      recordType: "static_node",
      recordId: String(id),
      after: { id, ...node },
    });
    // Listed in the shop (without stock until IPs are imported for it).
    const shop = await apiClient(server).get<StaticNode[]>("/app-api/ip/static-native/node?type=3");
    expect(shop.data.find((row) => row.id === id)).toMatchObject({ stock: 0, pricePer30Days: 9_900 });

    const clash = await owner.post("/ops-api/catalogue/static-nodes/create", {
      ...node,
      regionNameZh: "巴黎",
      regionNameEn: `france · paris ${suffix}`,
      ispName: "orange",
    });
    expect(clash).toMatchObject({ code: 409 });
    expect(clash.msg).toContain(`(#${id})`);
    // Another carrier in the same region is a different node.
    const sfr = await owner.post("/ops-api/catalogue/static-nodes/create", { ...node, ispName: "SFR" });
    expect(sfr.code).toBe(0);
    const badCountry = await owner.post("/ops-api/catalogue/static-nodes/create", { ...node, countryCode: "FRA" });
    expect(badCountry).toMatchObject({ code: 400, msg: "Enter a two-letter country code such as US" });
    const badType = await owner.post("/ops-api/catalogue/static-nodes/create", { ...node, resourceType: 7 });
    expect(badType.code).toBe(400);
    const noRegion = await owner.post("/ops-api/catalogue/static-nodes/create", { ...node, regionNameZh: "" });
    expect(noRegion).toMatchObject({ code: 400, msg: "regionNameZh is required" });

    const days = 400 + (suffix % 1000);
    const duration = { resourceType: 3, days, discountPercent: 20, isActive: true };
    const added = await owner.post<ConsoleDuration>("/ops-api/catalogue/static-durations/create", duration);
    expect(added).toMatchObject({ code: 0, data: { ...duration, version: 1 } });
    expect(await lastAudit(db, "catalogue.duration.create")).toMatchObject({
      recordId: String(added.data.id),
      after: { id: added.data.id, ...duration },
    });
    const durations = await apiClient(server).get<StaticDuration[]>("/app-api/ip/static-native/duration?type=3");
    expect(durations.data.some((row) => row.days === days)).toBe(true);
    const again = await owner.post("/ops-api/catalogue/static-durations/create", duration, { language: "zh-CN" });
    expect(again).toMatchObject({ code: 409, msg: `该类型已有 ${days} 天的时长` });
    const tooMuch = await owner.post("/ops-api/catalogue/static-durations/create", {
      ...duration,
      discountPercent: 95,
    });
    expect(tooMuch).toMatchObject({ code: 400, msg: "discountPercent must be at most 90" });
  });

  it("keeps the catalogue to operators whose role has the permission", async () => {
    const { client: content } = await loggedInConsole(server, "content");
    expect((await content.get("/ops-api/catalogue")).code).toBe(403);
    expect((await content.post("/ops-api/stock/import/preview", { text: "" })).code).toBe(403);
    const { client: finance } = await loggedInConsole(server, "finance");
    expect((await finance.get("/ops-api/exports/members")).status).toBe(200);
    expect((await finance.post("/ops-api/content-preview", { markdown: "x" })).code).toBe(403);
  });

  it("previews and imports a paste, then the addresses are on sale", async () => {
    const nodeId = await nodeWithStock(server, 2, 1);
    const list = addresses(20);
    const text = list.map((address, i) => `${address}\t${30000 + i}\t${nodeId}`).join("\n");
    const preview = await owner.post<StockImportPreview>("/ops-api/stock/import/preview", {
      text: `${text}\n10.1.1.1\t80\t${nodeId}`,
    });
    expect(preview.data).toMatchObject({ lines: 21, valid: 20 });
    expect(preview.data.problems).toEqual([
      {
        line: 21,
        text: `10.1.1.1\t80\t${nodeId}`,
        code: "privateAddress",
        reason: "10.1.1.1 is a private or reserved address, not a public exit",
      },
    ]);
    const refused = await owner.post("/ops-api/stock/import", { text: `${text}\n10.1.1.1\t80\t${nodeId}` });
    expect(refused).toMatchObject({ code: 409, msg: "1 line has a problem, so nothing was imported; preview again" });
    expect(await owner.post("/ops-api/stock/import", { text })).toMatchObject({ code: 0, data: { imported: 20 } });
    const shop = await apiClient(server).get<StaticNode[]>("/app-api/ip/static-isp/node?type=2");
    expect(shop.data.find((node) => node.id === nodeId)?.stock).toBe(21);
    const page = await owner.get<StockPage>(`/ops-api/stock?nodeId=${nodeId}&sort=address&order=asc&pageSize=5`);
    expect(page.data.total).toBe(21);
    expect(page.data.list).toHaveLength(5);
  });

  it("never sells an IP beyond its upstream lease", async () => {
    const nodeId = await nodeWithStock(server, 2, 1);
    await server.database.db.delete(tables.staticIpPool).where(eq(tables.staticIpPool.nodeId, nodeId));
    const [short, long] = addresses(2) as [string, string];
    const soon = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    await owner.post("/ops-api/stock/import", {
      text: `${short},8000,${nodeId},Acme,500,${soon}\n${long},8000,${nodeId},Acme,500,2099-01-01`,
    });
    const [token] = (await quickMembers(server, 1)) as [string];
    const api = apiClient(server);
    const me = await api.get<{ id: number }>("/app-api/ip/member-user/get", { token });
    await setCertified(server, me.data.id, true);
    const two = await api.post("/app-api/ip/static-order/create", { nodeId, days: 30, count: 2 }, { token });
    expect(two).toMatchObject({ code: 400 });
    const one = await api.post<{ id: number }>(
      "/app-api/ip/static-order/create",
      { nodeId, days: 30, count: 1 },
      { token },
    );
    expect(one.code).toBe(0);
    const [held] = await server.database.db
      .select()
      .from(tables.staticIpPool)
      .where(eq(tables.staticIpPool.reservedByOrderId, one.data.id));
    expect(held?.outIp).toBe(long);
  });

  it("previews Markdown with the published page's sanitiser, and publishes only with both languages", async () => {
    const markdown =
      '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)">\n\n**bold**';
    const preview = await owner.post<{ html: string }>("/ops-api/content-preview", { markdown });
    expect(preview.code).toBe(0);
    expect(preview.data.html).toContain("<strong>bold</strong>");
    expect(preview.data.html).not.toMatch(/<script|onerror|javascript:/i);

    const slug = `console-post-${kind}`;
    const draft = {
      slug,
      tags: ["guide"],
      categoryId: null,
      zh: { title: "中文标题", summary: "摘要", bodyMarkdown: markdown },
      en: { title: "", summary: "", bodyMarkdown: "" },
      isPublished: true,
    };
    const refused = await owner.post("/ops-api/content/blog/create", draft);
    expect(refused).toMatchObject({
      code: 400,
      msg: "Publishing needs a title and text in both Chinese and English",
    });
    const created = await owner.post<ConsoleContentItem>("/ops-api/content/blog/create", {
      ...draft,
      isPublished: false,
    });
    expect(created).toMatchObject({ code: 0, data: { isPublished: false, publishedAt: null, version: 1 } });
    const shop = apiClient(server);
    expect((await shop.get(`/app-api/system/blog/get?slug=${slug}`)).code).toBe(404);

    const published = await owner.post<ConsoleContentItem>(`/ops-api/content/blog/${created.data.id}/update`, {
      ...draft,
      en: { title: "English title", summary: "Summary", bodyMarkdown: markdown },
      version: 1,
    });
    expect(published).toMatchObject({ code: 0, data: { isPublished: true, version: 2 } });
    const page = await shop.get<{ bodyHtml: string }>(`/app-api/system/blog/get?slug=${slug}`, { language: "en" });
    // What the operator previewed is what visitors get.
    expect(page.data.bodyHtml).toBe(preview.data.html);

    const clash = await owner.post("/ops-api/content/blog/create", { ...draft, isPublished: false });
    expect(clash).toMatchObject({ code: 409, msg: `The address /${slug} is already used by another article` });
    const stale = await owner.post(`/ops-api/content/blog/${created.data.id}/update`, {
      ...draft,
      isPublished: false,
      version: 1,
    });
    expect(stale.code).toBe(409);
    const list = await owner.get<ContentPage>(`/ops-api/content/blog?q=${slug}`);
    expect(list.data.list.map((row) => row.slug)).toEqual([slug]);
  });

  it("exports members as streamed CSV with a BOM, quoting and formula cells neutralised, and audits it", async () => {
    const db = server.database.db;
    const tag = Date.now();
    await db.insert(tables.members).values([
      { email: `=hyperlink-${tag}@example.com`, passwordHash: "x" },
      { email: `"quoted,${tag}"@example.com`, passwordHash: "x" },
      { email: `@sum-${tag}@example.com`, passwordHash: "x" },
    ]);
    const answer = await owner.get("/ops-api/exports/members");
    expect(answer.status).toBe(200);
    expect(answer.text.startsWith("\uFEFFMember ID,Mobile,E-mail,")).toBe(true);
    expect(answer.text).toContain(`,'=hyperlink-${tag}@example.com,`);
    expect(answer.text).toContain(`,"""quoted,${tag}""@example.com",`);
    expect(answer.text).toContain(`,'@sum-${tag}@example.com,`);
    expect(answer.text.endsWith("\r\n")).toBe(true);
    const zh = await owner.get("/ops-api/exports/members", { language: "zh-CN" });
    expect(zh.text.startsWith("\uFEFF会员 ID,手机号,邮箱,")).toBe(true);
    expect(await lastAudit(db, "export.members")).toMatchObject({ recordType: "export", outcome: "ok" });

    const orders = await owner.get("/ops-api/exports/orders?from=2020-01-01&to=2099-12-31");
    expect(orders.text.startsWith("\uFEFFOrder no.,Type,")).toBe(true);
    // Values in the reader's language, not as recorded (recharge/paid/alipay).
    const [buyer] = await db
      .insert(tables.members)
      .values({ email: `buyer-${tag}@example.com`, passwordHash: "x" })
      .returning({ id: tables.members.id });
    await db.insert(tables.rechargeOrders).values({
      orderNo: `EXPORT${tag}`,
      memberId: buyer?.id as number,
      source: "web",
      trafficGb: 1,
      amountFen: 1000,
      status: "paid",
      paymentMethod: "alipay",
      payAmountFen: 1006,
      paidAt: new Date(),
      payDeadline: new Date(),
    });
    const zhOrders = await owner.get("/ops-api/exports/orders", { language: "zh-CN" });
    expect(zhOrders.text).toMatch(new RegExp(`EXPORT${tag},动态流量,\\d+,已支付,10\\.00,.*,支付宝,`));
    const enOrders = await owner.get("/ops-api/exports/orders");
    expect(enOrders.text).toMatch(new RegExp(`EXPORT${tag},Dynamic traffic,\\d+,Paid,10\\.00,.*,Alipay,`));
    // Times on the business's clock (Asia/Shanghai by default), the zone named in the header.
    expect(enOrders.text).toContain("Created (Beijing time),Paid at (Beijing time),Closed at (Beijing time)");
    expect(zhOrders.text).toContain("创建时间（北京时间）,支付时间（北京时间）");
    expect(enOrders.text).toMatch(new RegExp(`EXPORT${tag},.*,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},`));
    const backwards = await owner.get("/ops-api/exports/orders?from=2026-02-01&to=2026-01-01");
    expect(backwards).toMatchObject({ code: 400, msg: "The start date must not be after the end date" });
  });
});
