/** Query keys of the water page; `waterKeys.device(id)` covers everything the Refresh button reloads. */
export const waterKeys = {
  all: ['water'] as const,
  device: (id: string) => [...waterKeys.all, id] as const,
  latest: (id: string) => [...waterKeys.device(id), 'latest'] as const,
  series: (id: string, selection: readonly unknown[]) =>
    [...waterKeys.device(id), 'series', ...selection] as const,
  summary: (id: string, selection: readonly unknown[]) =>
    [...waterKeys.device(id), 'summary', ...selection] as const,
  config: (id: string) => [...waterKeys.device(id), 'config'] as const,
};
