import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { supplierSchema } from "../proxy-centre.ts";
import { callerIpSchema, substationSchema } from "../site.ts";
import { siteEndpoints as e } from "./site.ts";

export const siteCalls = {
  getSubstation: describeEndpoint(e.getSubstation, { response: substationSchema }),
  getCallerIp: describeEndpoint(e.getCallerIp, { response: callerIpSchema }),
  getSupplier: describeEndpoint(e.getSupplier, { response: supplierSchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
