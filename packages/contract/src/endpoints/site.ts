import { endpointGroup } from "../endpoint.ts";
import type { Supplier } from "../proxy-centre.ts";
import type { CallerIp, Substation } from "../site.ts";

const { get } = endpointGroup({ tag: "Site", audience: "public" });

/** The site itself (SPEC §7 Common, Dashboard): the substation of the host, the caller's address, the supplier. */
export const siteEndpoints = {
  getSubstation: get<{ data: Substation }>(
    "/app-api/ip/website/get",
    "The substation serving this host name: brand, contacts and its proxy gateway",
  ),
  getCallerIp: get<{ data: CallerIp }>("/app-api/getIp", "The caller's IP address and country, as the shop sees it"),
  getSupplier: get<{ data: Supplier }>(
    "/app-api/ip/supplier/get",
    "The supplier (substation) the member registered with, and how to reach it",
    { audience: "member" },
  ),
};
