/** Query keys of the devices feature; invalidate `deviceKeys.all` after a refresh or a rename. */
export const deviceKeys = {
  all: ['devices'] as const,
  climateList: () => [...deviceKeys.all, 'climate'] as const,
  particleList: () => [...deviceKeys.all, 'particle'] as const,
  soilList: () => [...deviceKeys.all, 'soil'] as const,
  soilLatest: (id: string) => [...deviceKeys.all, 'soil', id] as const,
  waterList: () => [...deviceKeys.all, 'water'] as const,
  device: (id: string) => [...deviceKeys.all, 'device', id] as const,
  config: (id: string) => [...deviceKeys.all, 'device', id, 'config'] as const,
  history: (id: string) => [...deviceKeys.all, 'device', id, 'history'] as const,
  commands: (id: string) => [...deviceKeys.all, 'device', id, 'commands'] as const,
  firmwareAll: () => [...deviceKeys.all, 'firmware'] as const,
  firmwareLatest: (deviceType: string) => [...deviceKeys.all, 'firmware', deviceType] as const,
};

/** Readings arrive every minute or so; polling pauses while the tab is hidden (TanStack Query default). */
export const DEVICE_POLL_MS = 30_000;
