import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

/** A page or range of a list: the table or chart keeps showing the last answer while the next one loads. */
export function useKeptQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled: options.enabled });
}

/** A change that stays pending until what it changed (`reload`) has loaded again. */
export function useReloadingMutation<TInput, TOutput>(
  mutationFn: (input: TInput) => Promise<TOutput>,
  reload: (queryClient: QueryClient) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => reload(queryClient) });
}
