import { consoleExportsCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../../lib/console-actor.ts";
import type { ExportsService } from "./service.ts";

const csv = "text/csv; charset=utf-8";

/** The console's CSV exports, streamed. */
export async function exportsRoutes(app: FastifyInstance, opts: { exports: ExportsService }) {
  const { exports } = opts;
  serveEndpoint(app, consoleExportsCalls.exportOrders, async ({ query }, request) => ({
    ...(await exports.exportOrders(consoleActorOf(request), query, request.locale)),
    contentType: csv,
  }));
  serveEndpoint(app, consoleExportsCalls.exportRefunds, async ({ query }, request) => ({
    ...(await exports.exportRefunds(consoleActorOf(request), query, request.locale)),
    contentType: csv,
  }));
  serveEndpoint(app, consoleExportsCalls.exportLedger, async ({ query }, request) => ({
    ...(await exports.exportLedger(consoleActorOf(request), query, request.locale)),
    contentType: csv,
  }));
  serveEndpoint(app, consoleExportsCalls.exportMembers, async ({ query }, request) => ({
    ...(await exports.exportMembers(consoleActorOf(request), query, request.locale)),
    contentType: csv,
  }));
}
