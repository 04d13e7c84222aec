/** Query keys of the water page; `waterKeys.device(id)` covers everything the Refresh button reloads. */
export const waterKeys = {
  all: ['water'] as const,
  // Ids are lowercase on the server and in live events; a hand-typed URL may not be.
  device: (id: string) => [...waterKeys.all, id.toLowerCase()] as const,
  latest: (id: string) => [...waterKeys.device(id), 'latest'] as const,
  series: (id: string, selection: readonly unknown[]) =>
    [...waterKeys.device(id), 'series', ...selection] as const,
  summary: (id: string, selection: readonly unknown[]) =>
    [...waterKeys.device(id), 'summary', ...selection] as const,
  config: (id: string) => [...waterKeys.device(id), 'config'] as const,
};
