import type { Kysely } from 'kysely';
import type { AppModule } from '../../app-module.ts';
import type { Database } from '../../db/schema.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { HistoryReads } from '../history/history.types.ts';
import { registerHistoryExportRoutes } from './history-export.routes.ts';

export interface HistoryExportModuleDeps {
  db: Kysely<Database>;
  devices: DeviceDirectory;
  history: HistoryService;
  /** The water aggregate a water series export is read from. */
  reads: HistoryReads;
}

/** History exports as CSV and Excel, streamed in keyset chunks. */
export function createHistoryExportModule(deps: HistoryExportModuleDeps): AppModule {
  return {
    routes: (app) => registerHistoryExportRoutes(app, deps.db, deps.devices, deps.history, deps.reads),
  };
}
