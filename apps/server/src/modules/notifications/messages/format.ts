import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import { cleanUserText } from './user-text.ts';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
/** Shown for a value the alert does not have (it should, but a message must still go out). */
const MISSING = '—';

/** How one language writes the values of a message. */
export interface MessageFormat {
  locale: string;
  timeZone: string;
  /**
   * Right-to-left text only: wraps a value in a first-strong isolate, so "34.2 °C", "Flower_Room_A" or a
   * date keeps its own order inside Hebrew instead of being reordered with the words around it. Left-to-
   * right languages get the value as it is: the invisible marks would only get in the way of copying.
   */
  isolate(text: string): string;
  /** "34.2 °C": at most `decimals` decimals, in the locale's digits and separators, then the unit. */
  quantity(value: number | null, decimals: number, unit: string): string;
  /** A whole number: a count or minutes. */
  count(value: number | null): string;
  /** Date and time in the time zone, 24-hour clock. */
  dateTime(ms: number): string;
  /** `dateTime` followed by the zone's name, e.g. "1 Mar 2026, 10:00 (Asia/Jerusalem)". */
  time(ms: number): string;
  /** A calendar day (`YYYY-MM-DD`) as the locale writes it, e.g. "1 Mar 2026": no zone moves it. */
  day(date: string): string;
  /** The time of day in the time zone, 24-hour clock, e.g. "09:00". */
  clock(ms: number): string;
  /** User data, cleaned (see `cleanUserText`) and isolated. */
  userText(text: string | null, max: number): string;
}

export function createMessageFormat(language: Language, timeZone: string = DEVICE_TIME_ZONE): MessageFormat {
  const { locale, dir } = LANGUAGE_INFO[language];
  const isolate = (text: string) =>
    dir === 'rtl' ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
  const dates = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const days = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const number = (value: number, decimals: number) =>
    // `negative`: a value that rounds to zero reads "0", not "-0".
    new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, signDisplay: 'negative' }).format(value);
  const known = (value: number | null): value is number => value !== null && Number.isFinite(value);
  const dateTime = (ms: number) => isolate(dates.format(new Date(ms)));

  return {
    locale,
    timeZone,
    isolate,
    quantity: (value, decimals, unit) =>
      isolate(known(value) ? [number(value, decimals), unit].filter(Boolean).join(' ') : MISSING),
    count: (value) => isolate(known(value) ? number(Math.round(value), 0) : MISSING),
    dateTime,
    time: (ms) => `${dateTime(ms)} ${isolate(`(${timeZone})`)}`,
    day: (date) => isolate(days.format(new Date(`${date}T00:00:00Z`))),
    clock: (ms) => isolate(clock.format(new Date(ms))),
    userText: (text, max) => isolate(cleanUserText(text ?? '', max) || MISSING),
  };
}
