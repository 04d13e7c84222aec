import type { TFunction } from 'i18next';
import { SOIL_VALUES, soilChartTitle } from '../../../lib/devices/soil-values';
import type { CompareMetric } from './compare-state';

const CLIMATE_METRICS = {
  temperature: { titleKey: 'devices.chartTemperature', unit: '°C', digits: 1 },
  humidity: { titleKey: 'devices.chartHumidity', unit: '%', digits: 1 },
  co2: { titleKey: 'devices.chartCo2', unit: 'ppm', digits: 0 },
  vpd: { titleKey: 'devices.chartVpd', unit: 'kPa', digits: 2 },
} as const;

export interface MetricInfo {
  title: string;
  unit: string | undefined;
  digits: number;
}

/** A metric's chart title (named and with its unit, as on the device pages), unit and decimals. */
export function metricInfo(t: TFunction, { kind, metric }: CompareMetric): MetricInfo {
  if (kind === 'climate') {
    const info = CLIMATE_METRICS[metric];
    return { title: t(info.titleKey), unit: info.unit, digits: info.digits };
  }
  const value = SOIL_VALUES.find((v) => v.metric === metric)!;
  return { title: soilChartTitle(t, value), unit: value.unit, digits: 2 };
}
