import { solidImage } from '../images.ts';
import { multipartForm } from '../multipart.ts';
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
  /** The run that harvest is of: with the standing run, two runs to compare. */
  harvestedRunId: string;
  /** A photo upload of the standing group, as a phone sends it (a multipart body). */
  groupPhoto(note?: string): { url: string; payload: Buffer; headers: Record<string, string> };
  /** A fresh photo of the standing group taken by the creator; the photo's id. */
  creatorPhoto(): Promise<string>;
  siteBody: object;
  /** Products and recipes (DESIGN section 25): bodies, and fresh ones to change or delete. */
  productBody(): { name: string; kind: string };
  freshProduct(): Promise<string>;
  recipeBody(): { name: string; stage: string; week: number };
  freshRecipe(): Promise<string>;
  /** Automations (DESIGN section 24): a body naming no device, a standing one, and fresh ones to change. */
  automationBody(): object;
  automationId: string;
  freshAutomation(): Promise<string>;
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
  const productBody = () => ({ name: `Product ${unique()}`, kind: 'nutrient' });
  const recipeBody = () => ({ name: `Recipe ${unique()}`, stage: 'veg', week: 1 });
  const automationBody = () => ({
    name: `Automation ${unique()}`,
    trigger: { type: 'time', blocks: [{ days: [1], from: '08:00', to: '09:00' }] },
    actions: [{ type: 'notify', roles: ['admin'] }],
  });
  const freshAutomation = async () =>
    (await asAdmin<{ _id: string }>('POST', '/api/automations', automationBody()))._id;
  const png = await solidImage('png');
  const groupPhoto = (note = '') => {
    const body = multipartForm({ note }, { filename: 'leaf.png', contentType: 'image/png', data: png });
    const url = `/api/runs/${standing.runId}/groups/${standing.groupId}/photos`;
    return { url, payload: body.payload, headers: body.headers };
  };
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
    harvestedRunId: toHarvest.runId,
    groupPhoto,
    async creatorPhoto() {
      // Found by its note: photos taken at one instant have no order among themselves.
      const note = `Photo ${unique()}`;
      const upload = groupPhoto(note);
      const response = await t.app.inject({
        method: 'POST',
        ...upload,
        headers: { ...upload.headers, ...callers.creator.auth },
      });
      if (response.statusCode !== 201) throw new Error(`world setup photo: ${response.statusCode}`);
      return response.json<{ photos: { _id: string; note: string }[] }>().photos.find((p) => p.note === note)!
        ._id;
    },
    siteBody: { name: 'Matrix farm', timeZone: 'Asia/Jerusalem' },
    productBody,
    freshProduct: async () => (await asAdmin<{ _id: string }>('POST', '/api/products', productBody()))._id,
    recipeBody,
    freshRecipe: async () => (await asAdmin<{ _id: string }>('POST', '/api/recipes', recipeBody()))._id,
    automationBody,
    automationId: await freshAutomation(),
    freshAutomation,
  };
}
