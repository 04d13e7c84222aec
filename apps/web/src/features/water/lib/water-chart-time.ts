import { DEVICE_TIME_ZONE } from '../../../lib/dates';

const DAY_SECONDS = 86_400;

// Chart labels use a 24-hour clock in the device's zone, whatever the browser's locale or zone says.
const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEVICE_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEVICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});
const full = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEVICE_TIME_ZONE,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** x-axis ticks (Unix seconds): a day or more apart they show the date, closer ones the time of day. */
export const tickLabels = (splits: number[], incrementSeconds: number): string[] =>
  splits.map((s) => (incrementSeconds >= DAY_SECONDS ? day : time).format(new Date(s * 1000)));

/** The legend's time for the hovered point. */
export const legendTime = (seconds: number | null): string =>
  seconds === null ? '-' : full.format(new Date(seconds * 1000));
