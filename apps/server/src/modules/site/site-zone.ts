import { DEFAULT_SITE_TIME_ZONE } from '@canopy/shared/crop';
import type { Clock } from '../../lib/clock.ts';
import { createShortCache } from '../../lib/short-cache.ts';

/**
 * How long an instance trusts the zone it read. Another instance's `PUT /api/site` reaches this one
 * within this time (DESIGN section 16); this instance's own writes clear it at once.
 */
export const SITE_ZONE_TTL_MS = 5_000;

export interface SiteZoneReader {
  /** The site's IANA time zone: what every "day" is counted in. */
  timeZone(): Promise<string>;
  /** Forgets the cached zone (after a write). */
  invalidate(): void;
}

/** A short-lived cache over `read`, so lists that count days do not ask the database each time. */
export function createSiteZoneReader(read: () => Promise<string | undefined>, clock: Clock): SiteZoneReader {
  const cache = createShortCache(
    async () => (await read()) ?? DEFAULT_SITE_TIME_ZONE,
    clock,
    SITE_ZONE_TTL_MS,
  );
  return { timeZone: cache.get, invalidate: cache.invalidate };
}
