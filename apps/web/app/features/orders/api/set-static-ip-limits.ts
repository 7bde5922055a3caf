import { type StaticIpLimitsRequest, tunnelPlanEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { staticIpKeys } from "./static-ip-page.ts";

/** POST /app-api/ip/static-ip/limits: its refusals are the dialog's to show. */
const setStaticIpLimits = (body: StaticIpLimitsRequest) =>
  api.call(tunnelPlanEndpoints.setStaticIpLimits, { body }, { quiet: true });

/** Sets one IP's limits; pending until the IP list has loaded again with them. */
export function useSetStaticIpLimits() {
  return useReloadingMutation(setStaticIpLimits, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: staticIpKeys.all }),
  );
}
