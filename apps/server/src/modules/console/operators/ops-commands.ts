import { readFile } from "node:fs/promises";
import { type OperatorRole, operatorRoles } from "@shop/contract";
import { commandLineActor } from "../../../lib/console-actor.ts";
import { totpCodeAt } from "../../../lib/second-factor.ts";
import type { AuditCheckpoint, AuditLog } from "../audit/service.ts";
import { demoOwner } from "./create-operators.ts";
import type { OperatorsService } from "./service.ts";

/** The operator-console commands (`npm run ops -- …`); `print` is console.log in the CLI. */
export const operatorsUsage = `  operators:create --email ADDRESS --name NAME --role owner|finance|support|content [--substation CODE]
                                               a console operator; prints their one-time enrolment link
  operators:list                               console operators, their roles and open sessions
  audit:verify [--anchors LOGFILE]             check the audit log's keyed chain and its signed checkpoints, and
                                               those in LOGFILE (the server's log lines "audit checkpoint"); exit 1 at a problem
  totp:code [--secret BASE32]                  the current console code of a TOTP secret (demo owner's by default)
`;

export const operatorsOptionNames = ["email", "name", "role", "secret", "anchors"] as const;

export class OperatorsUsageError extends Error {}

export async function runOperatorsCommand(
  deps: { operators: OperatorsService; audit: AuditLog; isDemo: boolean; osUser: string },
  command: string,
  values: Partial<Record<(typeof operatorsOptionNames)[number] | "substation", string>>,
  print: (line: string) => void,
): Promise<{ failed: boolean }> {
  switch (command) {
    case "operators:create": {
      if (!values.email || !values.name || !values.role) {
        throw new OperatorsUsageError("operators:create needs --email, --name and --role");
      }
      if (!operatorRoles.includes(values.role as OperatorRole)) {
        throw new OperatorsUsageError(`--role must be one of ${operatorRoles.join(", ")}`);
      }
      const email = values.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new OperatorsUsageError("--email must be an e-mail address");
      const link = await deps.operators.createOperator(
        {
          email,
          name: values.name.trim().slice(0, 60),
          role: values.role as OperatorRole,
          substationCode: values.substation || null,
        },
        commandLineActor(deps.osUser).audit,
        "print",
      );
      print(`Operator #${link.operator.id} ${link.operator.email} (${link.operator.role}) created.`);
      print(`One-time enrolment link (valid until ${link.expiresAt}); give it to them privately:`);
      print(link.enrolmentUrl ?? "");
      return { failed: false };
    }
    case "operators:list": {
      const list = await deps.operators.listOperators();
      if (list.length === 0) print("No console operators yet: npm run ops -- operators:create --role owner …");
      for (const row of list) {
        print(
          `#${row.id}\t${row.status}\t${row.role}\t${row.email}\t${row.name}\t${row.substationCode ?? "all sites"}\tsessions ${row.activeSessions}`,
        );
      }
      return { failed: false };
    }
    case "audit:verify": {
      const anchors = values.anchors ? await checkpointsInLog(values.anchors) : [];
      const result = await deps.audit.verify(anchors);
      if (result.firstBad) {
        print(
          `Audit log row #${result.firstBad.id}: ${result.firstBad.problem} (${result.checked} rows before it are intact)`,
        );
        return { failed: true };
      }
      print(
        `${result.checked} audit rows checked against ${result.checkpoints} signed checkpoints${values.anchors ? ` (${anchors.length} from ${values.anchors})` : ""}: the chain is intact.`,
      );
      return { failed: false };
    }
    case "totp:code": {
      if (!values.secret && !deps.isDemo) {
        throw new OperatorsUsageError("totp:code needs --secret outside demo mode");
      }
      const secret = (values.secret ?? demoOwner.totpSecret).replace(/\s+/g, "").toUpperCase();
      if (!/^[A-Z2-7]+=*$/.test(secret)) throw new OperatorsUsageError("--secret must be base32");
      const nowMs = Date.now();
      const secondsLeft = 30 - (Math.floor(nowMs / 1000) % 30);
      print(`${totpCodeAt(secret, nowMs)}  (valid for ${secondsLeft} more seconds)`);
      return { failed: false };
    }
    default:
      throw new OperatorsUsageError(`unknown command ${command}`);
  }
}

/** The signed checkpoints in a server log (JSON lines; other lines are skipped). */
async function checkpointsInLog(file: string): Promise<AuditCheckpoint[]> {
  const found: AuditCheckpoint[] = [];
  for (const line of (await readFile(file, "utf8")).split("\n")) {
    if (!line.includes('"auditCheckpoint"')) continue;
    try {
      const point = (JSON.parse(line) as { auditCheckpoint?: AuditCheckpoint }).auditCheckpoint;
      if (point && typeof point.auditId === "number" && typeof point.mac === "string") found.push(point);
    } catch {
      // Not a JSON line (a pretty-printed log, a cut line): not an anchor.
    }
  }
  return found;
}
