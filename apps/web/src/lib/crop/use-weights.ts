import type { WeightUnit } from '@canopy/shared/schemas/site';
import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { useWeightUnit } from './api/preferences';
import { formatGramsIn, formatUnitValue } from './weights';

/** Weights as this reader reads them: in their unit, and as someone entered them. */
export function useWeights() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const unit = useWeightUnit();
  const write = (value: string, inUnit: WeightUnit) =>
    t('weights.weight', { value, unit: t(`weights.units.${inUnit}`) });
  return {
    unit,
    /** Grams in the reader's unit ("453.59 g", or "1 lb" for one who weighs in pounds). */
    format: (grams: number) => write(formatGramsIn(grams, unit, language), unit),
    /** A value as it was entered, in its own unit ("1 lb"). */
    asEntered: (value: number, entered: WeightUnit) =>
      write(formatUnitValue(value, entered, language), entered),
  };
}
