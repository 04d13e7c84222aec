import type { AutomationCondition, AutomationTrigger } from '@canopy/shared/schemas/automations';
import type { DeviceRow } from '../../devices/devices.types.ts';
import { deviceFacts } from './device-facts.ts';
import type { AlertFacts, EngineFacts, GroupFacts } from './engine.types.ts';

/** What the engine reads of other modules, each in one query for every automation at once. */
export interface FactSources {
  /** Device rows by id (the devices repository's findMany). */
  devices(ids: readonly string[]): Promise<DeviceRow[]>;
  /** The devices in these rooms now (the rooms module's stays whose `until` is null). */
  devicesInRooms(roomIds: readonly string[]): Promise<Map<string, string[]>>;
  /** The live groups in these rooms (the runs module's groupsInRooms). */
  groupsInRooms(roomIds: readonly string[]): Promise<Map<string, GroupFacts[]>>;
  /** Alerts opened in (fromMs, toMs], oldest first (the alerts module). */
  alertsOpened(fromMs: number, toMs: number): Promise<AlertFacts[]>;
  timeZone(): Promise<string>;
}

/** What the automations evaluated now refer to. */
export interface Referenced {
  deviceIds: Set<string>;
  roomIds: Set<string>;
  /** Rooms whose devices a room metric trigger averages. */
  metricRoomIds: Set<string>;
}

type Referring = readonly { trigger: AutomationTrigger; conditions: readonly AutomationCondition[] }[];
/** By list of automations: the engine keeps its list while no automation changes. Read, never changed. */
const referencedByList = new WeakMap<Referring, Referenced>();

export function referencedBy(automations: Referring): Referenced {
  let referenced = referencedByList.get(automations);
  if (referenced === undefined) {
    referenced = collectReferenced(automations);
    referencedByList.set(automations, referenced);
  }
  return referenced;
}

function collectReferenced(automations: Referring): Referenced {
  const deviceIds = new Set<string>();
  const roomIds = new Set<string>();
  const metricRoomIds = new Set<string>();
  for (const { trigger, conditions } of automations) {
    if (trigger.type === 'metric' && trigger.deviceId) deviceIds.add(trigger.deviceId);
    if (trigger.type === 'metric' && trigger.roomId) metricRoomIds.add(trigger.roomId);
    if (trigger.type === 'lights') deviceIds.add(trigger.deviceId);
    if (trigger.type === 'stage') roomIds.add(trigger.roomId);
    for (const condition of conditions) {
      if (condition.type === 'phase' || condition.type === 'online') deviceIds.add(condition.deviceId);
      if (condition.type === 'stage') roomIds.add(condition.roomId);
    }
  }
  return { deviceIds, roomIds, metricRoomIds };
}

/**
 * The facts of one evaluation, read in a handful of queries whatever the number of automations: the rooms'
 * devices, then every referenced device's row, the rooms' groups and the alerts opened since `alertsSince`.
 */
export async function readFacts(
  sources: FactSources,
  referenced: Referenced,
  now: number,
  alertsSince: number | null,
  boot: Pick<EngineFacts, 'assertedSinceBoot' | 'bootId'>,
): Promise<EngineFacts> {
  const [roomDevices, roomGroups, alerts, zone] = await Promise.all([
    referenced.metricRoomIds.size > 0
      ? sources.devicesInRooms([...referenced.metricRoomIds])
      : Promise.resolve(new Map<string, string[]>()),
    referenced.roomIds.size > 0
      ? sources.groupsInRooms([...referenced.roomIds])
      : Promise.resolve(new Map<string, GroupFacts[]>()),
    alertsSince === null ? Promise.resolve([]) : sources.alertsOpened(alertsSince, now),
    sources.timeZone(),
  ]);
  const ids = new Set(referenced.deviceIds);
  for (const list of roomDevices.values()) for (const id of list) ids.add(id);
  const rows = ids.size > 0 ? await sources.devices([...ids]) : [];
  const devices = new Map(rows.map((row) => [row.id, deviceFacts(row, now)]));
  return { now, zone, devices, roomDevices, roomGroups, alerts, ...boot };
}
