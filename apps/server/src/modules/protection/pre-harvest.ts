import { localDate } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { createProtectionRepository } from './protection.repository.ts';
import type { ProductLookup } from './treatment-records.ts';

/** A treatment whose pre-harvest interval a harvest would fall inside. */
export interface PreHarvestHold {
  productName: string;
  /** The first site date a harvest may take place on (`YYYY-MM-DD`). */
  harvestFrom: string;
  /** When the treatment was given (ISO 8601). */
  treatedAt: string;
}

/**
 * What holds back a harvest at `at` of a group (the harvests module asks before it writes anything): a
 * treatment given by then to the group or to a group it split off from (`groupIds`, the group and its
 * ancestors: a split child inherits its parent's treatments) whose `harvest_from` is after the harvest's
 * site date. The one ending last, or null.
 */
export function createPreHarvestCheck(deps: {
  db: Kysely<Database>;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  products: ProductLookup;
}) {
  const repo = createProtectionRepository(deps.db);
  return async function preHarvestHold(
    groupIds: readonly string[],
    at: Date,
  ): Promise<PreHarvestHold | null> {
    const day = localDate(at, await deps.zone.timeZone());
    const row = await repo.holdOn(groupIds, at.toISOString(), day);
    if (!row?.harvest_from) return null;
    const product = (await deps.products.byIds([row.product_id])).get(row.product_id);
    return { productName: product?.name ?? '', harvestFrom: row.harvest_from, treatedAt: row.at };
  };
}

export type PreHarvestCheck = ReturnType<typeof createPreHarvestCheck>;
