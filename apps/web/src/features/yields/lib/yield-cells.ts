import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { YIELD_COLUMNS, type YieldRow } from '@canopy/shared/schemas/yields';
import { formatGramsIn } from '../../../lib/crop/weights';

/** The figures of a row: every column but its name. */
export type YieldFigure = Exclude<(typeof YIELD_COLUMNS)[number], 'label'>;
export const YIELD_FIGURES = YIELD_COLUMNS.filter((column): column is YieldFigure => column !== 'label');

/** How each figure reads: a count, grams (or grams per plant, m², kW, day) in the reader's unit, a percent. */
const KIND: Readonly<Record<YieldFigure, 'count' | 'weight' | 'percent'>> = {
  harvestCount: 'count',
  runCount: 'count',
  plants: 'count',
  wetGrams: 'weight',
  dryGrams: 'weight',
  flowerGrams: 'weight',
  trimGrams: 'weight',
  wasteGrams: 'weight',
  dryPerPlant: 'weight',
  dryPerM2: 'weight',
  dryPerKw: 'weight',
  dryPerFlowerDay: 'weight',
  dryLossPercent: 'percent',
};

/**
 * A figure as the table writes it, in the language's digits and separators: weights in `unit` (a ratio of
 * grams converts as grams do), the loss with one decimal, and null (a ratio whose measure is missing) as
 * `none`.
 */
export function formatFigure(
  row: YieldRow,
  figure: YieldFigure,
  unit: WeightUnit,
  language: Language,
  none: string,
): string {
  const value = row[figure];
  if (value === null) return none;
  const locale = LANGUAGE_INFO[language].locale;
  switch (KIND[figure]) {
    case 'count':
      return new Intl.NumberFormat(locale).format(value);
    case 'weight':
      return formatGramsIn(value, unit, language);
    case 'percent':
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value,
      );
  }
}
