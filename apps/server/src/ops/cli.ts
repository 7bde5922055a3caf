import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { translateMessage } from "@shop/contract";
import { backupPgliteDataDir, DataDirInUseError, RestoreTargetNotEmptyError, restorePgliteDataDir } from "@shop/db";
import pino from "pino";
import { loadConfig } from "../config.ts";
import { AppError } from "../http/app-error.ts";
import { commandLineActor } from "../lib/console-actor.ts";
import {
  InvoicesUsageError,
  invoicesOptionNames,
  invoicesUsage,
  runInvoicesCommand,
} from "../modules/commerce/invoices/ops-commands.ts";
import {
  OrdersUsageError,
  ordersOptionNames,
  ordersUsage,
  runOrdersCommand,
} from "../modules/commerce/orders/ops-commands.ts";
import {
  OperatorsUsageError,
  operatorsOptionNames,
  operatorsUsage,
  runOperatorsCommand,
} from "../modules/console/operators/ops-commands.ts";
import {
  CertificationUsageError,
  certificationUsage,
  runCertificationCommand,
} from "../modules/identity/certification/ops-commands.ts";
import {
  runSitesCommand,
  SitesUsageError,
  sitesOptionNames,
  sitesUsage,
} from "../modules/storefront/site/ops-commands.ts";
import { createSiteRepo } from "../modules/storefront/site/repo.ts";
import { openAppDatabase } from "../open-app-database.ts";
import { createServices } from "../services.ts";
import { verifyLedger } from "./ledger-verify.ts";

/**
 * Operator commands until the shop has a console: `npm run ops -- <command>`.
 * They use the same configuration (DATABASE_URL or the embedded database) as the server.
 */
const usage = `Usage: npm run ops -- <command> [options]

  backup FILE                                  embedded database: a consistent copy of its folder (stop the server first)
  restore FILE --out FOLDER                    embedded database: restore a backup into a new folder (then set PGLITE_DATA_DIR)
  ledger:verify                                prove every balance against its orders and usage (exit 1 on a problem)
  payments:anomalies [--all]                   money that could not pay its order: to refund
  payments:resolve ID --note TEXT              mark an anomaly refunded or otherwise settled
${ordersUsage}${sitesUsage}${certificationUsage}${invoicesUsage}${operatorsUsage}`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    substation: { type: "string" },
    note: { type: "string" },
    all: { type: "boolean" },
    operator: { type: "string" },
    reason: { type: "string" },
    out: { type: "string" },
    ...Object.fromEntries(ordersOptionNames.map((name) => [name, { type: "string" } as const])),
    ...Object.fromEntries(operatorsOptionNames.map((name) => [name, { type: "string" } as const])),
    ...Object.fromEntries(sitesOptionNames.map((name) => [name, { type: "string" } as const])),
    ...Object.fromEntries(invoicesOptionNames.map((name) => [name, { type: "string" } as const])),
  },
});
const [command, ...rest] = positionals;

const config = loadConfig(process.env);
if (command === "backup" || command === "restore") {
  process.exitCode = await backupOrRestore(command, rest[0], values.out);
  process.exit();
}
const database = await openAppDatabase(config);
const services = await createServices({ config, database, log: pino({ level: "warn" }, pino.destination(2)) });
const { certification, orders, operators, audit } = services;

