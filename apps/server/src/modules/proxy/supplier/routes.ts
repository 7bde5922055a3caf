import { siteCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { SupplierService } from "./service.ts";

/** GET /app-api/ip/supplier/get (SPEC §7 Dashboard): logged-in members only (the declaration's audience). */
export async function supplierRoutes(app: FastifyInstance, opts: { supplier: SupplierService }) {
  serveEndpoint(app, siteCalls.getSupplier, (_input, request) =>
    opts.supplier.getSupplier(currentMember(request).memberId, request.hostname, request.locale),
  );
}
