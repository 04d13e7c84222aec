import type { CuttingSort } from '@canopy/shared/schemas/cuttings';
import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CuttingLogEntriesTable, CuttingsTable } from './cuttings.table.ts';
import type { TrashOptional } from '../trash/trash-columns.ts';

export type CuttingRow = TrashOptional<Selectable<CuttingsTable>>;
export type CuttingLogRow = Selectable<CuttingLogEntriesTable>;

/** A cutting with what its card shows of its strain and gallery. */
export interface CuttingSummaryRow extends CuttingRow {
  strain_name: string;
  strain_slug: string;
  strain_short_id: string;
  first_photo_id: string | null;
}

export interface CuttingPage {
  skip: number;
  limit: number;
  q?: string | undefined;
  sort: CuttingSort;
}

const SEARCHED_COLUMNS = [
  'cuttings.code',
  'cuttings.name',
  'cuttings.short_id',
  'cuttings.status',
  'cuttings.location',
  'strains.name',
] as const;

/** `%` and `_` typed by a user are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's sort orders, each ending on a unique column so pages never overlap. */
function inOrder<Q extends SelectQueryBuilder<Database, 'cuttings', object>>(query: Q, sort: CuttingSort): Q {
  const ordered =
    sort === 'name'
      ? query.orderBy('cuttings.name').orderBy('cuttings.id')
      : sort === 'code'
        ? query.orderBy('cuttings.code')
        : sort === 'shortId'
          ? query.orderBy('cuttings.short_id')
          : query.orderBy('cuttings.created_at', 'desc').orderBy('cuttings.id', 'desc');
  return ordered as Q;
}

