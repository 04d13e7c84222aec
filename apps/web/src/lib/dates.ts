import { DEVICE_TIME_ZONE, SECONDS_TIMESTAMP_LIMIT } from '@canopy/shared/constants';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';

export { DEVICE_TIME_ZONE };

export interface FormatDateTimeOptions {
  /** IANA zone; device readings use DEVICE_TIME_ZONE. Defaults to the browser's zone. */
  timeZone?: string;
  /** Leave the time of day out. */
  dateOnly?: boolean;
  /** Add the seconds, for events that follow each other closely (a webhook's attempts). */
  seconds?: boolean;
}

/** Numbers below SECONDS_TIMESTAMP_LIMIT are Unix seconds, others milliseconds. */
export function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value < SECONDS_TIMESTAMP_LIMIT ? value * 1000 : value);
  return new Date(value);
}

/** Day/month/year and a 24-hour clock in the language's locale; '' for values that are not dates. */
export function formatDateTime(
  value: string | number | Date,
  language: Language,
  options: FormatDateTimeOptions = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const format = new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const }),
    ...(options.seconds && !options.dateOnly ? { second: '2-digit' as const } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return format.format(date);
}
