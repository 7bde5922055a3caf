import {
  staticDurationSchema,
  staticNodeSchema,
  staticTypeQuerySchema,
  trafficPackageQuerySchema,
  trafficPackageSchema,
  trafficUnitPriceSchema,
} from "../catalogue.ts";
import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { catalogueEndpoints as e } from "./catalogue.ts";

const durations = { query: staticTypeQuerySchema, response: z.array(staticDurationSchema) };
const nodes = { query: staticTypeQuerySchema, response: z.array(staticNodeSchema) };

export const catalogueCalls = {
  listTrafficPackages: describeEndpoint(e.listTrafficPackages, { response: z.array(trafficPackageSchema) }),
  getUnitPrice: describeEndpoint(e.getUnitPrice, { response: trafficUnitPriceSchema }),
  getTrafficPackage: describeEndpoint(e.getTrafficPackage, {
    query: trafficPackageQuerySchema,
    response: trafficPackageSchema,
    errors: [ResponseCode.NotFound],
  }),
  listStaticIspDurations: describeEndpoint(e.listStaticIspDurations, durations),
  listStaticIspNodes: describeEndpoint(e.listStaticIspNodes, nodes),
  listStaticNativeDurations: describeEndpoint(e.listStaticNativeDurations, durations),
  listStaticNativeNodes: describeEndpoint(e.listStaticNativeNodes, nodes),
  listStaticCnDurations: describeEndpoint(e.listStaticCnDurations, durations),
  listStaticCnNodes: describeEndpoint(e.listStaticCnNodes, nodes),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