/** Who decides: --operator, else the operating-system user running the command. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return "";
  }
}

try {
  switch (command) {
    case "ledger:verify": {
      const report = await verifyLedger(database.db);
      for (const problem of report.problems) console.log(`member ${problem.memberId ?? "?"}: ${problem.problem}`);
      console.log(
        `${report.entries} ledger entries of ${report.members} members checked (${report.adjustments} console adjustments): ${report.problems.length === 0 ? "all balances agree with their orders and usage" : `${report.problems.length} problem(s)`}`,
      );
      if (report.problems.length > 0) process.exitCode = 1;
      break;
    }
    case "payments:anomalies": {
      const rows = await services.paymentsRepo.listAnomalies(values.all ? undefined : "needs-refund");
      if (rows.length === 0) console.log(values.all ? "No payment anomalies." : "No payments waiting for a refund.");
      for (const row of rows) {
        console.log(
          `#${row.id}\t${row.status}\t${row.method}\t${row.outTradeNo}\t${row.providerTradeNo}\t¥${(row.amountFen / 100).toFixed(2)}\t${row.reason}\t${row.createdAt.toISOString()}${row.resolvedNote ? `\t${row.resolvedNote}` : ""}`,
        );
      }
      break;
    }
    case "payments:resolve": {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || !values.note)
        throw new UsageError("payments:resolve needs the anomaly's ID and --note");
      if (!(await services.paymentsRepo.resolveAnomaly(id, values.note, new Date(), null))) {
        throw new UsageError(`No open anomaly #${id}`);
      }
      console.log(`Anomaly #${id} is resolved.`);
      break;
    }
    case "ips:who":
    case "orders:anomalies":
    case "orders:resolve":
      await runOrdersCommand(orders, command, rest, values, console.log);
      break;
    case "sites:list":
    case "sites:show":
    case "sites:add":
    case "sites:set":
    case "redirects:list":
    case "redirects:add":
    case "redirects:disable":
      await runSitesCommand(
        { repo: createSiteRepo(database.db), console: services.siteConsole, actor: commandLineActor(osUser()) },
        command,
        rest,
        values as Record<string, string | undefined>,
        console.log,
      );
      break;
    case "certifications:list":
    case "certifications:show":
    case "certifications:approve":
    case "certifications:reject":
    case "certifications:licence":
      await runCertificationCommand(
        certification,
        command,
        rest,
        { ...values, defaultOperator: osUser() },
        console.log,
      );
      break;
    case "invoices:list":
    case "invoices:issue":
    case "invoices:reject":
    case "invoices:red-letter":
      await runInvoicesCommand(
        services.invoices,
        command,
        rest,
        values as Record<string, string | undefined> & { all?: boolean },
        console.log,
      );
      break;
    case "operators:create":
    case "operators:list":
    case "audit:verify":
    case "totp:code": {
      const { failed } = await runOperatorsCommand(
        { operators, audit, isDemo: config.mode === "demo", osUser: osUser() },
        command,
        values as Record<string, string | undefined>,
        console.log,
      );
      if (failed) process.exitCode = 1;
      break;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof CertificationUsageError ||
    error instanceof InvoicesUsageError ||
    error instanceof SitesUsageError ||
    error instanceof OrdersUsageError ||
    error instanceof OperatorsUsageError
  ) {
    console.error(error.message);
  } else if (error instanceof AppError) {
    console.error(`Refused: ${translateMessage("en", error.messageKey, error.params)}`);
  } else {
    throw error;
  }
  process.exitCode = 1;
} finally {
  await services.close();
  await database.close();
}

/**
 * backup and restore of the embedded database (PGlite); PostgreSQL has its own tools, which run
 * beside a live server (README, "Backups").
 */
async function backupOrRestore(which: "backup" | "restore", file: string | undefined, out: string | undefined) {
  if (config.database.kind !== "pglite" || config.database.dataDir.startsWith("memory://")) {
    console.error(
      "backup and restore are for the embedded database; on PostgreSQL use pg_dump -Fc and pg_restore (README, Backups)",
    );
    return 1;
  }
  if (!file || (which === "restore" && !out)) {
    console.error(which === "backup" ? "Usage: backup FILE" : "Usage: restore FILE --out FOLDER");
    return 1;
  }
  try {
    if (which === "backup") {
      const { bytes } = await backupPgliteDataDir(config.database.dataDir, file);
      console.log(`${config.database.dataDir} backed up to ${file} (${bytes} bytes)`);
    } else {
      await restorePgliteDataDir(file, out as string);
      console.log(`${file} restored into ${out}: start the server with PGLITE_DATA_DIR=${out}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof RestoreTargetNotEmptyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
