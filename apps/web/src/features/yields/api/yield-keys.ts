import type { YieldGrouping } from '@canopy/shared/schemas/yields';
import { cropKeys } from '../../../lib/crop/crop-keys';

/** What a yields table is asked for: `GET /api/yields`, and its CSV and Excel, take the same query. */
export interface YieldsFilter {
  by: YieldGrouping;
  /** Instants, ISO 8601: [from, to). */
  from?: string | undefined;
  to?: string | undefined;
  strainId?: string | undefined;
}

/** Under the crop's root: a reconnect's catch-up reads the yields again with the runs they come from. */
export const yieldKeys = {
  all: cropKeys.yields(),
  table: (filter: YieldsFilter) => [...yieldKeys.all, filter] as const,
};

/** The query string of a table, only the parts that are set: the table's and its files' alike. */
export function yieldsQuery(filter: YieldsFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return query.toString();
}
