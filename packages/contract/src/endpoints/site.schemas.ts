import { describeEndpoints } from "../endpoint-schemas.ts";
import { supplierSchema } from "../proxy-centre.ts";
import { callerIpSchema, substationSchema } from "../site.ts";
import { siteEndpoints as e } from "./site.ts";

export const siteCalls = describeEndpoints(e, {
  getSubstation: { response: substationSchema },
  getCallerIp: { response: callerIpSchema },
  getSupplier: { response: supplierSchema },
});
