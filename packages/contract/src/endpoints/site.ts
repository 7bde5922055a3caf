import { defineEndpoint } from "../endpoint.ts";
import type { Supplier } from "../proxy-centre.ts";
import type { CallerIp, Substation } from "../site.ts";

const tag = "Site";

/** The site itself (SPEC §7 Common, Dashboard): the substation of the host, the caller's address, the supplier. */
export const siteEndpoints = {
  getSubstation: defineEndpoint<{ data: Substation }>({
    method: "GET",
    path: "/app-api/ip/website/get",
    audience: "public",
    tag,
    summary: "The substation serving this host name: brand, contacts and its proxy gateway",
  }),
  getCallerIp: defineEndpoint<{ data: CallerIp }>({
    method: "GET",
    path: "/app-api/getIp",
    audience: "public",
    tag,
    summary: "The caller's IP address and country, as the shop sees it",
  }),
  getSupplier: defineEndpoint<{ data: Supplier }>({
    method: "GET",
    path: "/app-api/ip/supplier/get",
    audience: "member",
    tag,
    summary: "The supplier (substation) the member registered with, and how to reach it",
  }),
};
