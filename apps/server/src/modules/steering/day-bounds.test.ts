import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import { instantOfLocal, localDateTime } from '@canopy/shared/local-time';
import { describe, expect, it } from 'vitest';
import { dayBounds, type DayBounds } from './day-bounds.ts';
import { lightSwitches, type LightBucket } from './light-switches.ts';

const FIVE = 5 * 60_000;
const HOUR = 3_600_000;

/** The instant the zone's clocks show `time` on `date`. */
const local = (date: string, time: string, zone: string) => Date.parse(instantOfLocal(date, time, zone));

/** 5-minute buckets over [from, to), lit while `lit(ts)` says. */
function buckets(from: number, to: number, lit: (ts: number) => boolean): LightBucket[] {
  const list: LightBucket[] = [];
  for (let ts = from; ts < to; ts += FIVE) list.push({ ts, light: lit(ts) ? 1 : 0 });
  return list;
}

/** A controller on a timer of the zone's wall clock, lights on 06:00 to 18:00, over the dates given. */
function twelveTwelve(zone: string, first: string, days: number): LightBucket[] {
  const from = local(addDaysToDate(first, -2), '00:00', zone);
  const to = local(addDaysToDate(first, days + 2), '00:00', zone);
  return buckets(from, to, (ts) => {
    const date = localDate(ts, zone);
    return ts >= local(date, '06:00', zone) && ts < local(date, '18:00', zone);
  });
}

/** An instant of May 2026, UTC: `utc('12T06:00')`. */
const utc = (dayTime: string) => Date.parse(`2026-05-${dayTime}:00.000Z`);

const dayOf = (days: readonly DayBounds[], t: number) => days.find((d) => d.start <= t && t < d.end);

describe('steering day boundaries', () => {
  it.each([
    ['Europe/Berlin', '2026-03-27'], // clocks go forward on 29 March
    ['America/Los_Angeles', '2026-10-30'], // and back on 1 November
    ['Pacific/Kiritimati', '2026-05-10'], // UTC+14
    ['Pacific/Auckland', '2026-04-03'], // UTC+13, back to +12 on 5 April
    ['Pacific/Pago_Pago', '2026-05-10'], // UTC-11
    ['America/Adak', '2026-03-06'], // UTC-10, -9 from 8 March
  ])('follow lights-on, not midnight, in %s from %s', (zone, first) => {
    const switches = lightSwitches(twelveTwelve(zone, first, 5), FIVE);
    const range = { from: local(first, '00:00', zone), to: local(addDaysToDate(first, 5), '00:00', zone) };
    const days = dayBounds(switches, range, zone);
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4].map((n) => addDaysToDate(first, n)));
    for (const day of days) {
      expect(localDateTime(day.start, zone)).toEqual({ date: day.date, time: '06:00' });
      expect(day.lightsOn).toBe(day.start);
      expect(localDateTime(day.lightsOff!, zone)).toEqual({ date: day.date, time: '18:00' });
      expect(localDateTime(day.end, zone)).toEqual({ date: addDaysToDate(day.date, 1), time: '06:00' });
    }
    // A shot at 03:00 belongs to the day that began at the lights-on before it, dated the day before.
    const night = local(addDaysToDate(first, 3), '03:00', zone);
    expect(dayOf(days, night)!.date).toBe(addDaysToDate(first, 2));
    expect(dayOf(days, local(addDaysToDate(first, 3), '07:00', zone))!.date).toBe(addDaysToDate(first, 3));
  });

  it('fall back to local midnight without a controller, and with the lights on 24 hours', () => {
    const zone = 'Asia/Jerusalem';
    const range = { from: local('2026-05-10', '00:00', zone), to: local('2026-05-13', '00:00', zone) };
    const midnights = ['2026-05-10', '2026-05-11', '2026-05-12'];
    for (const switches of [
      lightSwitches([], FIVE),
      lightSwitches(
        buckets(range.from - 2 * 24 * HOUR, range.to + 2 * 24 * HOUR, () => true),
        FIVE,
      ),
    ]) {
      const days = dayBounds(switches, range, zone);
      expect(days.map((d) => [d.date, localDateTime(d.start, zone).time, d.lightsOn, d.lightsOff])).toEqual(
        midnights.map((date) => [date, '00:00', null, null]),
      );
    }
  });

  it('make no short day where 24 hours of light turn to 12/12', () => {
    // Lights on around the clock until 18:00 on 11 May, then 12/12 from 06:00 on 12 May.
    const flip = utc('11T18:00');
    const flower = utc('12T06:00');
    const lit = (ts: number) => ts < flip || (ts >= flower && (ts - flower) % (24 * HOUR) < 12 * HOUR);
    const switches = lightSwitches(buckets(utc('08T00:00'), utc('16T00:00'), lit), FIVE);
    const days = dayBounds(switches, { from: utc('10T00:00'), to: utc('14T00:00') }, 'UTC');
    expect(days.map((d) => [d.date, d.start, d.end, d.lightsOn, d.lightsOff])).toEqual([
      ['2026-05-10', utc('10T00:00'), utc('11T00:00'), null, null],
      // Midnight to the first lights-on, 30 hours: the night of the flip ends its day.
      ['2026-05-11', utc('11T00:00'), utc('12T06:00'), null, flip],
      ['2026-05-12', utc('12T06:00'), utc('13T06:00'), utc('12T06:00'), utc('12T18:00')],
      ['2026-05-13', utc('13T06:00'), utc('14T06:00'), utc('13T06:00'), utc('13T18:00')],
    ]);
  });

  it('end the last day a day after its lights-on when the data ends inside it', () => {
    const now = utc('12T10:00');
    const lit = (ts: number) => new Date(ts).getUTCHours() >= 6 && new Date(ts).getUTCHours() < 18;
    const switches = lightSwitches(buckets(utc('09T00:00'), now, lit), FIVE);
    const days = dayBounds(switches, { from: utc('11T00:00'), to: now }, 'UTC');
    expect(days.map((d) => [d.date, d.start, d.end, d.lightsOff])).toEqual([
      ['2026-05-11', utc('11T06:00'), utc('12T06:00'), utc('11T18:00')],
      ['2026-05-12', utc('12T06:00'), utc('13T06:00'), null],
    ]);
  });
});
