/** Query keys of the sessions feature; invalidate `sessionKeys.all` after any change. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};
