import type { OperatorCreateRequest, OperatorRoleChangeRequest } from "@shop/contract";
import { consoleOperatorsEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "./console-api.ts";

export function useOperators() {
  return useQuery({
    queryKey: consoleKeys.operators(),
    queryFn: () => consoleApi.call(consoleOperatorsEndpoints.listOperators),
  });
}

/** Quiet: the form shows what was wrong under itself. */
export const createOperator = (body: OperatorCreateRequest) =>
  consoleApi.call(consoleOperatorsEndpoints.createOperator, { body }, { quiet: true });

/** The owner's actions on one operator; each refreshes the list. */
export function useOperatorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.operators() });
  return {
    endSessions: useMutation({
      mutationFn: (id: number) => consoleApi.call(consoleOperatorsEndpoints.endSessions, { body: { id } }),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: number) => consoleApi.call(consoleOperatorsEndpoints.disableOperator, { body: { id } }),
      onSuccess: refresh,
    }),
    resetEnrolment: useMutation({
      mutationFn: (id: number) => consoleApi.call(consoleOperatorsEndpoints.resetEnrolment, { body: { id } }),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: (body: OperatorRoleChangeRequest) => consoleApi.call(consoleOperatorsEndpoints.changeRole, { body }),
      onSuccess: refresh,
    }),
  };
}
