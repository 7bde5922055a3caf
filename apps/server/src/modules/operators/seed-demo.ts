import type { Database } from "@shop/db";
import type { Config } from "../../config.ts";
import { createDatabaseRateLimiter } from "../../lib/rate-limiter.ts";
import { createAuditLog } from "../audit/service.ts";
import { createSiteRepo } from "../site/repo.ts";
import { createOperators, demoOwner } from "./create-operators.ts";

/** The demo's owner operator with its documented password and TOTP secret; never outside demo mode. */
export async function seedDemoOwner(config: Config, db: Database): Promise<void> {
  if (config.mode !== "demo") throw new Error("the demo owner exists only in demo mode");
  const operators = createOperators({
    config,
    db,
    audit: createAuditLog(db),
    rateLimiter: createDatabaseRateLimiter(db),
    siteRepo: createSiteRepo(db),
    listeningPort: () => config.port,
  });
  await operators.createEnrolledOperator({ ...demoOwner, role: "owner", reason: "demo owner" });
}
