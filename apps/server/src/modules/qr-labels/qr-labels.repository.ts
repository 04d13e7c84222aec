import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a label and a spreadsheet row show of a cutting. */
export interface LabelRow {
  id: string;
  code: string;
  short_id: string;
  name: string;
  status: string;
  location: string;
  created_at: string;
  strain_name: string;
}

/** Cuttings read per query when reading them all (document-process.ts hands them over as read). */
export const LABEL_BATCH = 50;

export function createQrLabelsRepository(db: Kysely<Database>) {
  const labels = () =>
    db
      .selectFrom('cuttings')
      .innerJoin('strains', 'strains.id', 'cuttings.strain_id')
      .select([
        'cuttings.id',
        'cuttings.code',
        'cuttings.short_id',
        'cuttings.name',
        'cuttings.status',
        'cuttings.location',
        'cuttings.created_at',
        'strains.name as strain_name',
      ]);

  return {
    findLabel(id: string): Promise<LabelRow | undefined> {
      return labels().where('cuttings.id', '=', id).executeTakeFirst();
    },

    /** Every cutting in code order, read a batch at a time (keyset on the unique code), never all at once. */
    async *allLabels(batchSize = LABEL_BATCH): AsyncGenerator<LabelRow> {
      let after: string | null = null;
      for (;;) {
        let query = labels().orderBy('cuttings.code').limit(batchSize);
        if (after !== null) query = query.where('cuttings.code', '>', after);
        const batch = await query.execute();
        yield* batch;
        if (batch.length < batchSize) return;
        after = batch.at(-1)!.code;
      }
    },
  };
}

export type QrLabelsRepository = ReturnType<typeof createQrLabelsRepository>;
