/** Query keys of the bugs feature; invalidate `bugKeys.all` after any change. */
export const bugKeys = {
  all: ['bugs'] as const,
  open: () => [...bugKeys.all, 'open'] as const,
  closed: () => [...bugKeys.all, 'closed'] as const,
  /** The page's list: one cache entry per sort, filter and set of pins. */
  list: (params: object) => [...bugKeys.all, 'list', params] as const,
  detail: (id: string) => [...bugKeys.all, 'detail', id] as const,
};
