import { alertsCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { AlertsService } from "./service.ts";

/** A member's alerts (session, or an API key with `webhooks:write`). */
export async function alertsRoutes(app: FastifyInstance, opts: { alerts: AlertsService }) {
  const { alerts } = opts;
  serveEndpoint(app, alertsCalls.getAlertSettings, async (_input, request) =>
    alerts.get(currentMember(request).memberId),
  );
  serveEndpoint(app, alertsCalls.saveAlertSettings, async ({ body }, request) =>
    alerts.save(currentMember(request).memberId, body),
  );
}
