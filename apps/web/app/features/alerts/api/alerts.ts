import type { AlertSettingsInput } from "@shop/contract";
import { alertsEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";

const alertKeys = { settings: () => ["alerts", "settings"] as const };

export function useAlertSettings() {
  return useQuery({ queryKey: alertKeys.settings(), queryFn: () => api.call(alertsEndpoints.getAlertSettings) });
}

/** Quiet: the form shows the refusal above itself. */
export function useSaveAlertSettings() {
  return useReloadingMutation(
    (body: AlertSettingsInput) => api.call(alertsEndpoints.saveAlertSettings, { body }, { quiet: true }),
    (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: alertKeys.settings() }),
  );
}
