import type { Actor } from '@canopy/shared/permissions';
import {
  automationBodySchema,
  climateProfileBodySchema,
  type AutomationBody,
  type ClimateProfileBody,
} from '@canopy/shared/schemas/automations';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { TaskTemplate } from '@canopy/shared/schemas/tasks';
import type { AutomationsService } from '../automations/automations.service.ts';
import type { ClimateProfilesService } from '../automations/profiles/climate-profiles.service.ts';

export interface DemoAutomationsDeps {
  /** Who exists: the first admin writes the profiles and the automations (and is their creator). */
  users: { list(): Promise<{ id: string; role: string }[]> };
  profiles: Pick<ClimateProfilesService, 'list' | 'create'>;
  automations: Pick<AutomationsService, 'list' | 'create'>;
  /** The demo's rooms (seedDemoCrop's), found by name. */
  rooms: { list(): Promise<Room[]> };
  /** The demo's SOP templates (seedDemoTasks'), whose steps a `task` action names. */
  templates: { list(): Promise<TaskTemplate[]> };
  /** The demo devices by their label (the simulator's fleet). */
  deviceIdOf: (label: string) => string | undefined;
}

/**
 * Day and night limits by stage, named by their day and night temperatures as growers say them. They sit
 * inside what the simulator's controllers hold by default (day 22-27 °C, night 18-22 °C), so applying one
 * moves the room a little, not off a cliff.
 */
const PROFILES: ClimateProfileBody[] = [
  {
    name: 'Veg 25/20',
    stage: 'veg',
    day: {
      temperature: { min: 23, max: 27 },
      humidity: { min: 55, max: 70 },
      co2: { min: 800, max: 1200 },
    },
    night: {
      temperature: { min: 18, max: 22 },
      humidity: { min: 50, max: 65 },
      co2: { min: 400, max: 800 },
    },
  },
  {
    name: 'Flower 25/19',
    stage: 'flower',
    day: {
      temperature: { min: 23, max: 27 },
      humidity: { min: 45, max: 60 },
      co2: { min: 900, max: 1300 },
    },
    night: {
      temperature: { min: 17, max: 21 },
      humidity: { min: 40, max: 55 },
      co2: { min: 400, max: 700 },
    },
  },
  {
    name: 'Late flower 24/18',
    stage: 'flower',
    day: {
      temperature: { min: 22, max: 26 },
      humidity: { min: 40, max: 50 },
      co2: { min: 800, max: 1000 },
    },
    night: {
      temperature: { min: 16, max: 20 },
      humidity: { min: 40, max: 50 },
      co2: { min: 400, max: 600 },
    },
  },
];

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

interface DemoPlaces {
  flowerB: Room;
  /** The flower rooms' climate controllers. */
  controllerA: string;
  controllerB: string;
  flowerProfileId: string;
  defoliate: { templateId: string; stepId: string } | undefined;
}

/**
 * One automation of each trigger on the demo's flower rooms. The simulator's socket 1 is a controller's
 * air conditioner (2 its dryer): a hot room forces it on, and a room cool again hands it back to the
 * controller (`auto`), which holds its own limits; forcing it off would let the room run to its maximum.
 */