export function createCuttingsRepository(db: Kysely<Database>) {
  /** Cuttings not in the trash (a trashed strain's cuttings are in the trash with it). */
  const live = () => db.selectFrom('cuttings').where('cuttings.deleted_at', 'is', null);
  /** Cuttings with their strain's names and first photo; `live` leaves out the trash's. */
  const summaries = (live = true) =>
    db
      .selectFrom('cuttings')
      .innerJoin('strains', 'strains.id', 'cuttings.strain_id')
      .$if(live, (query) => query.where('cuttings.deleted_at', 'is', null))
      .selectAll('cuttings')
      .select([
        'strains.name as strain_name',
        'strains.slug as strain_slug',
        'strains.short_id as strain_short_id',
      ])
      .select((eb) =>
        eb
          .selectFrom('cutting_photos')
          .select('cutting_photos.public_id')
          .whereRef('cutting_photos.cutting_id', '=', 'cuttings.id')
          .orderBy('cutting_photos.position')
          .limit(1)
          .as('first_photo_id'),
      );

  return {
    /**
     * One page, searched and sorted by the database: the list never loads every cutting. The page's ids
     * are found on `cuttings` alone (joining strains only to search their names), then only those rows
     * get their strain and first photo: a deep page does not build every row it skips.
     */
    async listPage({ skip, limit, q, sort }: CuttingPage): Promise<CuttingSummaryRow[]> {
      let ids = db.selectFrom('cuttings').select('cuttings.id').where('cuttings.deleted_at', 'is', null);
      if (q) {
        const pattern = likePattern(q);
        ids = ids
          .innerJoin('strains', 'strains.id', 'cuttings.strain_id')
          .where((eb) =>
            eb.or(
              SEARCHED_COLUMNS.map(
                (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
              ),
            ),
          );
      }
      const pageIds = inOrder(ids, sort).limit(limit).offset(skip);
      // The page's ids are of live cuttings already. Asked again, SQLite walks every live cutting through
      // the list order's index (0037) to pick the 20 out, instead of looking them up by id and sorting them.
      const rows = await inOrder(summaries(false).where('cuttings.id', 'in', pageIds), sort).execute();
      return rows as CuttingSummaryRow[];
    },

    async listByStrain(strainId: string): Promise<CuttingSummaryRow[]> {
      return (await summaries()
        .where('cuttings.strain_id', '=', strainId)
        .orderBy('cuttings.code')
        .execute()) as CuttingSummaryRow[];
    },

    async findSummary(id: string): Promise<CuttingSummaryRow | undefined> {
      return (await summaries().where('cuttings.id', '=', id).executeTakeFirst()) as
        CuttingSummaryRow | undefined;
    },

    findById(id: string): Promise<CuttingRow | undefined> {
      return live().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Live mothers, retired ones too, by code. */
    async listMothers(): Promise<CuttingSummaryRow[]> {
      return (await summaries()
        .where('cuttings.is_mother', '=', 1)
        .orderBy('cuttings.code')
        .execute()) as CuttingSummaryRow[];
    },

    /** Live cuttings naming one of these mothers. */
    clonesOf(motherIds: readonly string[]): Promise<{ id: string; mother_id: string | null }[]> {
      if (motherIds.length === 0) return Promise.resolve([]);
      return live().select(['id', 'mother_id']).where('mother_id', 'in', motherIds).execute();
    },

    /**
     * The live mothers above a cutting, each with how many levels up (1 her mother), nearest first: one
     * recursive query, at most `levels` deep. A cycle repeats its cuttings at further levels; the caller
     * stops at the first it has seen.
     */
    async ancestors(id: string, levels: number): Promise<(CuttingRow & { level: number })[]> {
      const rows = await db
        .withRecursive('up(id, mother_id, level)', (creator) =>
          creator
            .selectFrom('cuttings')
            .select(['id', 'mother_id', sql<number>`0`.as('level')])
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .unionAll(
              creator
                .selectFrom('cuttings')
                .innerJoin('up', 'up.mother_id', 'cuttings.id')
                .select(['cuttings.id', 'cuttings.mother_id', sql<number>`up.level + 1`.as('level')])
                .where('cuttings.deleted_at', 'is', null)
                .where('up.level', '<', levels),
            ),
        )
        .selectFrom('up')
        .innerJoin('cuttings', 'cuttings.id', 'up.id')
        .selectAll('cuttings')
        .select('up.level')
        .where('up.level', '>', 0)
        .orderBy('up.level')
        .execute();
      return rows.map((row) => ({ ...row, level: Number(row.level) }));
    },

    /**
     * The live cuttings below one (her clones at generation 1, theirs at 2...), down through live
     * mothers only, at most `generations` deep: one recursive query. A cycle repeats its cuttings at
     * further generations, so each is answered once, at its nearest; the cutting itself never.
     */
    async descendants(id: string, generations: number): Promise<(CuttingRow & { generation: number })[]> {
      const rows = await db
        .withRecursive('down(id, generation)', (creator) =>
          creator
            .selectFrom('cuttings')
            .select(['id', sql<number>`1`.as('generation')])
            .where('mother_id', '=', id)
            .where('deleted_at', 'is', null)
            .unionAll(
              creator
                .selectFrom('cuttings')
                .innerJoin('down', 'down.id', 'cuttings.mother_id')
                .select(['cuttings.id', sql<number>`down.generation + 1`.as('generation')])
                .where('cuttings.deleted_at', 'is', null)
                .where('down.generation', '<', generations),
            ),
        )
        .selectFrom('down')
        .innerJoin('cuttings', 'cuttings.id', 'down.id')
        .selectAll('cuttings')
        .select('down.generation')
        .where('cuttings.id', '!=', id)
        .orderBy('down.generation')
        .orderBy('cuttings.code')
        .execute();
      const nearest = new Map<string, CuttingRow & { generation: number }>();
      for (const row of rows) {
        if (!nearest.has(row.id)) nearest.set(row.id, { ...row, generation: Number(row.generation) });
      }
      return [...nearest.values()];
    },

    /** Which of `ids` are live cuttings. */
    async liveIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await live().select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The cutting holding a code, in the trash or not: the unique index counts both. */
    findByCodeIncludingTrash(code: string): Promise<CuttingRow | undefined> {
      return db.selectFrom('cuttings').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await live()
        .select(({ fn }) => fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(row: Insertable<CuttingsTable>): Promise<void> {
      await db.insertInto('cuttings').values(row).execute();
    },

    async update(id: string, changes: Updateable<CuttingsTable>): Promise<void> {
      await db.updateTable('cuttings').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('cuttings').where('id', '=', id).execute();
    },

    listIdsByStrain(strainId: string): Promise<{ id: string }[]> {
      return live().select('id').where('strain_id', '=', strainId).execute();
    },

    listLog(cuttingId: string): Promise<CuttingLogRow[]> {
      return db
        .selectFrom('cutting_log_entries')
        .selectAll()
        .where('cutting_id', '=', cuttingId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async insertLogEntry(row: Insertable<CuttingLogEntriesTable>): Promise<void> {
      await db.insertInto('cutting_log_entries').values(row).execute();
    },
  };
}

export type CuttingsRepository = ReturnType<typeof createCuttingsRepository>;
