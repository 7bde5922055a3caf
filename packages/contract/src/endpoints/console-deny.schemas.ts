import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { proxyCentreDeleteRequestSchema } from "../proxy-accounts.ts";
import { denyDomainCreateRequestSchema, denyDomainEntrySchema, sellerDenyListSchema } from "../target-deny.ts";
import { z } from "../zod.ts";
import { consoleDenyEndpoints as e } from "./console-deny.ts";

export const consoleDenyCalls = describeEndpoints(e, {
  listDenyDomains: { response: sellerDenyListSchema },
  addDenyDomain: { body: denyDomainCreateRequestSchema, response: denyDomainEntrySchema },
  deleteDenyDomain: { body: proxyCentreDeleteRequestSchema, response: z.boolean(), errors: [ResponseCode.NotFound] },
});
