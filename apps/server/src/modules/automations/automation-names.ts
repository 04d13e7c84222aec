import type { DeviceKind } from '@canopy/shared/device-contract';
import { displayDeviceName } from '@canopy/shared/device-name';
import type { AutomationAction, AutomationInput } from '@canopy/shared/schemas/automations';
import type { AutomationNames } from './automation-summary.ts';

/**
 * What the automations module reads of the others, each through its service or directory (handed in by
 * compose/automation.ts): devices, rooms and the devices in them, task templates, webhooks and people.
 */
export interface AutomationSources {
  devices: {
    findMany(ids: readonly string[]): Promise<{ id: string; kind: DeviceKind | null; name: string }[]>;
  };
  rooms: {
    names(ids: readonly string[]): Promise<Map<string, string>>;
    /** The ids of the devices in the room now; undefined for no such room. */
    deviceIds(roomId: string): Promise<readonly string[] | undefined>;
  };
  /** A task template with its steps; undefined for no such template. */
  template(id: string): Promise<{ name: string; steps: { _id: string; title: string }[] } | undefined>;
  /** Every outgoing webhook's name (its address) by id. */
  webhookNames(): Promise<Map<string, string>>;
  users: { findById(id: string): Promise<{ email: string } | undefined> };
}

type Named = Pick<AutomationInput, 'trigger' | 'conditions'> & { actions: readonly AutomationAction[] };

/** The names of everything the automations name, read in one pass each (a list answers one lookup). */
export function createAutomationNamer(
  sources: AutomationSources,
  profileNames: (ids: readonly string[]) => Promise<Map<string, string>>,
) {
  return async function namesOf(automations: readonly Named[]): Promise<AutomationNames> {
    const devices = new Set<string>();
    const rooms = new Set<string>();
    const profiles = new Set<string>();
    const templates = new Set<string>();
    const users = new Set<string>();
    let webhooks = false;
    for (const { trigger, conditions, actions } of automations) {
      if ('deviceId' in trigger && trigger.deviceId !== undefined) devices.add(trigger.deviceId);
      if ('roomId' in trigger && trigger.roomId !== undefined) rooms.add(trigger.roomId);
      for (const condition of conditions) {
        if ('deviceId' in condition) devices.add(condition.deviceId);
        if ('roomId' in condition) rooms.add(condition.roomId);
      }
      for (const action of actions) {
        if (action.type === 'command') devices.add(action.deviceId);
        else if (action.type === 'profile') {
          profiles.add(action.profileId);
          rooms.add(action.roomId);
        } else if (action.type === 'task') templates.add(action.templateId);
        else if (action.type === 'webhook') webhooks = true;
        else for (const id of action.userIds ?? []) users.add(id);
      }
    }
    const [deviceRows, roomNames, profileNamesById, templateRows, webhookNames, userRows] = await Promise.all(
      [
        sources.devices.findMany([...devices]),
        sources.rooms.names([...rooms]),
        profileNames([...profiles]),
        Promise.all([...templates].map(async (id) => [id, await sources.template(id)] as const)),
        webhooks ? sources.webhookNames() : new Map<string, string>(),
        Promise.all([...users].map(async (id) => [id, await sources.users.findById(id)] as const)),
      ],
    );
    return {
      // As the app shows a device's name: its underscores as spaces.
      devices: new Map(deviceRows.map((d) => [d.id, displayDeviceName(d.name)])),
      rooms: roomNames,
      profiles: profileNamesById,
      templates: new Map(
        templateRows.flatMap(([id, template]) =>
          template
            ? [
                [
                  id,
                  { name: template.name, steps: new Map(template.steps.map((s) => [s._id, s.title])) },
                ] as const,
              ]
            : [],
        ),
      ),
      webhooks: webhookNames,
      users: new Map(userRows.flatMap(([id, user]) => (user ? [[id, user.email] as const] : []))),
    };
  };
}

export type AutomationNamer = ReturnType<typeof createAutomationNamer>;
