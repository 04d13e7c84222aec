import type { AppInstance } from '../../http/app-instance.ts';
import { registerDeviceNoteRoutes } from './device-notes.routes.ts';
import {
  createDeviceNotesService,
  type DeviceNotesDeps,
  type DeviceNotesService,
} from './device-notes.service.ts';

/** Chart annotations and device notes: the service and its routes, wired in one call. */
export function registerDeviceNotes(app: AppInstance, deps: DeviceNotesDeps): DeviceNotesService {
  const notes = createDeviceNotesService(deps);
  registerDeviceNoteRoutes(app, notes);
  return notes;
}
