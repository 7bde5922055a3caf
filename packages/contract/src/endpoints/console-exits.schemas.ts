import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleExitHealthSchema } from "../exit-coverage.ts";
import { consoleExitsEndpoints as e } from "./console-exits.ts";

export const consoleExitsCalls = describeEndpoints(e, {
  listExitHealth: { response: consoleExitHealthSchema },
});
