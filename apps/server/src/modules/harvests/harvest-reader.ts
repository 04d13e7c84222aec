import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Names } from '../runs/run-reader.ts';
import { harvestNotFound } from './harvests.errors.ts';
import { toHarvest } from './harvests.mapper.ts';
import { createHarvestsRepository, type HarvestRow } from './harvests.repository.ts';

/** Rows by their harvest, in the order read. */
function byHarvest<T extends { harvest_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const result = new Map<string, T[]>();
  for (const row of rows) {
    const list = result.get(row.harvest_id);
    if (list) list.push(row);
    else result.set(row.harvest_id, [row]);
  }
  return result;
}

/** Harvests as the API answers them: each with its weighings, notes and strain's name, in three queries. */
export function createHarvestReader(deps: { db: Kysely<Database>; strains: Names }) {
  const harvests = createHarvestsRepository(deps.db);

  async function complete(rows: readonly HarvestRow[]): Promise<Harvest[]> {
    const ids = rows.map((row) => row.id);
    const [weighings, notes, strainNames] = await Promise.all([
      harvests.weighingsOf(ids),
      harvests.notesOf(ids),
      deps.strains.names([...new Set(rows.map((row) => row.strain_id))]),
    ]);
    const weighingsOf = byHarvest(weighings);
    const notesOf = byHarvest(notes);
    return rows.map((row) =>
      toHarvest(row, {
        weighings: weighingsOf.get(row.id) ?? [],
        notes: notesOf.get(row.id) ?? [],
        strainName: strainNames.get(row.strain_id) ?? '',
      }),
    );
  }

  return {
    async load(id: string): Promise<Harvest> {
      const row = await harvests.findHarvest(id);
      if (!row) throw harvestNotFound();
      return (await complete([row]))[0]!;
    },

    /** A run's harvests, oldest first (what `GET /api/runs/{id}` lists). */
    async ofRun(runId: string): Promise<Harvest[]> {
      const rows = await harvests.harvestsOfRun(runId);
      return rows.length === 0 ? [] : complete(rows);
    },
  };
}

export type HarvestReader = ReturnType<typeof createHarvestReader>;
