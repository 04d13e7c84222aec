import type { GrowingStage, LossReason, RoomKind, Stage } from '@canopy/shared/crop';
import type { Actor } from '@canopy/shared/permissions';
import type { WeighingBody } from '@canopy/shared/schemas/harvests';
import type { Clock } from '../../lib/clock.ts';
import type { HarvestsApi } from '../harvests/harvests.module.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import type { RunsApi } from '../runs/runs.module.ts';
import type { StrainsService } from '../strains/strains.service.ts';

export interface DemoCropDeps {
  /** Who exists: the first admin starts the demo runs. */
  users: { list(): Promise<{ id: string; role: string }[]> };
  strains: StrainsService;
  rooms: RoomsService;
  runs: RunsApi;
  /** The finished runs' harvests, weighed and closed, so /yields has figures on a first start. */
  harvests: Pick<HarvestsApi, 'record' | 'weigh' | 'close' | 'addNote'>;
  clock: Clock;
  /** The demo devices by their label (the simulator's fleet), for the rooms that hold them. */
  deviceIdOf: (label: string) => string | undefined;
  /** A strain's mother plant (by slug), whose clones its groups are: /mothers then has figures. */
  motherOf?: (strainSlug: string) => Promise<string | null>;
}

interface DemoRoom {
  key: string;
  name: string;
  kind: RoomKind;
  areaM2: number;
  lightsWatts: number;
  devices: string[];
}

const ROOMS: DemoRoom[] = [
  { key: 'mother', name: 'Mother Room', kind: 'mother', areaM2: 6, lightsWatts: 480, devices: [] },
  {
    key: 'clone',
    name: 'Clone Tent',
    kind: 'propagation',
    areaM2: 2,
    lightsWatts: 150,
    devices: ['Clone_Tent'],
  },
  {
    key: 'veg',
    name: 'Veg Room',
    kind: 'veg',
    areaM2: 12,
    lightsWatts: 1200,
    devices: ['Veg_Room', 'Bed_2_Soil', 'Veg_Line'],
  },
  {
    key: 'flowerA',
    name: 'Flower Room A',
    kind: 'flower',
    areaM2: 20,
    lightsWatts: 3200,
    devices: ['Flower_Room_A', 'Bed_1_Soil', 'Main_Line'],
  },
  {
    key: 'flowerB',
    name: 'Flower Room B',
    kind: 'flower',
    areaM2: 16,
    lightsWatts: 2400,
    devices: ['Flower_Room_B', 'Bed_3_Soil', 'Old_Line'],
  },
  { key: 'dry', name: 'Dry Room', kind: 'dry', areaM2: 8, lightsWatts: 0, devices: [] },
];

/** A harvest's weighings and quality note, each `daysAgo` before now; it is closed once weighed. */
interface DemoHarvest {
  weighings: (Omit<WeighingBody, 'at'> & { daysAgo: number })[];
  note: { daysAgo: number; ratings: Record<string, number>; text: string };
}

/** A step of a group's life, `daysAgo` before now at the given hour (local to the server is fine: demo). */
type Step =
  | { daysAgo: number; move: Stage; room: string; plants?: number; note?: string }
  | { daysAgo: number; loss: number; reason: LossReason; note?: string }
  | { daysAgo: number; harvest: DemoHarvest; room: string };

interface DemoGroup {
  strain: string;
  plants: number;
  steps: Step[];
}

interface DemoRun {
  name: string;
  startedDaysAgo: number;
  state: 'active' | 'closed';
  notes: string;
  groups: DemoGroup[];
}

/**
 * Two active runs in different stages and two finished ones, harvested, weighed and closed, so the rooms,
 * the runs list, a run's timeline and its tree, and the yields all have something to show on a first start.
 */
