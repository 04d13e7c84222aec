import { YIELD_GROUPINGS, type YieldGrouping } from '@canopy/shared/yields';

/** The page's choices as the address keeps them (`/yields?by=run&from=2026-01-01&to=2026-03-31&strain=…`). */
export interface YieldsSearch {
  by?: YieldGrouping | undefined;
  /** Site days, `YYYY-MM-DD`, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** The strain whose runs are drawn over time. */
  strain?: string | undefined;
}

const day = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

const id = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;

/** Unknown or malformed values are dropped: the page then shows every strain over all time. */
export function validateYieldsSearch(search: Record<string, unknown>): YieldsSearch {
  const by = (YIELD_GROUPINGS as readonly unknown[]).includes(search.by)
    ? (search.by as YieldGrouping)
    : undefined;
  return { by, from: day(search.from), to: day(search.to), strain: id(search.strain) };
}
