import type { AppInstance } from '../../http/app-instance.ts';
import { registerDeviceNoteRoutes } from './device-notes.routes.ts';
import { createDeviceNotesService, type DeviceNotesDeps } from './device-notes.service.ts';

/** Chart annotations and device notes: the service and its routes. */
export function createDeviceNotesModule(deps: DeviceNotesDeps) {
  const service = createDeviceNotesService(deps);
  return { service, routes: (app: AppInstance) => registerDeviceNoteRoutes(app, service) };
}
