import {
  CLIMATE_SERIES_METRICS,
  SOIL_SERIES_METRICS,
  type ClimateSeriesMetric,
  type SoilSeriesMetric,
} from '@canopy/shared/schemas/history';
import type { CompareSearch } from './compare-search';

/** At most this many devices share the chart: more lines than that no longer read apart. */
export const COMPARE_MAX = 4;

export const COMPARE_KINDS = ['climate', 'soil'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

export type CompareMetric =
  { kind: 'climate'; metric: ClimateSeriesMetric } | { kind: 'soil'; metric: SoilSeriesMetric };

export const METRICS_OF: { climate: readonly ClimateSeriesMetric[]; soil: readonly SoilSeriesMetric[] } = {
  climate: CLIMATE_SERIES_METRICS,
  soil: SOIL_SERIES_METRICS,
};

const isClimateMetric = (value: string): value is ClimateSeriesMetric =>
  (CLIMATE_SERIES_METRICS as readonly string[]).includes(value);
const isSoilMetric = (value: string): value is SoilSeriesMetric =>
  (SOIL_SERIES_METRICS as readonly string[]).includes(value);

/** A kind's first metric: temperature, or the soil's moisture. */
export const defaultMetric = (kind: CompareKind): CompareMetric =>
  kind === 'climate' ? { kind, metric: 'temperature' } : { kind, metric: 'moisture_pct' };

/** A metric name of either kind, or null when it is neither. */
export function metricOf(value: string | undefined): CompareMetric | null {
  if (value === undefined) return null;
  if (isClimateMetric(value)) return { kind: 'climate', metric: value };
  if (isSoilMetric(value)) return { kind: 'soil', metric: value };
  return null;
}

/** The ids of a comma-separated list, trimmed, without blanks or repeats, in their order. */
export function parseIds(ids: string | undefined): string[] {
  if (!ids) return [];
  return [...new Set(ids.split(',').map((id) => id.trim()))].filter((id) => id !== '');
}

/** The ids as the URL keeps them; none leaves the key out. */
export const joinIds = (ids: readonly string[]): string | undefined =>
  ids.length > 0 ? ids.join(',') : undefined;

/** The device ids of each kind; null while the lists are loading. */
export interface KnownDevices {
  climate: ReadonlySet<string>;
  soil: ReadonlySet<string>;
}

export interface CompareChoice {
  kind: CompareKind;
  metric: CompareMetric;
  /** Known devices of the kind, at most COMPARE_MAX, in the URL's order. */
  ids: string[];
}

/**
 * What the URL asks to compare, with every invalid part replaced by its default: the metric names the kind
 * (without one, the kind of the first listed device, else climate); ids of unknown devices, of the other
 * kind and past the fourth are dropped. While the lists load, the ids are taken as given.
 */
export function resolveCompare(search: CompareSearch, known: KnownDevices | null): CompareChoice {
  const listed = parseIds(search.ids);
  const named = metricOf(search.metric);
  const firstKnown = known ? listed.find((id) => known.climate.has(id) || known.soil.has(id)) : undefined;
  const kind: CompareKind =
    named?.kind ?? (firstKnown !== undefined && known?.soil.has(firstKnown) ? 'soil' : 'climate');
  const metric = named ?? defaultMetric(kind);
  const ids = known ? listed.filter((id) => known[kind].has(id)) : listed;
  return { kind, metric, ids: ids.slice(0, COMPARE_MAX) };
}

/** The search params of a choice, keeping the range as it is. */
export function searchOfChoice(
  search: CompareSearch,
  choice: { metric: CompareMetric; ids: readonly string[] },
) {
  return { ...search, metric: choice.metric.metric, ids: joinIds(choice.ids.slice(0, COMPARE_MAX)) };
}
