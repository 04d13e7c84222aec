import type { Run } from '@canopy/shared/schemas/runs';
import type { TaskLinks } from '@canopy/shared/schemas/tasks';
import type { Details } from './tasks.errors.ts';

/**
 * What tasks read of the crop and the devices, each through its module's service (wired in
 * compose/team.ts): a run with its groups, events and planned days, and which rooms, cuttings and devices
 * exist.
 */
export interface TaskCropSources {
  /** The run, or undefined when there is none. */
  findRun(id: string): Promise<Run | undefined>;
  roomNames(ids: readonly string[]): Promise<Map<string, string>>;
  liveCuttingIds(ids: readonly string[]): Promise<Set<string>>;
  deviceIds(ids: readonly string[]): Promise<Set<string>>;
}

export type LinkInput = Partial<Record<keyof TaskLinks, string | null | undefined>>;

/** The links that name nothing: each a detail under `body.links`. A group must be one of the run's. */
export async function unknownLinks(links: LinkInput, crop: TaskCropSources): Promise<Details> {
  const details: Details = [];
  const missing = (field: keyof TaskLinks, message: string) =>
    details.push({ path: `body.links.${field}`, message });
  const { runId, groupId, roomId, cuttingId, deviceId } = links;
  const [run, rooms, cuttings, devices] = await Promise.all([
    runId ? crop.findRun(runId) : undefined,
    roomId ? crop.roomNames([roomId]) : undefined,
    cuttingId ? crop.liveCuttingIds([cuttingId]) : undefined,
    deviceId ? crop.deviceIds([deviceId]) : undefined,
  ]);
  if (runId && !run) missing('runId', 'no such run');
  if (groupId && !run?.groups.some((group) => group._id === groupId)) {
    missing('groupId', runId ? 'not a group of the run' : 'a group needs its run');
  }
  if (roomId && !rooms?.has(roomId)) missing('roomId', 'no such room');
  if (cuttingId && !cuttings?.has(cuttingId)) missing('cuttingId', 'no such cutting');
  if (deviceId && !devices?.has(deviceId)) missing('deviceId', 'no such device');
  return details;
}
