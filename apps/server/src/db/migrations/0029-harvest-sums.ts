import type { Kysely } from 'kysely';

const KINDS = ['wet', 'dry', 'flower', 'trim', 'waste'] as const;

// Frozen in time. Exact sums of weighings (DESIGN section 21): a weighing keeps, beside its whole
// milligrams, the picograms its exact weight is off them (within half a milligram), so a sum of both never
// drifts; and each harvest keeps its weighings' milligrams and picograms added up per kind, updated in the
// weighing's own transaction, so yields read one row a harvest rather than every weighing (section 27).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('harvest_weighings')
    .addColumn('picograms', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // bigint: 10,000 weighings' picograms exceed an integer.
  for (const kind of KINDS) {
    for (const part of ['milligrams', 'picograms']) {
      await db.schema
        .alterTable('harvests')
        .addColumn(`${kind}_${part}`, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kind of KINDS) {
    for (const part of ['milligrams', 'picograms']) {
      await db.schema.alterTable('harvests').dropColumn(`${kind}_${part}`).execute();
    }
  }
  await db.schema.alterTable('harvest_weighings').dropColumn('picograms').execute();
}
