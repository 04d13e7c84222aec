import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { DEVICE_TIME_ZONE, formatDateTime } from '../../lib/dates';

/** A device timestamp in the device's time zone, or '-' without one. */
export function DeviceTime({ value }: { value: number | string | null | undefined }): ReactNode {
  const { i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return '-';
  const text = formatDateTime(value, currentLanguage(i18n), { timeZone: DEVICE_TIME_ZONE });
  return text ? <bdi>{text}</bdi> : '-';
}
