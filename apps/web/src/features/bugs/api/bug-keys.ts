/** Query keys of the bugs feature; invalidate `bugKeys.all` after any change. */
export const bugKeys = {
  all: ['bugs'] as const,
  list: (includeClosed: boolean) => [...bugKeys.all, 'list', { includeClosed }] as const,
};