const RUNS: DemoRun[] = [
  {
    name: 'Autumn flower, room A',
    startedDaysAgo: 64,
    state: 'active',
    notes: 'Lemon Haze beside Northern Lights under the new LEDs.',
    groups: [
      {
        strain: 'lemon-haze',
        plants: 40,
        steps: [
          { daysAgo: 58, loss: 2, reason: 'died', note: 'Two cuttings never rooted.' },
          { daysAgo: 50, move: 'veg', room: 'veg' },
          { daysAgo: 22, move: 'flower', room: 'flowerA', note: 'Flipped to 12/12.' },
          { daysAgo: 9, loss: 1, reason: 'hermaphrodite', note: 'Bananas on one plant by the door.' },
        ],
      },
      {
        strain: 'northern-lights',
        plants: 30,
        steps: [
          { daysAgo: 50, move: 'veg', room: 'veg' },
          { daysAgo: 22, move: 'flower', room: 'flowerA' },
        ],
      },
    ],
  },
  {
    name: 'Blue Dream, winter',
    startedDaysAgo: 24,
    state: 'active',
    notes: '',
    groups: [
      {
        strain: 'blue-dream',
        plants: 50,
        steps: [
          { daysAgo: 10, move: 'veg', room: 'veg' },
          {
            daysAgo: 2,
            move: 'flower',
            room: 'flowerB',
            plants: 20,
            note: 'The tallest 20 flip early: they stretch a lot.',
          },
        ],
      },
    ],
  },
  {
    name: 'Summer run, room B',
    startedDaysAgo: 170,
    state: 'closed',
    notes: 'Good yield; humidity ran high in week 7.',
    groups: [
      {
        strain: 'northern-lights',
        plants: 60,
        steps: [
          { daysAgo: 156, move: 'veg', room: 'veg' },
          { daysAgo: 128, move: 'flower', room: 'flowerB' },
          { daysAgo: 100, loss: 3, reason: 'pest', note: 'Spider mites on the corner plants.' },
          {
            daysAgo: 66,
            room: 'dry',
            harvest: {
              weighings: [
                { daysAgo: 66, kind: 'wet', value: 22.8, unit: 'kg' },
                { daysAgo: 55, kind: 'dry', value: 5.13, unit: 'kg' },
                { daysAgo: 54, kind: 'flower', value: 3.9, unit: 'kg' },
                { daysAgo: 54, kind: 'trim', value: 950, unit: 'g' },
                { daysAgo: 54, kind: 'waste', value: 280, unit: 'g' },
              ],
              note: {
                daysAgo: 35,
                ratings: { aroma: 4, density: 4, trichomes: 5, effect: 4 },
                text: 'Earthy and sweet; three weeks of cure brought out the pine.',
              },
            },
          },
          { daysAgo: 55, move: 'cure', room: 'dry' },
          { daysAgo: 30, move: 'done', room: 'dry' },
        ],
      },
    ],
  },
  {
    name: 'Spring run, room A',
    startedDaysAgo: 290,
    state: 'closed',
    notes: '',
    groups: [
      {
        strain: 'lemon-haze',
        plants: 45,
        steps: [
          { daysAgo: 276, move: 'veg', room: 'veg' },
          { daysAgo: 240, move: 'flower', room: 'flowerA' },
          {
            daysAgo: 175,
            room: 'dry',
            harvest: {
              weighings: [
                { daysAgo: 175, kind: 'wet', value: 40.5, unit: 'lb' },
                { daysAgo: 164, kind: 'dry', value: 4.05, unit: 'kg' },
                { daysAgo: 163, kind: 'flower', value: 3.2, unit: 'kg' },
                { daysAgo: 163, kind: 'trim', value: 700, unit: 'g' },
                { daysAgo: 163, kind: 'waste', value: 150, unit: 'g' },
              ],
              note: {
                daysAgo: 150,
                ratings: { aroma: 5, density: 3, trichomes: 4, effect: 4 },
                text: 'Lemon peel on opening the jar; airy tops from the back row.',
              },
            },
          },
          { daysAgo: 163, move: 'cure', room: 'dry' },
          { daysAgo: 140, move: 'done', room: 'dry' },
        ],
      },
    ],
  },
];

