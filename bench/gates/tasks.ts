import { occurrencesUntil, type Recurrence } from '@canopy/shared/recurrence';
import type { Gate } from '../lib/gate.ts';

/** DESIGN section 27: a year of occurrences for 500 recurring tasks under 1 s. */
const SERIES = 500;
const BUDGET_MS = 1000;
const FIRST_DAY = '2027-01-01';
const YEAR_LATER = '2028-01-01T00:00:00Z';
const ZONES = ['Asia/Jerusalem', 'America/Los_Angeles', 'Pacific/Kiritimati'];

/** Series as a site would plan them: daily, weekly on chosen days, monthly (on the 31st too), some at a time. */
function seriesOf(i: number): { rule: Recurrence; first: string; zone: string } {
  const zone = ZONES[i % ZONES.length]!;
  const first = i % 2 === 0 ? FIRST_DAY : `${FIRST_DAY}T0${7 + (i % 3)}:00:00+02:00`;
  const interval = 1 + (i % 3);
  const rule: Recurrence =
    i % 3 === 0
      ? { freq: 'daily', interval, from: 'due' }
      : i % 3 === 1
        ? { freq: 'weekly', interval, byWeekday: [1, 3, 5].slice(0, 1 + (i % 3)), from: 'due' }
        : { freq: 'monthly', interval: 1, byMonthDay: i % 4 === 0 ? 31 : 1 + (i % 28), from: 'due' };
  return { rule, first, zone };
}

const plans = Array.from({ length: SERIES }, (_, i) => seriesOf(i));

export const taskGates: Gate[] = [
  {
    name: 'task-recurrence (a year of occurrences for 500 recurring tasks vs the 1 s budget)',
    unit: 'ms',
    direction: '<=',
    target: 1,
    aggregate: 'worst',
    async round() {
      const started = performance.now();
      let occurrences = 0;
      for (const { rule, first, zone } of plans) {
        occurrences += occurrencesUntil(rule, first, YEAR_LATER, zone).length;
      }
      const ms = performance.now() - started;
      // A year of these series is tens of thousands of dues: fewer would mean the walk stopped early.
      if (occurrences < 50_000) throw new Error(`only ${occurrences} occurrences in a year of 500 series`);
      return { ours: ms, reference: BUDGET_MS };
    },
  },
];
