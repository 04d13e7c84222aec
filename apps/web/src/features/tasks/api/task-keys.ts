/** Query keys of the tasks feature; invalidate `taskKeys.all` after any change. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: () => [...taskKeys.all, 'list'] as const,
};
