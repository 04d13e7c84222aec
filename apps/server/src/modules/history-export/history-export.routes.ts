import { seriesQuerySchema } from '@canopy/shared/schemas/history';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { HistoryReads } from '../history/history.types.ts';
import {
  createHistoryExportService,
  type ExportFormat,
  type HistoryExportService,
} from './history-export.service.ts';

const tags = ['history'];
const login = { policy: 'login' } as const;
const params = z.object({ deviceId: z.string().min(1).max(64) });
const description =
  "A device's history as a file, streamed: its raw readings in [from, to), or with `step` the series " +
  '(more than 2,000 points is a 400 `history.too_many_points`). Columns: the device, the time in UTC ' +
  '(ISO 8601) and in the device time zone, then the values, their units in the header.';
const OPERATIONS: Record<ExportFormat, { operationId: string; summary: string }> = {
  csv: { operationId: 'exportHistoryCsv', summary: "Export a device's history as CSV" },
  xlsx: { operationId: 'exportHistoryXlsx', summary: "Export a device's history as Excel" },
};

function registerExport(app: AppInstance, exports: HistoryExportService, format: ExportFormat) {
  app.get(
    `/api/export/:deviceId.${format}`,
    {
      config: login,
      schema: { ...OPERATIONS[format], tags, description, params, querystring: seriesQuerySchema },
    },
    async (request, reply) => {
      const download = await exports.download(request.params.deviceId, request.query, format, request.log);
      return reply
        .type(download.type)
        .header('content-disposition', download.disposition)
        .header('cache-control', 'no-store')
        .send(download.stream);
    },
  );
}

/** A device's history export, CSV and Excel. */
export function registerHistoryExportRoutes(
  app: AppInstance,
  db: Kysely<Database>,
  devices: DeviceDirectory,
  history: HistoryService,
  reads: HistoryReads,
): void {
  const exports = createHistoryExportService(db, devices, history, reads);
  registerExport(app, exports, 'csv');
  registerExport(app, exports, 'xlsx');
}
