import { ResponseCode } from "../codes.ts";
import {
  consoleCatalogueSchema,
  consoleDurationFieldsSchema,
  consoleDurationSchema,
  consoleDurationUpdateSchema,
  consoleStaticNodeFieldsSchema,
  consoleStaticNodeSchema,
  consoleStaticNodeUpdateSchema,
  consoleTrafficPackageFieldsSchema,
  consoleTrafficPackageSchema,
  consoleTrafficPackageUpdateSchema,
  consoleUnitPriceSchema,
  consoleUnitPriceUpdateSchema,
} from "../console-catalogue.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleCatalogueEndpoints as e } from "./console-catalogue.ts";
import { onConsoleRecord as edit } from "./console-records.schemas.ts";

const create = { errors: [ResponseCode.Conflict] };

export const consoleCatalogueCalls = describeEndpoints(e, {
  getCatalogue: { response: consoleCatalogueSchema },
  createTrafficPackage: { ...create, body: consoleTrafficPackageFieldsSchema, response: consoleTrafficPackageSchema },
  updateTrafficPackage: { ...edit, body: consoleTrafficPackageUpdateSchema, response: consoleTrafficPackageSchema },
  updateUnitPrice: { ...edit, body: consoleUnitPriceUpdateSchema, response: consoleUnitPriceSchema },
  createStaticNode: { ...create, body: consoleStaticNodeFieldsSchema, response: consoleStaticNodeSchema },
  updateStaticNode: { ...edit, body: consoleStaticNodeUpdateSchema, response: consoleStaticNodeSchema },
  createStaticDuration: { ...create, body: consoleDurationFieldsSchema, response: consoleDurationSchema },
  updateStaticDuration: { ...edit, body: consoleDurationUpdateSchema, response: consoleDurationSchema },
});
