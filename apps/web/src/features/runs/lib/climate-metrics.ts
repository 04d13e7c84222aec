import type { ClimateSeriesMetric } from '@canopy/shared/schemas/history';
import type { TranslationKey } from '../../../i18n/translation-key';

/** Each value a run's climate chart shows: the device charts' title (with its unit) and line colour. */
export const CLIMATE_METRICS: Record<ClimateSeriesMetric, { titleKey: TranslationKey; color: string }> = {
  temperature: { titleKey: 'devices.chartTemperature', color: '#e8590c' },
  humidity: { titleKey: 'devices.chartHumidity', color: '#1c7ed6' },
  co2: { titleKey: 'devices.chartCo2', color: '#2b8a3e' },
  vpd: { titleKey: 'devices.chartVpd', color: '#7048e8' },
};