/** How far back the demo devices' history reaches: the oldest run's start, so each run has its rooms' readings. */
export const DEMO_HISTORY_DAYS = Math.max(...RUNS.map((run) => run.startedDaysAgo));

const DAY_MS = 86_400_000;

/** Demo rooms (holding the demo devices) and runs, by the first admin, into a database that has none. */
export async function seedDemoCrop(deps: DemoCropDeps): Promise<void> {
  const { users, strains, rooms, runs, harvests, clock } = deps;
  if ((await rooms.list()).length > 0 || (await runs.service.list({})).length > 0) return;
  const admin = (await users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  const strainIds = new Map((await strains.list()).map((strain) => [strain.slug, strain._id]));
  const now = clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();

  const roomIds = new Map<string, string>();
  for (const room of ROOMS) {
    const deviceIds = room.devices.flatMap((label) => deps.deviceIdOf(label) ?? []);
    const made = await rooms.create(actor, {
      name: room.name,
      kind: room.kind,
      areaM2: room.areaM2,
      lightsWatts: room.lightsWatts,
      deviceIds,
      notes: '',
      archived: false,
    });
    roomIds.set(room.key, made._id);
  }
  const roomOf = (key: string) => roomIds.get(key)!;

  /** A harvest weighed as it dried, noted as it cured, then closed. */
  async function weighAndClose(harvestId: string, harvest: DemoHarvest) {
    for (const { daysAgo, ...weighing } of harvest.weighings) {
      await harvests.weigh(actor, harvestId, { ...weighing, at: at(daysAgo), override: false });
    }
    const { daysAgo, ratings, text } = harvest.note;
    await harvests.addNote(actor, harvestId, { at: at(daysAgo), ratings, text });
    await harvests.close(actor, harvestId);
  }

  const motherIds = new Map<string, string | null>();
  for (const slug of strainIds.keys()) motherIds.set(slug, (await deps.motherOf?.(slug)) ?? null);

  for (const demo of RUNS) {
    if (demo.groups.some((group) => !strainIds.has(group.strain))) continue;
    let run = await runs.service.create(actor, {
      name: demo.name,
      startedAt: at(demo.startedDaysAgo),
      notes: demo.notes,
      groups: demo.groups.map((group) => ({
        strainId: strainIds.get(group.strain)!,
        plantCount: group.plants,
        roomId: roomOf('clone'),
        stage: 'propagation' as GrowingStage,
        cuttingIds: [],
        motherId: motherIds.get(group.strain) ?? null,
      })),
    });
    const groupIds = run.groups.map((group) => group._id);
    // Each group's steps in the order they happened across the run, so backdated moves stay in order.
    const steps = demo.groups
      .flatMap((group, index) => group.steps.map((step) => ({ step, groupId: groupIds[index]! })))
      .sort((a, b) => b.step.daysAgo - a.step.daysAgo);
    for (const { step, groupId } of steps) {
      const ids = { runId: run._id, groupId };
      if ('harvest' in step) {
        run = await harvests.record(actor, run._id, {
          groupId,
          at: at(step.daysAgo),
          roomId: roomOf(step.room),
          override: false,
        });
        await weighAndClose(run.harvests.find((harvest) => harvest.groupId === groupId)!._id, step.harvest);
      } else if ('move' in step) {
        run = await runs.move(actor, ids, {
          stage: step.move,
          roomId: roomOf(step.room),
          at: at(step.daysAgo),
          plantCount: step.plants,
          note: step.note ?? '',
        });
      } else {
        run = await runs.recordLoss(actor, ids, {
          count: step.loss,
          reason: step.reason,
          at: at(step.daysAgo),
          note: step.note ?? '',
        });
      }
    }
    if (demo.state !== 'active') {
      await runs.service.update(actor, run._id, {
        name: run.name,
        code: run.code,
        plannedDays: run.plannedDays,
        notes: run.notes,
        state: demo.state,
      });
    }
  }
}
