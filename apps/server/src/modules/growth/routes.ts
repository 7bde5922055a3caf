import { consoleGrowthCalls, growthCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember } from "../../http/authenticate.ts";
import { serveEndpoint } from "../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../lib/console-actor.ts";
import type { OrdersService } from "../commerce/orders/service.ts";
import type { Growth } from "./create-growth.ts";

/** The member's growth calls: a coupon's preview at checkout, the invite page, redeeming a gift code. */
export async function growthRoutes(app: FastifyInstance, opts: { growth: Growth; orders: OrdersService }) {
  const { growth, orders } = opts;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  serveEndpoint(app, growthCalls.quoteCoupon, ({ body }, request) => orders.quoteCoupon(memberOf(request), body));
  serveEndpoint(app, growthCalls.getMyReferral, (_input, request) => growth.referrals.mine(memberOf(request)));
  serveEndpoint(app, growthCalls.redeemGiftCode, ({ body }, request) =>
    growth.giftCodes.redeem(memberOf(request), body.code, request.ip),
  );
}

/** The console's growth calls (operator host only; the console guard checks growth.manage). */
export async function growthConsoleRoutes(app: FastifyInstance, opts: { growth: Growth }) {
  const { growth } = opts;
  const c = consoleGrowthCalls;
  serveEndpoint(app, c.listCoupons, () => growth.coupons.list());
  serveEndpoint(app, c.createCoupon, ({ body }, request) => growth.coupons.create(consoleActorOf(request), body));
  serveEndpoint(app, c.setCouponActive, ({ params, body }, request) =>
    growth.coupons.setActive(consoleActorOf(request), params.id, body.isActive),
  );
  serveEndpoint(app, c.listCommissions, ({ query }) => growth.referrals.page(query));
  serveEndpoint(app, c.withholdCommission, ({ params, body }, request) =>
    growth.referrals.withhold(consoleActorOf(request), params.id, body.reason),
  );
  serveEndpoint(app, c.getSettings, () => growth.settings.get());
  serveEndpoint(app, c.updateSettings, ({ body }, request) => growth.settings.update(consoleActorOf(request), body));
  serveEndpoint(app, c.listGiftBatches, () => growth.giftCodes.listBatches());
  serveEndpoint(app, c.createGiftBatch, ({ body }, request) =>
    growth.giftCodes.createBatch(consoleActorOf(request), body),
  );
  serveEndpoint(app, c.exportGiftBatch, async ({ params }, request) => ({
    ...(await growth.giftCodes.exportBatch(consoleActorOf(request), params.id, request.locale)),
    contentType: "text/csv; charset=utf-8",
  }));
}
