import type { Kysely } from 'kysely';
import type { AllLabelsPdfFilter } from '@canopy/shared/schemas/labels';
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
  /** Where the QR code points when it is not a cutting's page (a run's plant group: runs/group-label.ts). */
  address?: string;
}

/** Cuttings read per query when reading them all (document-process.ts hands them over as read). */
export const LABEL_BATCH = 20;

export function createQrLabelsRepository(db: Kysely<Database>) {
  const labels = () =>
    db
      .selectFrom('cuttings')
      .innerJoin('strains', 'strains.id', 'cuttings.strain_id')
      // A cutting in the trash gets no label and no spreadsheet row.
      .where('cuttings.deleted_at', 'is', null)
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

    /**
     * Every cutting in code order (or those `filter` names, created at or after `createdFrom`), a
     * batch per query (keyset on the unique code), never all at once. Each batch is synchronous work
     * on the server's event loop (document-process.ts), so it is kept small: batches rather than rows
     * (stepping an async generator per row cost as much as the query), and the query built and
     * compiled once (that cost as much as running it); only the keyset and the limit change per batch.
     */
    async *labelBatches(
      batchSize = LABEL_BATCH,
      filter: AllLabelsPdfFilter = {},
    ): AsyncGenerator<LabelRow[]> {
      // '' sorts before every code, so the first batch needs no query of its own. The keyset comes
      // first and the limit last among the parameters, whatever the filter adds between them.
      let query = labels().where('cuttings.code', '>', '');
      if (filter.ids) query = query.where('cuttings.id', 'in', filter.ids);
      // created_at is an ISO 8601 UTC text of one fixed width, so text order is time order.
      if (filter.createdFrom) query = query.where('cuttings.created_at', '>=', filter.createdFrom);
      const page = query.orderBy('cuttings.code').limit(batchSize).compile();
      const filterParameters = page.parameters.slice(1, -1);
      let after = '';
      for (;;) {
        const { rows } = await db.executeQuery<LabelRow>({
          ...page,
          parameters: [after, ...filterParameters, batchSize],
        });
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
        after = rows.at(-1)!.code;
      }
    },
  };
}

export type QrLabelsRepository = ReturnType<typeof createQrLabelsRepository>;
