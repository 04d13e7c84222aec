import { threadKeys } from '../../../lib/threads/thread-api';

/** Query keys of the bugs feature; invalidate `bugKeys.all` after any change. */
export const bugKeys = {
  ...threadKeys('bugs'),
  /** The page's list: one cache entry per sort, filter and set of pins. */
  list: (params: object) => ['bugs', 'list', params] as const,
};