function demoAutomations(places: DemoPlaces): AutomationBody[] {
  const { flowerB, controllerA, controllerB } = places;
  return [
    {
      name: 'Cool Flower Room A when it runs hot',
      trigger: {
        type: 'metric',
        deviceId: controllerA,
        metric: 'temperature',
        op: 'above',
        value: 28,
        forMinutes: 10,
        clear: 1,
      },
      actions: [{ type: 'command', deviceId: controllerA, functionName: 'toggleSocket', arg: '1,on' }],
      cooldownMinutes: 15,
    },
    {
      name: 'Hand Flower Room A its air conditioner back once cool',
      trigger: {
        type: 'metric',
        deviceId: controllerA,
        metric: 'temperature',
        op: 'below',
        value: 25,
        forMinutes: 10,
        clear: 1,
      },
      actions: [{ type: 'command', deviceId: controllerA, functionName: 'toggleSocket', arg: '1,auto' }],
      cooldownMinutes: 15,
    },
    {
      name: 'Fresh readings from the flower rooms at night',
      trigger: { type: 'time', blocks: [{ days: EVERY_DAY, from: '22:00', to: '06:00' }] },
      actions: [
        { type: 'command', deviceId: controllerA, functionName: 'pushNow', arg: '' },
        { type: 'command', deviceId: controllerB, functionName: 'pushNow', arg: '' },
      ],
      cooldownMinutes: 0,
    },
    {
      name: 'Check Flower Room A for light leaks after lights-off',
      trigger: { type: 'lights', deviceId: controllerA, edge: 'off', offsetMinutes: 30 },
      conditions: [{ type: 'online', deviceId: controllerA }],
      actions: [{ type: 'notify', roles: ['user'] }],
      cooldownMinutes: 0,
    },
    // On a room the SOP is not applied to (the SOP gives the run in Flower Room A its own defoliation).
    places.defoliate
      ? {
          name: 'Defoliate Flower Room B on day 21 of flower',
          trigger: { type: 'stage', roomId: flowerB._id, stage: 'flower', day: 21 },
          actions: [{ type: 'task', ...places.defoliate }],
          cooldownMinutes: 0,
        }
      : {
          name: 'Day 21 of flower in Flower Room B',
          trigger: { type: 'stage', roomId: flowerB._id, stage: 'flower', day: 21 },
          actions: [{ type: 'notify', roles: ['user'] }],
          cooldownMinutes: 0,
        },
    {
      name: 'Tell the admins of a critical alert',
      trigger: { type: 'alert', minSeverity: 'critical' },
      actions: [{ type: 'notify', roles: ['admin'] }],
      cooldownMinutes: 0,
    },
    // Off: the room is flowering already, so switched on now it would apply the profile at once.
    {
      name: 'Flower climate when Flower Room B flips',
      enabled: false,
      trigger: { type: 'stage', roomId: flowerB._id, stage: 'flower' },
      actions: [{ type: 'profile', profileId: places.flowerProfileId, roomId: flowerB._id }],
      cooldownMinutes: 0,
    },
  ];
}

/**
 * Stage climate profiles and automations on the demo's flower rooms for a new database (DESIGN 24),
 * through the services as an admin would write them; nothing is applied to a room. Once: not when a
 * profile or an automation exists.
 */
export async function seedDemoAutomations(deps: DemoAutomationsDeps): Promise<void> {
  const admin = (await deps.users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  if ((await deps.profiles.list()).length > 0 || (await deps.automations.list(actor)).length > 0) return;
  const rooms = await deps.rooms.list();
  const flowerB = rooms.find((room) => room.name === 'Flower Room B');
  const controllerA = deps.deviceIdOf('Flower_Room_A');
  const controllerB = deps.deviceIdOf('Flower_Room_B');

  const profileIds = new Map<string, string>();
  for (const body of PROFILES) {
    const made = await deps.profiles.create(actor, climateProfileBodySchema.parse(body));
    profileIds.set(made.name, made._id);
  }
  if (!flowerB || !controllerA || !controllerB) return;

  const sop = (await deps.templates.list()).find((template) => template.name === 'Flower SOP');
  const step = sop?.steps.find((s) => s.title === 'Defoliate');
  const places: DemoPlaces = {
    flowerB,
    controllerA,
    controllerB,
    flowerProfileId: profileIds.get('Flower 25/19')!,
    defoliate: sop && step ? { templateId: sop._id, stepId: step._id } : undefined,
  };
  for (const body of demoAutomations(places)) {
    await deps.automations.create(actor, automationBodySchema.parse(body));
  }
}
