import type {
  BankTransferDecision,
  CloseOrderRequest,
  ConsoleOrderQuery,
  MarkPaidRequest,
  RefundQuery,
  RefundRejectRequest,
  RefundRequest,
} from "@shop/contract/core";
import { consoleOrdersEndpoints, consoleRefundsEndpoints } from "@shop/contract/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../console/index.ts";

const keys = {
  orders: (query: ConsoleOrderQuery) => [...consoleKeys.all(), "orders", query] as const,
  order: (kind: string, id: number) => [...consoleKeys.all(), "order", kind, id] as const,
  refunds: (query: RefundQuery) => [...consoleKeys.all(), "refunds", query] as const,
};

export function useOrders(query: ConsoleOrderQuery) {
  return useQuery({
    queryKey: keys.orders(query),
    queryFn: () => consoleApi.call(consoleOrdersEndpoints.listOrders, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(kind: "recharge" | "static", id: number) {
  return useQuery({
    queryKey: keys.order(kind, id),
    queryFn: () => consoleApi.call(consoleOrdersEndpoints.getOrder, { params: { kind, id } }),
  });
}

export function useRefunds(query: RefundQuery) {
  return useQuery({
    queryKey: keys.refunds(query),
    queryFn: () => consoleApi.call(consoleRefundsEndpoints.listRefunds, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes what the console shows of orders and refunds. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.all() });
}

/** Quiet: the forms show what was wrong under themselves. */
export function useOrderActions() {
  const onSuccess = useRefresh();
  return {
    close: useMutation({
      mutationFn: (body: CloseOrderRequest) =>
        consoleApi.call(consoleOrdersEndpoints.closeOrder, { body }, { quiet: true }),
      onSuccess,
    }),
    markPaid: useMutation({
      mutationFn: (body: MarkPaidRequest) =>
        consoleApi.call(consoleOrdersEndpoints.markPaid, { body }, { quiet: true }),
      onSuccess,
    }),
    decideBankTransfer: useMutation({
      mutationFn: (body: BankTransferDecision) =>
        consoleApi.call(consoleOrdersEndpoints.decideBankTransfer, { body }, { quiet: true }),
      onSuccess,
    }),
    requestRefund: useMutation({
      mutationFn: (body: RefundRequest) =>
        consoleApi.call(consoleRefundsEndpoints.requestRefund, { body }, { quiet: true }),
      onSuccess,
    }),
  };
}

export function useRefundActions() {
  const onSuccess = useRefresh();
  return {
    approve: useMutation({
      // Quiet: the confirmation dialog shows a refusal inside itself.
      mutationFn: (id: number) =>
        consoleApi.call(consoleRefundsEndpoints.approveRefund, { body: { id } }, { quiet: true }),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (body: RefundRejectRequest) => consoleApi.call(consoleRefundsEndpoints.rejectRefund, { body }),
      onSuccess,
    }),
    settle: useMutation({
      mutationFn: (id: number) => consoleApi.call(consoleRefundsEndpoints.settleRefund, { body: { id } }),
      onSuccess,
    }),
  };
}
