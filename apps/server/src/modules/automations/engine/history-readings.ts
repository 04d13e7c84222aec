import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { RAW_COLUMNS } from '../../history-export/export-columns.ts';
import { rawRowChunks } from '../../history-export/raw-rows.ts';
import type { HistoryReading } from './replay-history.ts';

/**
 * The preview's read of stored history: the raw readings the history exports read, a chunk at a time,
 * with each value named by its column (what the evaluators call the metric).
 */
export function historyReadings(db: Kysely<Database>) {
  return async function* readings(
    kind: 'climate' | 'soil',
    deviceId: string,
    from: number,
    to: number,
  ): AsyncGenerator<HistoryReading[]> {
    const columns = RAW_COLUMNS[kind].map((c) => c.column);
    for await (const chunk of rawRowChunks(db, kind, deviceId, from, to)) {
      yield chunk.map((row) => ({
        ts: row.ts,
        values: Object.fromEntries(columns.map((column, i) => [column, row.values[i] ?? null])),
      }));
    }
  };
}
