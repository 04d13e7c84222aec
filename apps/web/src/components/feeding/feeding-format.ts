import type { TFunction } from 'i18next';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import type { TreatmentUnit, VolumeUnit } from '@canopy/shared/feeding';

/** What a product's amount given to a run is counted in (`ProductTotal['unit']`). */
export type AmountUnit = 'ml' | 'g' | 'units';

/**
 * Decimals each kind of figure shows: a dose to a thousandth (0.125 ml/L is a real dose), a volume to a
 * hundredth, an amount in ml or g to a tenth, and units (mites released, sachets) whole.
 */
const DECIMALS = { dose: 3, volume: 2, amount: 1, units: 0 } as const;

const formatNumber = (value: number, decimals: number, language: Language): string =>
  new Intl.NumberFormat(LANGUAGE_INFO[language].locale, { maximumFractionDigits: decimals }).format(value);

const quantity = (t: TFunction, value: string, unit: TreatmentUnit | VolumeUnit): string =>
  t('feeding.quantity', { value, unit: t(`feeding.units.${unit}`) });

/** A dose in the reader's language: "2 ml/L", or a treatment's "35 g" for the whole room. */
export const doseText = (t: TFunction, language: Language, dose: number, unit: TreatmentUnit): string =>
  quantity(t, formatNumber(dose, unit === 'units' ? DECIMALS.units : DECIMALS.dose, language), unit);

/** A volume as entered: "12 L", "3.2 gal". */
export const volumeText = (t: TFunction, language: Language, volume: number, unit: VolumeUnit): string =>
  quantity(t, formatNumber(volume, DECIMALS.volume, language), unit);

/** A product's amount given: "240 ml", "35 g", "5,000 units". */
export const amountText = (t: TFunction, language: Language, amount: number, unit: AmountUnit): string =>
  quantity(t, formatNumber(amount, unit === 'units' ? DECIMALS.units : DECIMALS.amount, language), unit);

/** The catalog word of each severity, 0-3 (`feeding.severity.*`). */
export const SEVERITY_WORDS = ['none', 'low', 'moderate', 'severe'] as const;

/** The catalog key of a severity's word; a value off the 0-3 scale is read as the nearest end. */
export const severityKey = (severity: number) =>
  `feeding.severity.${SEVERITY_WORDS[Math.min(Math.max(Math.round(severity), 0), SEVERITY_WORDS.length - 1)]!}` as const;
