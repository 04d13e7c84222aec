import {
  CLIMATE_FUNCTIONS,
  checkArgument,
  isDeviceFunction,
  isStaffFunction,
  type DeviceFunction,
} from '@canopy/shared/device-commands';
import type { DeviceKind } from '@canopy/shared/device-contract';
import { canRunDeviceCommand, canRunPrivilegedDeviceCommand, type Actor } from '@canopy/shared/permissions';
import type { AutomationInput, AutomationMetric } from '@canopy/shared/schemas/automations';
import { COMPARE_METRICS_BY_KIND } from '@canopy/shared/schemas/run-compare';
import { forbidden } from '../../lib/app-error.ts';
import { invalidAutomation, type Details } from './automations.errors.ts';

/** What validation reads of the other modules, each through its own service or directory. */
export interface AutomationLookups {
  devices: { findMany(ids: readonly string[]): Promise<{ id: string; kind: DeviceKind | null }[]> };
  /** The ids of the devices in the room now; undefined for no such room. */
  roomDevices(roomId: string): Promise<readonly string[] | undefined>;
  profileExists(id: string): Promise<boolean>;
  /** A task template's step ids; undefined for no such template. */
  templateSteps(id: string): Promise<readonly string[] | undefined>;
  webhookExists(id: string): Promise<boolean>;
  userExists(id: string): Promise<boolean>;
}

/** The functions each kind of device offers (a device of no known kind yet is taken for a controller). */
const KIND_FUNCTIONS: Readonly<Record<DeviceKind, readonly DeviceFunction[]>> = {
  climate: CLIMATE_FUNCTIONS,
  soil: ['getReadings', 'pushNow'],
  water: [
    'getReadings',
    'getConfig',
    'pushNow',
    'softReset',
    'setDisplayInterval',
    'setServerInterval',
    'calibrateIn',
    'calibrateOut',
  ],
};

const KIND_METRICS: Readonly<Record<DeviceKind, readonly string[]>> = {
  climate: COMPARE_METRICS_BY_KIND.climate,
  soil: COMPARE_METRICS_BY_KIND.soil,
  water: [],
};

const kindOf = (device: { kind: DeviceKind | null }): DeviceKind => device.kind ?? 'climate';

export const reportsMetric = (kind: DeviceKind | null, metric: AutomationMetric): boolean =>
  KIND_METRICS[kind ?? 'climate'].includes(metric);

/** Every device, room, profile, template, step, webhook and user the automation names. */
function referencedDeviceIds(body: AutomationInput): string[] {
  const ids: string[] = [];
  const { trigger } = body;
  if ((trigger.type === 'metric' || trigger.type === 'lights') && trigger.deviceId)
    ids.push(trigger.deviceId);
  for (const condition of body.conditions)
    if (condition.type === 'phase' || condition.type === 'online') ids.push(condition.deviceId);
  for (const action of body.actions) if (action.type === 'command') ids.push(action.deviceId);
  return [...new Set(ids)];
}

/**
 * What the body's schema cannot see (DESIGN 24): unknown devices, rooms, profiles, templates, steps,
 * webhooks and people; a metric the device does not report, or a room with no device reporting it; a
 * function the device lacks or an argument it refuses; a lights or phase device that is no controller.
 * Each is a 400 with a detail at its path; then a `command` the creator may not call is a 403.
 */
export async function validateAutomation(
  lookups: AutomationLookups,
  actor: Actor,
  body: AutomationInput,
): Promise<void> {
  const details: Details = [];
  const fail = (path: string, message: string) => details.push({ path: `body.${path}`, message });
  const devices = new Map(
    (await lookups.devices.findMany(referencedDeviceIds(body))).map((device) => [device.id, device]),
  );
  const device = (path: string, id: string) => {
    const found = devices.get(id);
    if (!found) fail(path, `No device "${id}"`);
    return found;
  };
  const controller = (path: string, id: string) => {
    const found = device(path, id);
    if (found && kindOf(found) !== 'climate') fail(path, 'Not a climate controller');
  };
  const roomCache = new Map<string, Promise<readonly string[] | undefined>>();
  const room = async (path: string, id: string) => {
    if (!roomCache.has(id)) roomCache.set(id, lookups.roomDevices(id));
    const ids = await roomCache.get(id)!;
    if (ids === undefined) fail(path, `No room "${id}"`);
    return ids;
  };

  const { trigger } = body;
  if (trigger.type === 'metric') {
    if (trigger.deviceId !== undefined) {
      const found = device('trigger.deviceId', trigger.deviceId);
      if (found && !reportsMetric(found.kind, trigger.metric))
        fail('trigger.metric', `The device does not report ${trigger.metric}`);
    } else if (trigger.roomId !== undefined) {
      const ids = await room('trigger.roomId', trigger.roomId);
      if (ids !== undefined) {
        const inRoom = await lookups.devices.findMany(ids);
        if (!inRoom.some((d) => reportsMetric(d.kind, trigger.metric)))
          fail('trigger.metric', `No device in the room reports ${trigger.metric}`);
      }
    }
  } else if (trigger.type === 'lights') controller('trigger.deviceId', trigger.deviceId);
  else if (trigger.type === 'stage') await room('trigger.roomId', trigger.roomId);

  for (const [i, condition] of body.conditions.entries()) {
    const at = `conditions.${i}`;
    if (condition.type === 'phase') controller(`${at}.deviceId`, condition.deviceId);
    else if (condition.type === 'online') device(`${at}.deviceId`, condition.deviceId);
    else if (condition.type === 'stage') await room(`${at}.roomId`, condition.roomId);
  }

  let forbiddenCommand = false;
  for (const [i, action] of body.actions.entries()) {
    const at = `actions.${i}`;
    if (action.type === 'command') {
      const found = device(`${at}.deviceId`, action.deviceId);
      if (!isDeviceFunction(action.functionName)) {
        fail(`${at}.functionName`, `No device function "${action.functionName}"`);
        continue;
      }
      if (found && !KIND_FUNCTIONS[kindOf(found)].includes(action.functionName))
        fail(`${at}.functionName`, `The device does not offer ${action.functionName}`);
      const check = checkArgument(action.functionName, action.arg);
      if (!check.ok) fail(`${at}.arg`, check.message);
      if (!mayCall(actor, action.functionName)) forbiddenCommand = true;
    } else if (action.type === 'profile') {
      if (!(await lookups.profileExists(action.profileId))) fail(`${at}.profileId`, 'No such profile');
      await room(`${at}.roomId`, action.roomId);
    } else if (action.type === 'task') {
      const steps = await lookups.templateSteps(action.templateId);
      if (steps === undefined) fail(`${at}.templateId`, 'No such task template');
      else if (!steps.includes(action.stepId)) fail(`${at}.stepId`, 'No such step in the template');
    } else if (action.type === 'webhook') {
      if (!(await lookups.webhookExists(action.webhookId))) fail(`${at}.webhookId`, 'No such webhook');
    } else {
      for (const [j, userId] of (action.userIds ?? []).entries())
        if (!(await lookups.userExists(userId))) fail(`${at}.userIds.${j}`, `No user "${userId}"`);
    }
  }
  if (details.length > 0) throw invalidAutomation(details);
  if (forbiddenCommand) throw forbidden();
}

/** Whether `actor` may call `name` at all: staff functions need a superuser or admin (DESIGN section 8). */
export const mayCall = (actor: Actor, name: DeviceFunction): boolean =>
  isStaffFunction(name) ? canRunPrivilegedDeviceCommand(actor) : canRunDeviceCommand(actor);
