import { consoleExitsCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { ExitHealthService } from "./service.ts";

/** The console's exits page: every gateway's exits and their health. */
export async function consoleExitsRoutes(app: FastifyInstance, opts: { exitHealth: ExitHealthService }) {
  serveEndpoint(app, consoleExitsCalls.listExitHealth, () => opts.exitHealth.list());
}
