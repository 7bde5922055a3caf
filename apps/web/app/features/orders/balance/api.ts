import {
  type AutoRenewRequest,
  type BalancePayRequest,
  balanceEndpoints,
  type UseBalanceRequest,
} from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const balanceKeys = {
  all: ["balance"] as const,
  summary: () => [...balanceKeys.all, "summary"] as const,
  movements: (pageNo: number) => [...balanceKeys.all, "movements", pageNo] as const,
  autoRenew: () => [...balanceKeys.all, "auto-renew"] as const,
};

/** GET /app-api/balance/get: the CNY balance and the top-up limits (fen). */
export function useBalance() {
  return useQuery({ queryKey: balanceKeys.summary(), queryFn: () => api.call(balanceEndpoints.getBalance, {}) });
}

/** GET /app-api/balance/movements: one page of the history, newest first. */
export function useMovements(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: balanceKeys.movements(pageNo),
    queryFn: () => api.call(balanceEndpoints.listMovements, { query: { pageNo, pageSize } }),
  });
}

/** POST /app-api/balance/topup/create: a top-up order to pay at the cashier. */
export function useCreateTopup() {
  return useMutation({
    mutationFn: (amount: number) => api.call(balanceEndpoints.createTopupOrder, { body: { amount, source: "admin" } }),
  });
}

/** GET /app-api/balance/movements/export: every movement as CSV. */
export function useExportMovements() {
  return useMutation({ mutationFn: () => api.call(balanceEndpoints.exportMovements, {}) });
}

/** POST /app-api/order/balancePay: the order paid wholly from the balance. */
export function usePayFromBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalancePayRequest) => api.call(balanceEndpoints.payFromBalance, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}

/** POST /app-api/order/useBalance: part of the order from the balance, the rest at the cashier. */
export function useBalanceForOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UseBalanceRequest) => api.call(balanceEndpoints.useBalanceForOrder, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}

/** The member's auto-renew choices per static IP. */
export function useAutoRenewList() {
  return useQuery({
    queryKey: balanceKeys.autoRenew(),
    queryFn: () => api.call(balanceEndpoints.listAutoRenew, {}),
  });
}

export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoRenewRequest) => api.call(balanceEndpoints.setAutoRenew, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.autoRenew() }),
  });
}
