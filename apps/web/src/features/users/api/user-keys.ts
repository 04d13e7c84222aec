/** Query keys of the users feature; invalidate `userKeys.all` after any change. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};
