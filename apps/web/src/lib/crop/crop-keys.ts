/** Query keys of the site, rooms and runs: rooms show runs' groups and runs name rooms, so one root. */
export const cropKeys = {
  all: ['crop'] as const,
  site: () => [...cropKeys.all, 'site'] as const,
  /** Under the crop: the unit one's weights show in follows the site's until one chooses one. */
  preferences: () => [...cropKeys.all, 'preferences'] as const,
  rooms: () => [...cropKeys.all, 'rooms'] as const,
  room: (id: string) => [...cropKeys.all, 'rooms', id] as const,
  runs: () => [...cropKeys.all, 'runs'] as const,
  runLists: () => [...cropKeys.all, 'runs', 'list'] as const,
  runList: (filter: RunListFilter) => [...cropKeys.runLists(), filter] as const,
  run: (id: string) => [...cropKeys.all, 'runs', id] as const,
  /** Under the run's key: the run's live event refreshes its climate too. */
  /** The yields tables: closed harvests are runs' writes, so they refresh with them. */
  yields: () => [...cropKeys.all, 'yields'] as const,
  runClimate: (id: string, groupId: string | null) => [...cropKeys.run(id), 'climate', groupId] as const,
};

/** What the runs list asks the server for (`GET /api/runs?state=&strainId=&roomId=`). */
export interface RunListFilter {
  state?: string | undefined;
  strainId?: string | undefined;
  roomId?: string | undefined;
}
