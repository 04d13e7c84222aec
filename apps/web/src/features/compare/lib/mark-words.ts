import type { TFunction } from 'i18next';
import type { Language } from '@canopy/shared/languages';
import type { RunClimateMark } from '@canopy/shared/schemas/run-climate';
import type { CompareMark } from '@canopy/shared/schemas/run-compare';
import type { Run } from '@canopy/shared/schemas/runs';

/** The rows a feed, scouting or treatment mark is worded from: its run's, in the reader's language. */
export interface CareRows {
  run: Pick<Run, 'feeds' | 'scouting' | 'treatments'>;
  /** The group whose row comes first at the mark's instant; a comparison marks runs, not groups: ''. */
  groupId: string;
  language: Language;
}

/** How a run's climate chart words its marks: the runs feature's, handed over by the page. */
export type ClimateMarkWords = (t: TFunction, mark: RunClimateMark, rows?: CareRows) => string;

/** The kinds worded from their run's rows, which the comparison does not hold: the note fetches the run. */
export const CARE_KINDS: ReadonlySet<CompareMark['kind']> = new Set(['feed', 'scouting', 'treatment']);

/** A mark's kind in the reader's words: a run climate chart's kinds, and a harvest. */
export const markKind = (t: TFunction, mark: CompareMark): string =>
  mark.kind === 'harvest' ? t('runCompare.harvest') : t(`runs.climate.kinds.${mark.kind}`);

/**
 * What a mark says, in the reader's words: a harvest from this page's catalog, every other kind as a run's
 * climate chart says it (a feed, scouting or treatment from its run's `rows`, as the server wrote it until
 * they arrive).
 */
export function markText(
  t: TFunction,
  mark: CompareMark,
  climateWords: ClimateMarkWords,
  rows?: CareRows,
): string {
  if (mark.kind === 'harvest')
    return mark.count === null ? t('runCompare.harvest') : t('runCompare.harvested', { count: mark.count });
  return climateWords(t, { ...mark, kind: mark.kind }, rows);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A local hour with minutes as a fraction (14.5) as a 24-hour clock ('14:30'), as the charts write time. */
export function clock(hour: number): string {
  const minutes = Math.min(Math.round(hour * 60), 24 * 60 - 1);
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}
