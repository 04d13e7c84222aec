import { gramsIn } from '@canopy/shared/weights';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import type { WeightUnit } from '@canopy/shared/schemas/site';

/**
 * Decimals a weight shows in each unit: a hundredth of a gram, a gram in kilograms, and a hundredth of an
 * ounce or a pound (1 lb entered shows 453.59 g).
 */
const DECIMALS: Readonly<Record<WeightUnit, number>> = { g: 2, kg: 3, oz: 2, lb: 2 };

/** A value of `unit` in the language's digits and separators, without the unit's word. */
export function formatUnitValue(value: number, unit: WeightUnit, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[language].locale, {
    maximumFractionDigits: DECIMALS[unit],
  }).format(value);
}

/** Grams shown in `unit` (453.59237 g in lb: "1"). */
export const formatGramsIn = (grams: number, unit: WeightUnit, language: Language): string =>
  formatUnitValue(gramsIn(grams, unit), unit, language);
