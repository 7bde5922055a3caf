import { consoleDenyCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../../lib/console-actor.ts";
import type { TargetDenyService } from "./service.ts";

/** The console's seller-wide target deny list (permission proxy.deny-list). */
export async function consoleDenyRoutes(app: FastifyInstance, opts: { targetDeny: TargetDenyService }) {
  const { targetDeny } = opts;
  const c = consoleDenyCalls;
  serveEndpoint(app, c.listDenyDomains, () => targetDeny.listOfSeller());
  serveEndpoint(app, c.addDenyDomain, ({ body }, request) => targetDeny.addForSeller(consoleActorOf(request), body));
  serveEndpoint(app, c.deleteDenyDomain, async ({ body }, request) => {
    await targetDeny.deleteForSeller(consoleActorOf(request), body.id);
    return true;
  });
}
