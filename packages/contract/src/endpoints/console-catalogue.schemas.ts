import { ResponseCode } from "../codes.ts";
import {
  consoleCatalogueSchema,
  consoleDurationFieldsSchema,
  consoleDurationSchema,
  consoleDurationUpdateSchema,
  consoleIdParamsSchema,
  consoleStaticNodeFieldsSchema,
  consoleStaticNodeSchema,
  consoleStaticNodeUpdateSchema,
  consoleTrafficPackageFieldsSchema,
  consoleTrafficPackageSchema,
  consoleTrafficPackageUpdateSchema,
  consoleUnitPriceSchema,
  consoleUnitPriceUpdateSchema,
} from "../console-catalogue.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleCatalogueEndpoints as e } from "./console-catalogue.ts";

const edit = { params: consoleIdParamsSchema, errors: [ResponseCode.NotFound, ResponseCode.Conflict] };

export const consoleCatalogueCalls = {
  getCatalogue: describeEndpoint(e.getCatalogue, { response: consoleCatalogueSchema }),
  createTrafficPackage: describeEndpoint(e.createTrafficPackage, {
    body: consoleTrafficPackageFieldsSchema,
    response: consoleTrafficPackageSchema,
    errors: [ResponseCode.Conflict],
  }),
  updateTrafficPackage: describeEndpoint(e.updateTrafficPackage, {
    ...edit,
    body: consoleTrafficPackageUpdateSchema,
    response: consoleTrafficPackageSchema,
  }),
  updateUnitPrice: describeEndpoint(e.updateUnitPrice, {
    ...edit,
    body: consoleUnitPriceUpdateSchema,
    response: consoleUnitPriceSchema,
  }),
  createStaticNode: describeEndpoint(e.createStaticNode, {
    body: consoleStaticNodeFieldsSchema,
    response: consoleStaticNodeSchema,
    errors: [ResponseCode.Conflict],
  }),
  updateStaticNode: describeEndpoint(e.updateStaticNode, {
    ...edit,
    body: consoleStaticNodeUpdateSchema,
    response: consoleStaticNodeSchema,
  }),
  createStaticDuration: describeEndpoint(e.createStaticDuration, {
    body: consoleDurationFieldsSchema,
    response: consoleDurationSchema,
    errors: [ResponseCode.Conflict],
  }),
  updateStaticDuration: describeEndpoint(e.updateStaticDuration, {
    ...edit,
    body: consoleDurationUpdateSchema,
    response: consoleDurationSchema,
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
