import type { AppInstance } from '../../http/app-instance.ts';
import type { Names } from '../runs/run-reader.ts';
import { createHarvestClose } from './harvest-close.ts';
import { createHarvestReader } from './harvest-reader.ts';
import { createHarvestRecords } from './harvest-records.ts';
import { createHarvestWeighings } from './harvest-weighings.ts';
import type { HarvestWriteDeps } from './harvest-writes.ts';
import { registerHarvestRoutes } from './harvests.routes.ts';
import { createQualityNotes } from './quality-notes.ts';
import { registerYieldRoutes } from './yields.routes.ts';
import { createYieldsService, type YieldsDeps } from './yields.service.ts';

export type HarvestsDeps = Omit<HarvestWriteDeps, 'reader' | 'rooms'> &
  Omit<YieldsDeps, 'runs' | 'rooms'> & {
    rooms: HarvestWriteDeps['rooms'] & Names;
  };

/**
 * Harvests of a run's groups, their weighings, close and quality notes, and the yields counted from them
 * (DESIGN section 21). Plants go to `dry` and a run becomes `harvested` only through the runs module
 * (`runs`); `ofRun` is what `GET /api/runs/{id}` lists of them (the runs module's port, bound in compose/crop.ts).
 */
export function createHarvestsModule(deps: HarvestsDeps) {
  const reader = createHarvestReader(deps);
  const writes = { ...deps, reader };
  const api = {
    reader,
    record: createHarvestRecords(writes),
    weigh: createHarvestWeighings(writes),
    close: createHarvestClose(writes),
    addNote: createQualityNotes(writes),
  };
  const yields = createYieldsService(deps);
  return {
    ...api,
    yields,
    ofRun: reader.ofRun,
    /** Dry grams per plant harvested, by mother: what `/api/mothers` shows of the crop downstream. */
    async dryGramsPerPlantByMother(): Promise<ReadonlyMap<string, number | null>> {
      const { rows } = await yields.read({ by: 'mother' });
      return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.dryPerPlant] as const])));
    },
    routes: (app: AppInstance) => {
      registerHarvestRoutes(app, api);
      registerYieldRoutes(app, yields);
    },
  };
}

/** What the harvest routes call. */
export type HarvestsApi = Pick<
  ReturnType<typeof createHarvestsModule>,
  'reader' | 'record' | 'weigh' | 'close' | 'addNote'
>;
