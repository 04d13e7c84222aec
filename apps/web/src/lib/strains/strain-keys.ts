/**
 * Query keys of the strains feature; invalidate `strainKeys.all` after any change. Shared: the cuttings
 * feature's strain choices sit under the same root, so every change the strains screens make refreshes them.
 */
export const strainKeys = {
  all: ['strains'] as const,
  list: () => [...strainKeys.all, 'list'] as const,
  detail: (slug: string, loggedIn: boolean) => [...strainKeys.all, 'detail', slug, loggedIn] as const,
  choices: () => [...strainKeys.all, 'choices'] as const,
};
