import type { Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FilesService } from '../files/files.service.ts';
import { toScouting, toTreatment, type EntryNames } from './protection.mapper.ts';
import { createProtectionRepository, type ScoutingRow, type TreatmentRow } from './protection.repository.ts';
import type { ProductLookup } from './treatment-records.ts';

export interface ProtectionReaderDeps {
  db: Kysely<Database>;
  rooms: { names(ids: readonly string[]): Promise<Map<string, string>> };
  products: ProductLookup;
  /** Signs the links of scouting photos. */
  files: Pick<FilesService, 'urlFor'>;
}

const unique = (ids: Iterable<string>) => [...new Set(ids)];

/** Scouting and treatment rows as the API answers them, their rooms and products named. */
export function createProtectionReader(deps: ProtectionReaderDeps) {
  const repo = createProtectionRepository(deps.db);

  async function namesOf(rows: readonly (ScoutingRow | TreatmentRow)[]): Promise<EntryNames> {
    const productIds = unique(rows.flatMap((row) => ('product_id' in row ? [row.product_id] : [])));
    const [rooms, products] = await Promise.all([
      deps.rooms.names(unique(rows.map((row) => row.room_id))),
      productIds.length > 0 ? deps.products.byIds(productIds) : new Map(),
    ]);
    return { rooms, products };
  }

  async function scouting(rows: readonly ScoutingRow[]): Promise<Scouting[]> {
    const names = await namesOf(rows);
    return rows.map((row) => toScouting(row, names, deps.files));
  }

  async function treatments(rows: readonly TreatmentRow[]): Promise<Treatment[]> {
    const names = await namesOf(rows);
    return rows.map((row) => toTreatment(row, names));
  }

  return {
    /** A run's groups' rows, oldest first: what `GET /api/runs/{id}` lists (the runs module's port). */
    scoutingOfRun: async (runId: string) => scouting(await repo.scoutingOfRun(runId)),
    treatmentsOfRun: async (runId: string) => treatments(await repo.treatmentsOfRun(runId)),
    /** The rows of a room's newest `limit` entries of each kind, newest first. */
    async ofRoom(roomId: string, limit: number) {
      const [scoutingRows, treatmentRows] = await Promise.all([
        repo.scoutingOfRoom(roomId, limit),
        repo.treatmentsOfRoom(roomId, limit),
      ]);
      return { scouting: await scouting(scoutingRows), treatments: await treatments(treatmentRows) };
    },
  };
}

export type ProtectionReader = ReturnType<typeof createProtectionReader>;
