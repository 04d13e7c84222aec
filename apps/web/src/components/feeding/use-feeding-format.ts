import { useTranslation } from '../../i18n/use-translation';
import type { TreatmentUnit, VolumeUnit } from '@canopy/shared/feeding';
import { currentLanguage } from '../../i18n/i18n';
import { amountText, doseText, volumeText, type AmountUnit } from './feeding-format';

/**
 * Doses, volumes and amounts as this reader reads them (the `feeding` page texts must be loaded). Shown
 * inside running text of the other direction, put them in a `<bdi>` so "2 ml/L" keeps its order.
 */
export function useFeedingFormat() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    dose: (dose: number, unit: TreatmentUnit) => doseText(t, language, dose, unit),
    volume: (volume: number, unit: VolumeUnit) => volumeText(t, language, volume, unit),
    amount: (amount: number, unit: AmountUnit) => amountText(t, language, amount, unit),
  };
}
