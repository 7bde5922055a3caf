import { consoleSitesCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { type AuditRecorder, consoleActorOf } from "../../../lib/console-actor.ts";
import type { BankTransfers } from "../../commerce/payments/bank-transfer.ts";
import type { SiteConsoleService } from "./console-service.ts";

/** The console's substation and redirect calls. */
export async function siteConsoleRoutes(
  app: FastifyInstance,
  opts: { service: SiteConsoleService; bankTransfers: BankTransfers; audit: AuditRecorder },
) {
  const { service } = opts;
  const c = consoleSitesCalls;
  serveEndpoint(app, c.listSubstations, () => service.listSubstations());
  serveEndpoint(app, c.createSubstation, ({ body }, request) =>
    service.createSubstation(consoleActorOf(request), body),
  );
  serveEndpoint(app, c.updateSubstation, ({ params, body }, request) =>
    service.updateSubstation(consoleActorOf(request), params.id, body),
  );
  serveEndpoint(app, c.listRedirects, () => service.listRedirects());
  serveEndpoint(app, c.createRedirect, ({ body }, request) => service.createRedirect(consoleActorOf(request), body));
  serveEndpoint(app, c.setRedirectEnabled, ({ params, body }, request) =>
    service.setRedirectEnabled(consoleActorOf(request), params.id, body),
  );
  serveEndpoint(app, c.getBankAccount, () => opts.bankTransfers.consoleAccount());
  serveEndpoint(app, c.saveBankAccount, ({ body }, request) =>
    opts.bankTransfers.saveAccount(consoleActorOf(request), opts.audit, body),
  );
}
