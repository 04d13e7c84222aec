import type { Readable } from 'node:stream';
import {
  bucketsIn,
  HISTORY_MAX_POINTS,
  HISTORY_STEP_MS,
  type HistoryStep,
} from '@canopy/shared/history-steps';
import type { SeriesQuery } from '@canopy/shared/schemas/history';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import { tooManyPoints } from '../history/history.errors.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { HistoryReads } from '../history/history.types.ts';
import { attachment } from '../qr-labels/content-disposition.ts';
import { csvStream } from './csv-stream.ts';
import {
  climatePointRow,
  isExportKind,
  RAW_COLUMNS,
  SERIES_HEADERS,
  soilPointRow,
  waterBucketRow,
  type ExportKind,
  type ExportRow,
  type ExportSheet,
} from './export-columns.ts';
import { exportFileName } from './export-file-name.ts';
import { exportClock } from './export-time.ts';
import { rawRowChunks } from './raw-rows.ts';
import { xlsxStream } from './xlsx-stream.ts';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportDownload {
  type: string;
  disposition: string;
  stream: Readable;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface ExportDevice {
  id: string;
  kind: ExportKind;
  /** The name to show: the device's name, or its id when it has none. */
  name: string;
}

async function* oneChunk(rows: ExportRow[]): AsyncGenerator<ExportRow[]> {
  if (rows.length > 0) yield rows;
}

/**
 * A device's history as a file: its raw readings streamed in keyset chunks, or with a
 * step the series the history routes answer (at most 2,000 points, read whole before the answer starts,
 * so a refusal is still a JSON error). Water has no series route: its step is the water aggregate's
 * (rates averaged, totals' last value, a count), refused past 2,000 points like the others.
 */
export function createHistoryExportService(
  db: Kysely<Database>,
  devices: DeviceDirectory,
  history: HistoryService,
  reads: HistoryReads,
) {
  async function deviceOf(id: string): Promise<ExportDevice> {
    const device = await devices.find(id.toLowerCase());
    if (!device || !isExportKind(device.kind)) throw deviceNotFound();
    return { id: device.id, kind: device.kind, name: device.name.trim() || device.id };
  }

  async function seriesRows(
    device: ExportDevice,
    query: SeriesQuery,
    step: HistoryStep,
  ): Promise<ExportRow[]> {
    switch (device.kind) {
      case 'climate':
        return (await history.climateSeries(device.id, { ...query, step })).map(climatePointRow);
      case 'soil':
        return (await history.soilSeries(device.id, { ...query, step })).map(soilPointRow);
      case 'water': {
        const points = bucketsIn(query.from, query.to, step);
        if (points > HISTORY_MAX_POINTS) throw tooManyPoints(points);
        const buckets = await reads.waterSeries(device.id, query.from, query.to, HISTORY_STEP_MS[step]);
        return buckets.map(waterBucketRow);
      }
    }
  }

  return {
    /** Checks the device and the range, then answers the file's type, name and stream. */
    async download(
      id: string,
      query: SeriesQuery,
      format: ExportFormat,
      log: FastifyBaseLogger,
    ): Promise<ExportDownload> {
      const device = await deviceOf(id);
      const { from, to, step } = query;
      const chunks = step
        ? oneChunk(await seriesRows(device, query, step))
        : rawRowChunks(db, device.kind, device.id, from, to);
      const sheet: ExportSheet = {
        device: device.name,
        headers: step ? SERIES_HEADERS[device.kind] : RAW_COLUMNS[device.kind].map((c) => c.header),
        title: step ? `Series ${step}` : 'Readings',
      };
      const clock = exportClock();
      const stream =
        format === 'csv'
          ? csvStream(sheet, chunks, clock)
          : xlsxStream(sheet, chunks, clock, (error) => log.error({ err: error }, 'history export failed'));
      const disposition = attachment(exportFileName(device.name, from, to, format, clock));
      return { type: CONTENT_TYPE[format], disposition, stream };
    },
  };
}

export type HistoryExportService = ReturnType<typeof createHistoryExportService>;
