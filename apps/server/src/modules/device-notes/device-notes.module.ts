import type { Annotation } from '@canopy/shared/schemas/annotations';
import type { AppInstance } from '../../http/app-instance.ts';
import { toNoteAnnotation } from './device-notes.mapper.ts';
import { createDeviceNotesRepository } from './device-notes.repository.ts';
import { registerDeviceNoteRoutes } from './device-notes.routes.ts';
import { createDeviceNotesService, type DeviceNotesDeps } from './device-notes.service.ts';

/** A note pinned on a device's chart, with the device. */
export type PinnedNote = Annotation & { deviceId: string };

/** Chart annotations and device notes: the service, its routes, and `notesOn` (a run's climate marks them). */
export function createDeviceNotesModule(deps: DeviceNotesDeps) {
  const service = createDeviceNotesService(deps);
  const notes = createDeviceNotesRepository(deps.db);
  return {
    service,
    /** The notes pinned on these devices' charts with `from <= ts <= to` (epoch ms). */
    async notesOn(deviceIds: readonly string[], from: number, to: number): Promise<PinnedNote[]> {
      const rows = await Promise.all(deviceIds.map((id) => notes.listInRange(id, from, to)));
      return rows.flat().map((row) => ({ ...toNoteAnnotation(row), deviceId: row.device_id }));
    },
    routes: (app: AppInstance) => registerDeviceNoteRoutes(app, service),
  };
}
