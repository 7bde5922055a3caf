import { ok } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../http/authenticate.ts";
import type { SupplierService } from "./service.ts";

/** GET /app-api/ip/supplier/get (SPEC §7 Dashboard): logged-in members only. */
export async function supplierRoutes(app: FastifyInstance, opts: { supplier: SupplierService }) {
  app.get("/app-api/ip/supplier/get", { preHandler: app.memberGuards.loggedIn }, async (request) => {
    return ok(await opts.supplier.getSupplier(currentMember(request).memberId, request.hostname, request.locale));
  });
}
