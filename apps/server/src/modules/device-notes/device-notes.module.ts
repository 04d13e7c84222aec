import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Clock } from '../../lib/clock.ts';
import { registerDeviceNoteRoutes } from './device-notes.routes.ts';
import { createDeviceNotesService, type DeviceNotesService } from './device-notes.service.ts';

/** Chart annotations and device notes: the service and its routes, wired in one call. */
export function registerDeviceNotes(
  app: AppInstance,
  deps: { db: Kysely<Database>; clock: Clock },
): DeviceNotesService {
  const notes = createDeviceNotesService(deps);
  registerDeviceNoteRoutes(app, notes);
  return notes;
}
