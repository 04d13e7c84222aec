import type { TFunction } from 'i18next';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import { formatDateTime } from '../../../lib/dates';

/** Which way a day's substrate EC went. */
export type EcDirection = 'up' | 'down' | 'flat';

/**
 * How the panel writes a room's days in the reader's language and the site's zone: every figure as text,
 * '—' for one the sensors could not give.
 */
export function steeringFormat(t: TFunction, language: Language, timeZone: string) {
  const locale = LANGUAGE_INFO[language].locale;
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const litres = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const ec = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const none = t('steering.none');
  const or = <T>(value: T | null, write: (value: T) => string): string =>
    value === null ? none : write(value);
  return {
    none,
    /** The local date the day began (`2026-11-20`): a date names no instant, so no zone moves it. */
    date: (date: string) =>
      formatDateTime(`${date}T12:00:00Z`, language, { dateOnly: true, timeZone: 'UTC' }),
    /** The time of day of an instant, on the site's clock. */
    time: (instant: string | null) => or(instant, (value) => clock.format(new Date(value))),
    lights: ({ lightsOn, lightsOff }: Pick<SteeringDay, 'lightsOn' | 'lightsOff'>) =>
      lightsOn === null && lightsOff === null
        ? none
        : t('steering.lights', {
            on: or(lightsOn, (value) => clock.format(new Date(value))),
            off: or(lightsOff, (value) => clock.format(new Date(value))),
          }),
    /** Minutes after lights-on as "+1 h 10 min after lights-on". */
    afterLightsOn: (minutes: number | null) =>
      or(minutes, (value) => {
        const whole = Math.round(Math.abs(value));
        const parts = { sign: value < 0 ? '−' : '+', hours: Math.floor(whole / 60), minutes: whole % 60 };
        if (parts.hours === 0) return t('steering.afterLightsOn.minutes', parts);
        if (parts.minutes === 0) return t('steering.afterLightsOn.hours', parts);
        return t('steering.afterLightsOn.hoursMinutes', parts);
      }),
    litres: (value: number | null) => or(value, (v) => t('steering.litres', { value: litres.format(v) })),
    /** A share already in percent (82.5 for 82.5 %). */
    percent: (value: number | null) => or(value, (v) => percent.format(v / 100)),
    /**
     * A day's EC at its start and end, and which way it went as written: two decimals that read the same
     * are steady, so the arrow never contradicts the figures beside it (1.873 -> 1.866 is 1.87 -> 1.87).
     */
    ecChange: (from: number, to: number): { start: string; end: string; direction: EcDirection } => {
      const start = ec.format(from);
      const end = ec.format(to);
      return { start, end, direction: start === end ? 'flat' : to > from ? 'up' : 'down' };
    },
  };
}

export type SteeringFormat = ReturnType<typeof steeringFormat>;
