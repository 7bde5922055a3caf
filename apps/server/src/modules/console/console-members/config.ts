import { bytesPerGb, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { parseEnvironment } from "../../../config-error.ts";

export interface ConsoleMembersConfig {
  /** The most one traffic adjustment may move without an approval (bytes, either sign). */
  adjustCapPerActionBytes: bigint;
  /** The most one operator may move in 24 hours without approvals (bytes, sum of both signs). */
  adjustCapPerDayBytes: bigint;
}

const gbSetting = (fallback: number) => envVar(z.coerce.number().min(0).max(1_000_000).default(fallback));

const schema = z
  .object({
    CONSOLE_ADJUST_CAP_GB_PER_ACTION: gbSetting(10),
    CONSOLE_ADJUST_CAP_GB_PER_DAY: gbSetting(50),
  })
  .refine((env) => env.CONSOLE_ADJUST_CAP_GB_PER_DAY >= env.CONSOLE_ADJUST_CAP_GB_PER_ACTION, {
    path: ["CONSOLE_ADJUST_CAP_GB_PER_DAY"],
    message: "must be at least CONSOLE_ADJUST_CAP_GB_PER_ACTION",
  });

/** Support's caps on manual traffic adjustments; above them the owner approves a request. */
export function loadConsoleMembersConfig(env: NodeJS.ProcessEnv): ConsoleMembersConfig {
  const e = parseEnvironment(schema, env);
  const bytes = (gb: number) => BigInt(Math.round(gb * bytesPerGb));
  return {
    adjustCapPerActionBytes: bytes(e.CONSOLE_ADJUST_CAP_GB_PER_ACTION),
    adjustCapPerDayBytes: bytes(e.CONSOLE_ADJUST_CAP_GB_PER_DAY),
  };
}
