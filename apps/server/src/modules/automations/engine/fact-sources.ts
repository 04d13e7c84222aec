import type { RoomGroup } from '@canopy/shared/schemas/rooms';
import type { OpenedAlert } from '../../alerts/opened-alert.ts';
import type { DeviceDirectory } from '../../devices/devices.types.ts';
import type { DeviceStay } from '../../rooms/room-stays.ts';
import type { SiteZoneReader } from '../../site/site-zone.ts';
import type { FactSources } from './read-facts.ts';

export interface FactSourceModules {
  /** The devices repository (readings.devices). */
  devices: DeviceDirectory;
  /** The rooms module's deviceStays. */
  deviceStays(roomIds: readonly string[]): Promise<DeviceStay[]>;
  /** The runs module's groupsInRooms. */
  groupsInRooms(roomIds: readonly string[], withNames?: boolean): Promise<Map<string, RoomGroup[]>>;
  /** The alerts module's openedOn. */
  alertsOpenedOn(deviceIds: readonly string[], from: number, to: number): Promise<OpenedAlert[]>;
  zone: Pick<SiteZoneReader, 'timeZone'>;
}

/** The engine's fact sources from the modules that keep them (what the composition hands the engine). */
export function createFactSources(modules: FactSourceModules): FactSources {
  return {
    devices: (ids) => modules.devices.findMany(ids),
    async devicesInRooms(roomIds) {
      const byRoom = new Map<string, string[]>();
      for (const stay of await modules.deviceStays(roomIds)) {
        if (stay.until !== null) continue;
        byRoom.set(stay.roomId, [...(byRoom.get(stay.roomId) ?? []), stay.deviceId]);
      }
      return byRoom;
    },
    async groupsInRooms(roomIds) {
      const groups = await modules.groupsInRooms(roomIds, false);
      return new Map(
        [...groups].map(([roomId, list]) => [
          roomId,
          list.map((g) => ({ groupId: g._id, stage: g.stage, stageStartedAt: g.stageStartedAt })),
        ]),
      );
    },
    async alertsOpened(fromMs, toMs) {
      const ids = (await modules.devices.list()).map((device) => device.id);
      const opened = await modules.alertsOpenedOn(ids, fromMs, toMs);
      return opened.map((a) => ({ alertId: a.id, severity: a.severity, openedAt: a.openedAt }));
    },
    timeZone: () => modules.zone.timeZone(),
  };
}
