import {
  type ConsoleCatalogue,
  type ConsoleDuration,
  type ConsoleDurationFields,
  type ConsoleStaticNode,
  type ConsoleStaticNodeFields,
  type ConsoleTrafficPackage,
  type ConsoleTrafficPackageFields,
  type ConsoleUnitPrice,
  type ConsoleUnitPriceUpdate,
  type Locale,
  ResponseCode,
  type StockImportPreview,
  type StockListQuery,
  type StockPage,
  type StockRow,
  type StockStatusBody,
  translateMessage,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type AuditRecorder, type ConsoleActor, changedFields } from "../../../lib/console-actor.ts";
import { inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import { refuseIfStale, type VersionedRow } from "../../../lib/versioned-row.ts";
import {
  type CatalogueConsoleRepo,
  createCatalogueConsoleRepo,
  type DurationRecord,
  type NewVersionedRecord,
  type PoolRecord,
  type StaticNodeRecord,
  type TrafficPackageRecord,
  type UnitPriceRecord,
  type VersionedKind,
  type VersionedRecord,
} from "./console-repo.ts";
import { parseStockLines, type StockLine, type StockLineProblem, TooManyLinesError } from "./stock-import.ts";

const edited = (row: VersionedRow) => ({
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** How the audit log names each kind of row and the console's changes to it (the unit price is only edited). */
const auditNames = {
  package: { recordType: "traffic_package", create: "catalogue.package.create", update: "catalogue.package.update" },
  unitPrice: { recordType: "traffic_unit_price", update: "catalogue.unitPrice.update" },
  node: { recordType: "static_node", create: "catalogue.node.create", update: "catalogue.node.update" },
  duration: { recordType: "static_duration", create: "catalogue.duration.create", update: "catalogue.duration.update" },
} satisfies Record<VersionedKind, { recordType: string; update: string; create?: string }>;
type CreatableKind = {
  [K in VersionedKind]: (typeof auditNames)[K] extends { create: string } ? K : never;
}[VersionedKind];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A package is a duplicate when another has its Chinese or its English name: buyers could not tell them apart. */
async function refusePackageNamedLike(
  repo: CatalogueConsoleRepo,
  fields: { nameZh: string; nameEn: string },
  exceptId?: number,
): Promise<void> {
  await repo.lockCatalogueNames();
  const other = await repo.findPackageNamed(fields.nameZh, fields.nameEn, exceptId);
  if (other) {
    throw new AppError(ResponseCode.Conflict, "consoleCatalogue.packageExists", {
      name: sameName(other.nameZh, fields.nameZh) ? other.nameZh : other.nameEn,
      id: other.id,
    });
  }
}

/** A node is a duplicate when another of its type sells the same region of the country through the same carrier. */
async function refuseNodeLike(repo: CatalogueConsoleRepo, fields: ConsoleStaticNodeFields, exceptId?: number) {
  await repo.lockCatalogueNames();
  const other = await repo.findNodeLike(fields, exceptId);
  if (other) {
    throw new AppError(ResponseCode.Conflict, "consoleCatalogue.nodeExists", {
      region: other.regionNameZh,
      id: other.id,
    });
  }
}

/**
 * The console's catalogue and stock: prices edited with optimistic concurrency, static IPs
 * imported all-or-nothing, quarantined and retired. Every change writes its audit row in the
 * same transaction. Orders keep the amount they were created with, so a price change never
 * touches a waiting order.
 */
export function createCatalogueConsoleService(deps: { db: Database; audit: AuditRecorder; now?: () => Date }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** Locks the row, checks its version, writes the changed fields and the audit row; one transaction. */
  async function editVersioned<K extends VersionedKind>(
    actor: ConsoleActor,
    kind: K,
    id: number,
    input: Partial<VersionedRecord<K>> & { version: number },
    /** Refuses the change when the row would become a duplicate of another. */
    refuseDuplicate?: (repo: CatalogueConsoleRepo, current: VersionedRecord<K>) => Promise<void>,
  ): Promise<VersionedRecord<K>> {
    const { version, ...rest } = input;
    const fields = rest as Partial<VersionedRecord<K>>;
    return inTransaction(db, async (tx) => {
      const repo = createCatalogueConsoleRepo(tx);
      const current = await repo.lockVersioned(kind, id);
      if (!current) throw AppError.notFound();
      refuseIfStale(current, version);
      await refuseDuplicate?.(repo, current);
      const change = changedFields(current, fields);
      const updated = await repo.updateVersioned(kind, id, { ...fields, updatedBy: actor.name });
      await audit.record(tx, {
        context: actor.audit,
        action: auditNames[kind].update,
        recordType: auditNames[kind].recordType,
        recordId: id,
        ...change,
        outcome: "ok",
      });
      return updated;
    });
  }

  /** Inserts a row and writes its audit row (after: the row as the console shows it); one transaction. */
  async function created<K extends CreatableKind, V extends { id: number }>(
    actor: ConsoleActor,
    kind: K,
    fields: Omit<NewVersionedRecord<K>, "updatedBy">,
    view: (row: VersionedRecord<K>) => V,
    /** Refuses a duplicate before anything is written. */
    refuseDuplicate?: (repo: CatalogueConsoleRepo) => Promise<void>,
  ): Promise<V> {
    return inTransaction(db, async (tx) => {
      const repo = createCatalogueConsoleRepo(tx);
      await refuseDuplicate?.(repo);
      const row = await repo.insertVersioned(kind, { ...fields, updatedBy: actor.name } as NewVersionedRecord<K>);
      const shown = view(row);
      await audit.record(tx, {
        context: actor.audit,
        action: auditNames[kind].create,
        recordType: auditNames[kind].recordType,
        recordId: shown.id,
        after: shown,
        outcome: "ok",
      });
      return shown;
    });
  }

  /** The checks that need the database: the node exists, the address is not in the pool yet. */
  async function checkAgainstPool(repo: CatalogueConsoleRepo, lines: StockLine[], problems: StockLineProblem[]) {
    const nodes = await repo.nodeIdsAmong([...new Set(lines.map((line) => line.nodeId))]);
    const existing = await repo.existingAddresses(lines.map((line) => line.address));
    const good: StockLine[] = [];
    for (const line of lines) {
      const text = `${line.address}`;
      if (!nodes.has(line.nodeId)) {
        problems.push({ line: line.line, text, code: "unknownNode", params: { node: line.nodeId } });
      } else if (existing.has(line.address)) {
        problems.push({ line: line.line, text, code: "alreadyInPool", params: { address: line.address } });
      } else good.push(line);
    }
    problems.sort((a, b) => a.line - b.line);
    return good;
  }

  function parse(text: string) {
    try {
      return parseStockLines(text, now());
    } catch (error) {
      if (error instanceof TooManyLinesError) {
        throw new AppError(ResponseCode.BadRequest, "consoleStock.tooManyLines", { max: 5000 });
      }
      throw error;
    }
  }

  function previewOf(lineCount: number, good: StockLine[], problems: StockLineProblem[], locale: Locale) {
    const perNode = new Map<number, number>();
    for (const line of good) perNode.set(line.nodeId, (perNode.get(line.nodeId) ?? 0) + 1);
    return {
      lines: lineCount,
      valid: good.length,
      problems: problems.map((problem) => ({
        line: problem.line,
        text: problem.text,
        code: problem.code,
        reason: translateMessage(locale, `consoleStock.problem.${problem.code}`, problem.params),
      })),
      perNode: [...perNode].map(([nodeId, count]) => ({ nodeId, count })),
    };
  }

  return {
    async getCatalogue(): Promise<ConsoleCatalogue> {
      const repo = createCatalogueConsoleRepo(db);
      const [packages, unitPrice, nodes, durations, stock] = await Promise.all([
        repo.listTrafficPackages(),
        repo.findActiveUnitPrice(),
        repo.listNodes(),
        repo.listDurations(),
        repo.stockByNode(),
      ]);
      return {
        trafficPackages: packages.map(toConsolePackage),
        unitPrice: unitPrice ? toConsoleUnitPrice(unitPrice) : null,
        staticNodes: nodes.map((node) => toConsoleNode(node, stock.get(node.id) ?? {})),
        staticDurations: durations.map(toConsoleDuration),
      };
    },

    async createTrafficPackage(
      actor: ConsoleActor,
      fields: ConsoleTrafficPackageFields,
    ): Promise<ConsoleTrafficPackage> {
      return created(actor, "package", fields, toConsolePackage, (repo) => refusePackageNamedLike(repo, fields));
    },

    async updateTrafficPackage(
      actor: ConsoleActor,
      id: number,
      input: ConsoleTrafficPackageFields & { version: number },
    ): Promise<ConsoleTrafficPackage> {
      const row = await editVersioned(actor, "package", id, input, async (repo, current) => {
        if (current.nameZh !== input.nameZh || current.nameEn !== input.nameEn) {
          await refusePackageNamedLike(repo, input, id);
        }
      });
      return toConsolePackage(row);
    },

    async updateUnitPrice(actor: ConsoleActor, id: number, input: ConsoleUnitPriceUpdate): Promise<ConsoleUnitPrice> {
      return toConsoleUnitPrice(await editVersioned(actor, "unitPrice", id, input));
    },

    /** A new node has no stock yet: it is listed in the shop once IPs are imported for it. */
    async createNode(actor: ConsoleActor, fields: ConsoleStaticNodeFields): Promise<ConsoleStaticNode> {
      return created(
        actor,
        "node",
        fields,
        (row) => toConsoleNode(row, {}),
        (repo) => refuseNodeLike(repo, fields),
      );
    },

    async updateNode(
      actor: ConsoleActor,
      id: number,
      input: ConsoleStaticNodeFields & { version: number },
    ): Promise<ConsoleStaticNode> {
      const row = await editVersioned(actor, "node", id, input, async (repo, current) => {
        const same = (["resourceType", "countryCode", "regionNameZh", "regionNameEn", "ispName"] as const).every(
          (key) => current[key] === input[key],
        );
        if (!same) await refuseNodeLike(repo, input, id);
      });
      const stock = await createCatalogueConsoleRepo(db).stockByNode();
      return toConsoleNode(row, stock.get(row.id) ?? {});
    },

    async createDuration(actor: ConsoleActor, fields: ConsoleDurationFields): Promise<ConsoleDuration> {
      try {
        return await created(actor, "duration", fields, toConsoleDuration);
      } catch (error) {
        if (isUniqueViolation(error, "static_durations_type_days_key")) {
          throw new AppError(ResponseCode.Conflict, "consoleCatalogue.durationExists", { days: fields.days });
        }
        throw error;
      }
    },

    async updateDuration(
      actor: ConsoleActor,
      id: number,
      input: { discountPercent: number; isActive: boolean; version: number },
    ): Promise<ConsoleDuration> {
      return toConsoleDuration(await editVersioned(actor, "duration", id, input));
    },

    // ---- stock ----

    async pageStock(query: StockListQuery): Promise<StockPage> {
      const page = await createCatalogueConsoleRepo(db).pagePool(query);
      return { list: page.list.map(toStockRow), total: page.total };
    },

    /** Every bad line named with its reason; nothing is written. */
    async previewImport(text: string, locale: Locale): Promise<StockImportPreview> {
      const { lines, problems } = parse(text);
      const total = lines.length + problems.length;
      const good = await checkAgainstPool(createCatalogueConsoleRepo(db), lines, problems);
      return previewOf(total, good, problems, locale);
    },

    /**
     * All or nothing: the lines are checked again inside the transaction, after the import lock, so
     * an overlapping import that committed first turns this one's lines into "already in the pool"
     * and nothing of this one is written. New rows are on sale at once (no stock cache to clear).
     */
    async importStock(actor: ConsoleActor, text: string): Promise<{ imported: number }> {
      const { lines, problems } = parse(text);
      try {
        return await inTransaction(db, async (tx) => {
          const repo = createCatalogueConsoleRepo(tx);
          await repo.lockImports();
          const good = await checkAgainstPool(repo, lines, problems);
          if (problems.length > 0) {
            throw new AppError(ResponseCode.Conflict, "consoleStock.importRefused", { count: problems.length });
          }
          if (good.length === 0) throw new AppError(ResponseCode.BadRequest, "consoleStock.importEmpty");
          const ids = await repo.insertPoolRows(
            good.map((line) => ({
              nodeId: line.nodeId,
              host: line.address,
              port: line.port,
              outIp: line.address,
              supplier: line.supplier,
              costFen: line.costFen,
              leaseEndsAt: line.leaseEndsAt,
            })),
          );
          const perNode: Record<string, number> = {};
          for (const line of good) perNode[line.nodeId] = (perNode[line.nodeId] ?? 0) + 1;
          await audit.record(tx, {
            context: actor.audit,
            action: "stock.import",
            recordType: "static_ip_pool",
            recordId: `${ids[0]}-${ids[ids.length - 1]}`,
            after: { count: ids.length, perNode, addresses: good.map((line) => line.address) },
            outcome: "ok",
          });
          return { imported: ids.length };
        });
      } catch (error) {
        // Without the lock's help (a row inserted outside an import): the unique index still refuses.
        if (isUniqueViolation(error, "static_ip_pool_out_ip_key")) {
          throw new AppError(ResponseCode.Conflict, "consoleStock.importRefused", { count: 1 });
        }
        throw error;
      }
    },

    /**
     * Quarantine, retire, or put a quarantined address back on sale. An address sold to a member or
     * held by an unpaid order's live reservation is never taken off sale; a retired one stays retired.
     */
    async setStockStatus(actor: ConsoleActor, id: number, body: StockStatusBody): Promise<StockRow> {
      return inTransaction(db, async (tx) => {
        const repo = createCatalogueConsoleRepo(tx);
        const row = await repo.lockPoolRow(id);
        if (!row) throw AppError.notFound();
        const at = now();
        const refuse = (key: string) => new AppError(ResponseCode.Conflict, key, { address: row.outIp });
        if (row.status === "allocated") throw refuse("consoleStock.allocated");
        if (row.status === "reserved" && row.reservedUntil && row.reservedUntil.getTime() > at.getTime()) {
          throw refuse("consoleStock.reserved");
        }
        if (row.status === "retired") throw refuse("consoleStock.retired");
        if (body.status === "available" && row.status !== "quarantined") throw refuse("consoleStock.notQuarantined");
        if (row.status === body.status) return toStockRow(row);
        const updated = await repo.setPoolStatus(id, body.status);
        await audit.record(tx, {
          context: actor.audit,
          action: `stock.${body.status === "available" ? "release" : body.status === "quarantined" ? "quarantine" : "retire"}`,
          recordType: "static_ip_pool",
          recordId: id,
          reason: body.reason,
          before: { status: row.status },
          after: { status: updated.status },
          outcome: "ok",
        });
        return toStockRow(updated);
      });
    },
  };
}

export type CatalogueConsoleService = ReturnType<typeof createCatalogueConsoleService>;

function toConsolePackage(row: TrafficPackageRecord): ConsoleTrafficPackage {
  return {
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    trafficGb: row.trafficGb,
    giftGb: row.giftGb,
    priceFen: row.priceFen,
    usdPriceCents: row.usdPriceCents,
    validDays: row.validDays,
    isRecommended: row.isRecommended,
    isActive: row.isActive,
    sort: row.sort,
    ...edited(row),
  };
}

function toConsoleUnitPrice(row: UnitPriceRecord): ConsoleUnitPrice {
  return { id: row.id, priceFenPerGb: row.priceFenPerGb, minGb: row.minGb, maxGb: row.maxGb, ...edited(row) };
}

function toConsoleNode(row: StaticNodeRecord, stock: Record<string, number>): ConsoleStaticNode {
  return {
    id: row.id,
    resourceType: row.resourceType,
    countryCode: row.countryCode,
    regionNameZh: row.regionNameZh,
    regionNameEn: row.regionNameEn,
    ispName: row.ispName,
    ispNameEn: row.ispNameEn,
    priceFenPer30Days: row.priceFenPer30Days,
    isActive: row.isActive,
    sort: row.sort,
    stock: {
      onSale: stock.onSale ?? 0,
      reserved: stock.reserved ?? 0,
      allocated: stock.allocated ?? 0,
      quarantined: stock.quarantined ?? 0,
      retired: stock.retired ?? 0,
    },
    ...edited(row),
  };
}

function toConsoleDuration(row: DurationRecord): ConsoleDuration {
  return {
    id: row.id,
    resourceType: row.resourceType,
    days: row.days,
    discountPercent: row.discountPercent,
    isActive: row.isActive,
    ...edited(row),
  };
}

function toStockRow(row: PoolRecord): StockRow {
  return {
    id: row.id,
    nodeId: row.nodeId,
    host: row.host,
    port: row.port,
    outIp: row.outIp,
    status: row.status,
    supplier: row.supplier,
    costFen: row.costFen,
    leaseEndsAt: row.leaseEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
