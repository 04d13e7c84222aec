import type { AppInstance } from '../../http/app-instance.ts';
import type { AppEvents } from '../../lib/app-events.ts';
import { createDeviceCropHistory } from './device-crop-history.ts';
import { roomTrash } from './room-trash.ts';
import { createRoomStays } from './room-stays.ts';
import { registerRoomRoutes } from './rooms.routes.ts';
import { createRoomsService, type RoomsServiceDeps } from './rooms.service.ts';

/**
 * Rooms and which devices are in them. `names` is how runs check and name rooms, `areas` their floor areas
 * (a run comparison's grams per m²); `cropOfDevices` is the room, run and day the devices list and page
 * show, read again whenever a run changes; `deviceStays` the dated stays of devices in rooms, which a run's
 * climate reads; `trash` how the trash handles a room.
 */
export function createRoomsModule(deps: RoomsServiceDeps) {
  const service = createRoomsService(deps);
  const cropHistory = createDeviceCropHistory(deps);
  return {
    service,
    names: service.names,
    areas: service.areas,
    cropOfDevices: service.cropOfDevices,
    deviceStays: createRoomStays(deps),
    trash: roomTrash(deps.groups),
    /** The stage events marked on a device's charts (the device-notes module's `stage` annotations). */
    stageMarks: cropHistory.stageMarks,
    routes: (app: AppInstance) => registerRoomRoutes(app, service, cropHistory),
    subscribe: (events: AppEvents) => events.subscribe('run.changed', () => service.forgetCrops()),
  };
}
