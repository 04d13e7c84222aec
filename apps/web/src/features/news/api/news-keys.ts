/** Query keys of the news feature; invalidate `newsKeys.all` after any change. */
export const newsKeys = { all: ['news'] as const, list: () => [...newsKeys.all, 'list'] as const };
