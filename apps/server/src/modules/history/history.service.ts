import { bucketsIn, HISTORY_MAX_POINTS, historyStepFor } from '@canopy/shared/history-steps';
import type { ClimateSeriesPoint, SeriesQuery, SoilSeriesPoint } from '@canopy/shared/schemas/history';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import { createHistoryRepository } from '../telemetry/history.repository.ts';
import { tooManyPoints } from './history.errors.ts';
import { climateSeries, soilSeries } from './history-series.ts';

type SeriesKind = 'climate' | 'soil';

/** History over any range (DESIGN section 15): series by step, refused past 2,000 points. */
export function createHistoryService(db: Kysely<Database>) {
  const history = createHistoryRepository(db);

  /** The stored id of a device of this kind, or a 404. */
  async function deviceOf(kind: SeriesKind, id: string): Promise<string> {
    const device = await history.device(id.toLowerCase());
    if (!device || device.kind !== kind) throw deviceNotFound();
    return device.id;
  }

  /** The step asked for or picked, checked against the point limit before any read. */
  function stepFor({ from, to, step }: SeriesQuery) {
    const chosen = step ?? historyStepFor(from, to);
    const points = bucketsIn(from, to, chosen);
    if (points > HISTORY_MAX_POINTS) throw tooManyPoints(points);
    return chosen;
  }

  return {
    async climateSeries(id: string, query: SeriesQuery): Promise<ClimateSeriesPoint[]> {
      const step = stepFor(query);
      return climateSeries(db, await deviceOf('climate', id), query.from, query.to, step);
    },

    async soilSeries(id: string, query: SeriesQuery): Promise<SoilSeriesPoint[]> {
      const step = stepFor(query);
      return soilSeries(db, await deviceOf('soil', id), query.from, query.to, step);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
