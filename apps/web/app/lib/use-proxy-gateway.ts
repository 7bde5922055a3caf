import type { ProxyGatewayAddress } from "@shop/contract/core";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";

/**
 * The gateway of the substation serving this page, as its generator and extraction URL give it,
 * so an address copied from any page connects where the customer's proxy lines do.
 */
export function useProxyGateway(): ProxyGatewayAddress {
  const gateway = useRouteLoaderData<RootData>("root")?.substation.gateway;
  // The root loader always provides the substation to the pages that show addresses.
  if (!gateway) throw new Error("useProxyGateway needs the root loader's substation");
  return gateway;
}
