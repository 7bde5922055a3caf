import type { Database } from "@shop/db";
import type { Config } from "../../../config.ts";
import type { Executor } from "../../../lib/executor.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { hmacSha256 } from "../../../lib/secrets.ts";
import type { NoticeSender } from "../../platform/messaging/notices.ts";
import type { AuditLog } from "../audit/service.ts";
import { createOperatorsRepo } from "./repo.ts";
import { createSecretBox } from "./sealed-secret.ts";
import { createOperatorsService, type OperatorsService } from "./service.ts";

interface SubstationRecords {
  findSubstationByCode(code: string): Promise<{ id: number; code: string } | undefined>;
  findSubstationById(id: number): Promise<{ id: number; code: string } | undefined>;
}

/** The demo's owner operator (demo mode only; README "Operator console"). */
export const demoOwner = {
  email: "owner@ops.localhost",
  name: "Demo owner",
  password: "ops-demo-Owner-2026",
  /** Base32; `npm run ops -- totp:code` prints its current code. */
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;

/** The operator host's origin, on PUBLIC_URL's scheme and port (else http and this server's port). */
function consoleOriginOf(config: Config, listeningPort: () => number): string | null {
  if (!config.console.host) return null;
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return `${url.protocol}//${config.console.host}${url.port ? `:${url.port}` : ""}`;
  }
  return `http://${config.console.host}:${listeningPort()}`;
}

export function isConsoleHttps(config: Config): boolean {
  return config.publicUrl?.startsWith("https://") ?? false;
}

/** The operators service as the server and the command line build it. */
export function createOperators(deps: {
  config: Config;
  db: Database;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  /**
   * The site module's substation records (an operator may be limited to one substation), on the
   * executor given: inside a transaction a lookup must use it, or on one-connection PGlite it waits
   * for the transaction that waits for it.
   */
  siteRecords: (executor: Executor) => SubstationRecords;
  listeningPort: () => number;
  /** Enrolment links go to the operator's own e-mail (messaging module; the outbox in demo). */
  notices: Pick<NoticeSender, "sendOperatorEnrolment">;
}): OperatorsService {
  const { config } = deps;
  return createOperatorsService({
    db: deps.db,
    repo: createOperatorsRepo(deps.db),
    audit: deps.audit,
    rateLimiter: deps.rateLimiter,
    secretBox: createSecretBox(config.appSecret),
    timeZone: config.businessTimeZone,
    substations: {
      async byCode(executor, code) {
        const row = await deps.siteRecords(executor).findSubstationByCode(code);
        return row ? { id: row.id, code: row.code } : null;
      },
      async byId(executor, id) {
        const row = await deps.siteRecords(executor).findSubstationById(id);
        return row ? { id: row.id, code: row.code } : null;
      },
    },
    consoleOrigin: () => {
      const origin = consoleOriginOf(config, deps.listeningPort);
      if (!origin) throw new Error("OPS_HOST is not set: enrolment links need the operator host");
      return origin;
    },
    issuer: `${config.siteName.en} console`,
    sendEnrolmentLink: (link) => deps.notices.sendOperatorEnrolment(link),
    deviceKey: hmacSha256(config.appSecret, "console device cookie"),
  });
}
