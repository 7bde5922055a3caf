import type { Config } from "../../../config.ts";
import { demoOwner } from "./create-operators.ts";
import type { OperatorsService } from "./service.ts";

/** The demo's owner operator with its documented password and TOTP secret; never outside demo mode. */
export async function seedDemoOwner(config: Config, operators: OperatorsService): Promise<void> {
  if (config.mode !== "demo") throw new Error("the demo owner exists only in demo mode");
  await operators.createEnrolledOperator({ ...demoOwner, role: "owner", reason: "demo owner" });
}
