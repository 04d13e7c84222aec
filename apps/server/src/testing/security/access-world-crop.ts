import type { TestContext } from '../test-app.ts';
import type { Callers } from './access-world.ts';

/** The rooms and runs the access matrix points at; fresh ones for calls that change or delete. */
export interface CropWorld {
  roomId: string;
  roomBody(): { name: string; kind: string };
  freshRoom(): Promise<string>;
  runId: string;
  groupId: string;
  newRunBody(): object;
  /** A fresh run of one group of 10 plants; `moved` adds a move, so the group's latest event may be undone. */
  freshRun(): Promise<{ runId: string; groupId: string; code: string; latestEventId: string }>;
  moved(): Promise<{ runId: string; latestEventId: string }>;
  /** A fresh run whose one group of 10 plants flowers, to be harvested. */
  flowering(): Promise<{ runId: string; groupId: string }>;
  /** A standing harvest, to read, weigh, close and note. */
  harvestId: string;
  siteBody: object;
}

export async function createCropWorld(
  t: TestContext,
  callers: Callers,
  strainId: string,
  unique: () => string,
): Promise<CropWorld> {
  const asAdmin = async <T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> => {
    const response = await t.app.inject({ method, url, payload, headers: callers.admin.auth });
    if (response.statusCode >= 300)
      throw new Error(`world setup ${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const roomBody = () => ({ name: `Room ${unique()}`, kind: 'flower' });
  const freshRoom = async () => (await asAdmin<{ _id: string }>('POST', '/api/rooms', roomBody()))._id;
  const roomId = await freshRoom();
  const newRunBody = () => ({ groups: [{ strainId, plantCount: 10, roomId, stage: 'veg' }] });
  type Made = { _id: string; code: string; groups: { _id: string }[]; events: { _id: string }[] };
  const freshRun = async () => {
    const run = await asAdmin<Made>('POST', '/api/runs', newRunBody());
    return { runId: run._id, groupId: run.groups[0]!._id, code: run.code, latestEventId: run.events[0]!._id };
  };
  const standing = await freshRun();
  const flowering = async () => {
    const body = { groups: [{ strainId, plantCount: 10, roomId, stage: 'flower' }] };
    const run = await asAdmin<Made>('POST', '/api/runs', body);
    return { runId: run._id, groupId: run.groups[0]!._id };
  };
  const toHarvest = await flowering();
  const harvested = await asAdmin<{ harvests: { _id: string }[] }>(
    'POST',
    `/api/runs/${toHarvest.runId}/harvests`,
    { groupId: toHarvest.groupId },
  );
  return {
    roomId,
    roomBody,
    freshRoom,
    runId: standing.runId,
    groupId: standing.groupId,
    newRunBody,
    freshRun,
    async moved() {
      const run = await freshRun();
      const after = await asAdmin<Made>('POST', `/api/runs/${run.runId}/groups/${run.groupId}/events`, {
        stage: 'flower',
        roomId,
      });
      return { runId: run.runId, latestEventId: after.events.at(-1)!._id };
    },
    flowering,
    harvestId: harvested.harvests[0]!._id,
    siteBody: { name: 'Matrix farm', timeZone: 'Asia/Jerusalem' },
  };
}
