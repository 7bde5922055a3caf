import {
  staticDurationSchema,
  staticNodeSchema,
  staticTypeQuerySchema,
  trafficPackageQuerySchema,
  trafficPackageSchema,
  trafficUnitPriceSchema,
} from "../catalogue.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { catalogueEndpoints as e } from "./catalogue.ts";

const durations = { query: staticTypeQuerySchema, response: z.array(staticDurationSchema) };
const nodes = { query: staticTypeQuerySchema, response: z.array(staticNodeSchema) };

export const catalogueCalls = describeEndpoints(e, {
  listTrafficPackages: { response: z.array(trafficPackageSchema) },
  getUnitPrice: { response: trafficUnitPriceSchema },
  getTrafficPackage: {
    query: trafficPackageQuerySchema,
    response: trafficPackageSchema,
    errors: [ResponseCode.NotFound],
  },
  listStaticIspDurations: durations,
  listStaticIspNodes: nodes,
  listStaticNativeDurations: durations,
  listStaticNativeNodes: nodes,
  listStaticCnDurations: durations,
  listStaticCnNodes: nodes,
});
