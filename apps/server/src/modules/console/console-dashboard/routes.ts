import { consoleDashboardCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { currentOperator } from "../operators/console-http.ts";
import type { DashboardService } from "./service.ts";

/** The console's dashboard; an operator limited to a substation sees that substation's members. */
export async function consoleDashboardRoutes(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  serveEndpoint(app, consoleDashboardCalls.getDashboard, async (_input, request) =>
    opts.dashboard.getDashboard(currentOperator(request).substationId),
  );
}
