import { endpointGroup } from "../endpoint.ts";
import type { ConsoleExitHealth } from "../exit-coverage.ts";

const { get } = endpointGroup({ tag: "Console: gateway exits", audience: "operator", permission: "dashboard.read" });

/** The gateways' upstream exits and their health, as each gateway last reported it. */
export const consoleExitsEndpoints = {
  listExitHealth: get<{ data: ConsoleExitHealth }>(
    "/ops-api/exits",
    "Every gateway's exits: up or ejected, probe latency, errors and the last change",
  ),
};
