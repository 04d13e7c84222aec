import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write whose success makes every read under `queryKey` fetch again (the list it changed, the item it
 * changed), so what is on screen shows the write once the mutation settles.
 */
export function useRefreshingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
