import { ApiError } from '../../../lib/api-client';

/** What a 409 `harvests.pre_harvest_interval` says: the treatment's product and the first day to harvest. */
export interface PreHarvestHold {
  /** Null when the answer does not name them: the warning then gives the server's message. */
  productName: string | null;
  /** A site date, `2026-12-01`. */
  harvestFrom: string | null;
}

const SITE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The hold a refused harvest names, read from the error's `details` (`productName`, `harvestFrom`, as the
 * harvests module writes them), or null for any other refusal.
 */
export function preHarvestHoldOf(error: unknown): PreHarvestHold | null {
  if (!(error instanceof ApiError) || error.code !== 'harvests.pre_harvest_interval') return null;
  const detail = (path: string) => error.details?.find((one) => one.path === path)?.message || null;
  const harvestFrom = detail('harvestFrom');
  return {
    productName: detail('productName'),
    harvestFrom: harvestFrom && SITE_DATE.test(harvestFrom) ? harvestFrom : null,
  };
}
