import { ok, ResponseCode, StaticResourceType, staticTypeQuerySchema, trafficPackageQuerySchema } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { parseInput } from "../../http/validation.ts";
import type { CatalogueService } from "./service.ts";

/** The price-list calls of SPEC §7 (Packages, Static ISP, Static native). Public: visitors see prices. */
export async function catalogueRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }) {
  const { catalogue } = opts;

  app.get("/app-api/ip/traffic-combo-product-price/list", async (request) =>
    ok(await catalogue.listTrafficPackages(request.locale)),
  );
  app.get("/app-api/ip/flow-package/getUnitPrice", async () => ok(await catalogue.getUnitPrice()));
  app.get("/app-api/ip/flow-package/get", async (request) => {
    const { id } = parseInput(trafficPackageQuerySchema, request.query);
    return ok(await catalogue.getTrafficPackage(id, request.locale));
  });

  // static-isp serves static ISP (type 2, the default) and dedicated data centre (type=1).
  const staticLines = [
    { prefix: "/app-api/ip/static-isp", defaultType: StaticResourceType.Static, allowed: [1, 2] },
    { prefix: "/app-api/ip/static-native", defaultType: StaticResourceType.Native, allowed: [3] },
    { prefix: "/app-api/ip/static-isp-cn", defaultType: StaticResourceType.CnStatic, allowed: [12] },
  ];
  for (const line of staticLines) {
    const typeOf = (query: unknown) => {
      const { type } = parseInput(staticTypeQuerySchema, query);
      if (type !== undefined && !line.allowed.includes(type)) {
        throw new AppError(ResponseCode.BadRequest, "catalogue.typeInvalid");
      }
      return type ?? line.defaultType;
    };
    app.get(`${line.prefix}/duration`, async (request) => {
      const type = typeOf(request.query);
      return ok(await catalogue.listDurations(type));
    });
    app.get(`${line.prefix}/node`, async (request) => {
      const type = typeOf(request.query);
      return ok(await catalogue.listNodes(type, request.locale));
    });
  }
}
