import { siteCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { GeoIpService } from "./service.ts";

export async function geoIpRoutes(app: FastifyInstance, opts: { geoIp: GeoIpService }) {
  // request.ip is the socket's address, or the client's from X-Forwarded-For when TRUST_PROXY says so.
  serveEndpoint(app, siteCalls.getCallerIp, async (_input, request, reply) => {
    const caller = await opts.geoIp.getCallerIp(request.ip);
    // The answer belongs to this caller's address only.
    reply.header("cache-control", "private, no-store");
    return caller;
  });
}
