/** Query keys of the strains feature; invalidate `strainKeys.all` after any change. */
export const strainKeys = {
  all: ['strains'] as const,
  list: () => [...strainKeys.all, 'list'] as const,
  detail: (slug: string, loggedIn: boolean) => [...strainKeys.all, 'detail', slug, loggedIn] as const,
};
