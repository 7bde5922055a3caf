import {
  type ConsoleCoupon,
  consoleGrowthEndpoints,
  type EndpointTypes,
  type GrowthSettings,
} from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../console/index.ts";

const c = consoleGrowthEndpoints;
export const growthKeys = {
  all: () => [...consoleKeys.all(), "growth"] as const,
  coupons: () => [...growthKeys.all(), "coupons"] as const,
  batches: () => [...growthKeys.all(), "gift-batches"] as const,
  commissions: () => [...growthKeys.all(), "commissions"] as const,
  settings: () => [...growthKeys.all(), "settings"] as const,
};

export const useCoupons = () =>
  useQuery({ queryKey: growthKeys.coupons(), queryFn: () => consoleApi.call(c.listCoupons) });
export const useGiftBatches = () =>
  useQuery({ queryKey: growthKeys.batches(), queryFn: () => consoleApi.call(c.listGiftBatches) });
export const useCommissions = () =>
  useQuery({
    queryKey: growthKeys.commissions(),
    queryFn: () => consoleApi.call(c.listCommissions, { query: { pageNo: 1, pageSize: 50 } }),
  });
export const useGrowthSettings = () =>
  useQuery({ queryKey: growthKeys.settings(), queryFn: () => consoleApi.call(c.getSettings) });

/** A change to any growth record refreshes the growth area. */
function useGrowthMutation<I, O>(work: (input: I) => Promise<O>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: work, onSuccess: () => queries.invalidateQueries({ queryKey: growthKeys.all() }) });
}

type Body<E> = EndpointTypes<E> extends { body: infer B } ? B : never;

export const useCreateCoupon = () =>
  useGrowthMutation((body: Body<typeof c.createCoupon>) => consoleApi.call(c.createCoupon, { body }, { quiet: true }));
export const useSetCouponActive = () =>
  useGrowthMutation((input: { id: number; isActive: boolean }) =>
    consoleApi.call(c.setCouponActive, { params: { id: input.id }, body: { isActive: input.isActive } }),
  );
export const useCreateGiftBatch = () =>
  useGrowthMutation((body: Body<typeof c.createGiftBatch>) =>
    consoleApi.call(c.createGiftBatch, { body }, { quiet: true }),
  );
export const useWithholdCommission = () =>
  useGrowthMutation((input: { id: number; reason: string }) =>
    consoleApi.call(
      c.withholdCommission,
      { params: { id: input.id }, body: { reason: input.reason } },
      // The confirmation shows a refusal itself.
      { quiet: true },
    ),
  );
export const useUpdateGrowthSettings = () =>
  useGrowthMutation((body: GrowthSettings) => consoleApi.call(c.updateSettings, { body }, { quiet: true }));

/** A batch's codes as a CSV file (a Blob in the browser). */
export const exportGiftBatch = (id: number) => consoleApi.call(c.exportGiftBatch, { params: { id } });

export type { ConsoleCoupon };
