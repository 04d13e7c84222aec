/** Query keys of the tasks feature; invalidate `taskKeys.all` after any change. */
export const taskKeys = {
  all: ['tasks'] as const,
  open: () => [...taskKeys.all, 'open'] as const,
  done: () => [...taskKeys.all, 'done'] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
};
