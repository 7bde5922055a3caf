import { consoleCatalogueCalls, consoleStockCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../../lib/console-actor.ts";
import type { CatalogueConsoleService } from "./console-service.ts";

/** The console's catalogue and stock calls (operator host only; the console guard checks the permission). */
export async function catalogueConsoleRoutes(app: FastifyInstance, opts: { service: CatalogueConsoleService }) {
  const { service } = opts;
  const c = consoleCatalogueCalls;
  serveEndpoint(app, c.getCatalogue, () => service.getCatalogue());
  serveEndpoint(app, c.createTrafficPackage, ({ body }, request) =>
    service.createTrafficPackage(consoleActorOf(request), body),
  );
  serveEndpoint(app, c.updateTrafficPackage, ({ params, body }, request) =>
    service.updateTrafficPackage(consoleActorOf(request), params.id, body),
  );
  serveEndpoint(app, c.updateUnitPrice, ({ params, body }, request) =>
    service.updateUnitPrice(consoleActorOf(request), params.id, body),
  );
  serveEndpoint(app, c.createStaticNode, ({ body }, request) => service.createNode(consoleActorOf(request), body));
  serveEndpoint(app, c.updateStaticNode, ({ params, body }, request) =>
    service.updateNode(consoleActorOf(request), params.id, body),
  );
  serveEndpoint(app, c.createStaticDuration, ({ body }, request) =>
    service.createDuration(consoleActorOf(request), body),
  );
  serveEndpoint(app, c.updateStaticDuration, ({ params, body }, request) =>
    service.updateDuration(consoleActorOf(request), params.id, body),
  );

  const s = consoleStockCalls;
  serveEndpoint(app, s.pageStock, ({ query }) => service.pageStock(query));
  serveEndpoint(app, s.previewImport, ({ body }, request) => service.previewImport(body.text, request.locale));
  serveEndpoint(app, s.importStock, ({ body }, request) => service.importStock(consoleActorOf(request), body.text));
  serveEndpoint(app, s.setStockStatus, ({ params, body }, request) =>
    service.setStockStatus(consoleActorOf(request), params.id, body),
  );
}
