import { useRefreshingMutation } from '../use-refreshing-mutation';
import type { ThreadApi, ThreadItem } from './thread-api';

/** A write on a kind of thread: once it succeeds, everything cached of that kind is read again. */
export function useThreadMutation<Input, Result>(
  api: ThreadApi<ThreadItem>,
  mutationFn: (input: Input) => Promise<Result>,
) {
  return useRefreshingMutation(mutationFn, api.keys.all);
}
