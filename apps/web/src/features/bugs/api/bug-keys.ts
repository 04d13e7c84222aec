/** Query keys of the bugs feature; invalidate `bugKeys.all` after any change. */
export const bugKeys = {
  all: ['bugs'] as const,
  open: () => [...bugKeys.all, 'open'] as const,
  closed: () => [...bugKeys.all, 'closed'] as const,
  detail: (id: string) => [...bugKeys.all, 'detail', id] as const,
};
