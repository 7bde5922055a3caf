import { catalogueCalls, ResponseCode, StaticResourceType } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { CatalogueService } from "./service.ts";

/** The price-list calls of SPEC §7 (Packages, Static ISP, Static native). Public: visitors see prices. */
export async function catalogueRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }) {
  const { catalogue } = opts;
  const calls = catalogueCalls;

  serveEndpoint(app, calls.listTrafficPackages, (_input, request) => catalogue.listTrafficPackages(request.locale));
  serveEndpoint(app, calls.getUnitPrice, () => catalogue.getUnitPrice());
  serveEndpoint(app, calls.getTrafficPackage, ({ query }, request) =>
    catalogue.getTrafficPackage(query.id, request.locale),
  );

  // static-isp serves static ISP (type 2, the default) and dedicated data centre (type=1).
  const staticLines = [
    {
      durations: calls.listStaticIspDurations,
      nodes: calls.listStaticIspNodes,
      defaultType: StaticResourceType.Static,
      allowed: [1, 2],
    },
    {
      durations: calls.listStaticNativeDurations,
      nodes: calls.listStaticNativeNodes,
      defaultType: StaticResourceType.Native,
      allowed: [3],
    },
    {
      durations: calls.listStaticCnDurations,
      nodes: calls.listStaticCnNodes,
      defaultType: StaticResourceType.CnStatic,
      allowed: [12],
    },
  ];
  for (const line of staticLines) {
    const typeOf = (type: number | undefined) => {
      if (type !== undefined && !line.allowed.includes(type)) {
        throw new AppError(ResponseCode.BadRequest, "catalogue.typeInvalid");
      }
      return type ?? line.defaultType;
    };
    serveEndpoint(app, line.durations, ({ query }) => catalogue.listDurations(typeOf(query.type)));
    serveEndpoint(app, line.nodes, ({ query }, request) => catalogue.listNodes(typeOf(query.type), request.locale));
  }
}
