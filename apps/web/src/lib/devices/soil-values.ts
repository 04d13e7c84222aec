import type { TFunction } from 'i18next';
import type { SoilSeriesMetric } from '@canopy/shared/schemas/history';
import type { TranslationKey } from '../../i18n/translation-key';

/** The seven soil values in the order every soil table shows them: label key, unit and API field name. */
export const SOIL_VALUES: readonly { metric: SoilSeriesMetric; labelKey: TranslationKey; unit?: string }[] = [
  { metric: 'moisture_pct', labelKey: 'devices.moisture', unit: '%' },
  { metric: 'temp_c', labelKey: 'devices.temperature', unit: '°C' },
  { metric: 'ec_mscm', labelKey: 'devices.ec', unit: 'mS/cm' },
  { metric: 'ph', labelKey: 'devices.ph' },
  { metric: 'n_mgkg', labelKey: 'devices.nitrogen', unit: 'mg/kg' },
  { metric: 'p_mgkg', labelKey: 'devices.phosphorus', unit: 'mg/kg' },
  { metric: 'k_mgkg', labelKey: 'devices.potassium', unit: 'mg/kg' },
];

/** A chart title: the value's name with its unit, as the climate charts name theirs. */
export const soilChartTitle = (t: TFunction, value: (typeof SOIL_VALUES)[number]) =>
  value.unit ? `${t(value.labelKey)} (${value.unit})` : t(value.labelKey);
