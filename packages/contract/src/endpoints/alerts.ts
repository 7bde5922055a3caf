import type { AlertSettings, AlertSettingsInput } from "../alerts.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Webhooks", audience: "member", scope: "webhooks:write" });

/** The alerts a member sets: low traffic, sub-account caps, expiring IPs, low balance (session, or an API key with `webhooks:write`). */
export const alertsEndpoints = {
  getAlertSettings: get<{ data: AlertSettings }>(
    "/app-api/member/alerts/get",
    "The member's alerts: thresholds (null is off) and the channels a fired alert goes by",
  ),
  saveAlertSettings: post<{ body: AlertSettingsInput; data: AlertSettings }>(
    "/app-api/member/alerts/save",
    "Sets the member's alerts; each fires once when its value goes below the line and again only after it was back above",
  ),
} as const;
