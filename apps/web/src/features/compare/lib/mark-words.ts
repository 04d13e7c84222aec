import type { TFunction } from 'i18next';
import type { RunClimateMark } from '@canopy/shared/schemas/run-climate';
import type { CompareMark } from '@canopy/shared/schemas/run-compare';

/** How a run's climate chart words its marks: the runs feature's, handed over by the page. */
export type ClimateMarkWords = (t: TFunction, mark: RunClimateMark) => string;

/** A mark's kind in the reader's words: a run climate chart's kinds, and a harvest. */
export const markKind = (t: TFunction, mark: CompareMark): string =>
  mark.kind === 'harvest' ? t('runCompare.harvest') : t(`runs.climate.kinds.${mark.kind}`);

/**
 * What a mark says, in the reader's words: a harvest from this page's catalog, every other kind as a run's
 * climate chart says it (the feeds, scouting and treatments as the server wrote them: the comparison holds
 * no run's rows).
 */
export function markText(t: TFunction, mark: CompareMark, climateWords: ClimateMarkWords): string {
  if (mark.kind === 'harvest')
    return mark.count === null ? t('runCompare.harvest') : t('runCompare.harvested', { count: mark.count });
  return climateWords(t, { ...mark, kind: mark.kind });
}

const two = (n: number) => String(n).padStart(2, '0');

/** A local hour with minutes as a fraction (14.5) as a 24-hour clock ('14:30'), as the charts write time. */
export function clock(hour: number): string {
  const minutes = Math.min(Math.round(hour * 60), 24 * 60 - 1);
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}
