import type { Language } from '@canopy/shared/languages';
import type { TimeBlock } from '@canopy/shared/schemas/automations';
import { describe, expect, it } from 'vitest';
import { describeAutomation, type AutomationNames } from './automation-summary.ts';

const none = new Map<string, string>();
const names: AutomationNames = {
  devices: new Map([['tent', 'Tent A']]),
  rooms: none,
  profiles: none,
  templates: new Map(),
  webhooks: none,
  users: none,
};
const timed = (blocks: TimeBlock[], language: Language) =>
  describeAutomation(
    {
      trigger: { type: 'time', blocks },
      conditions: [],
      actions: [{ type: 'command', deviceId: 'tent', functionName: 'pushNow', arg: '' }],
    },
    names,
    language,
  );
const night = (days: number[]): TimeBlock => ({ days, from: '22:00', to: '06:00' });
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

describe('a time trigger’s words', () => {
  it('says when a block begins and until when, on every day or on its weekdays, in the five languages', () => {
    const expected: Record<Language, [everyDay: string, someDays: string]> = {
      en: ['Every day at 22:00 (until 06:00), ', 'Mon, Wed at 22:00 (until 06:00), '],
      he: ['כל יום ב-22:00 (עד 06:00), ', 'יום ב׳, יום ד׳ ב-22:00 (עד 06:00), '],
      ru: ['Каждый день в 22:00 (до 06:00), ', 'Пн, ср в 22:00 (до 06:00), '],
      uk: ['Щодня о 22:00 (до 06:00), ', 'Пн, ср о 22:00 (до 06:00), '],
      es: ['Todos los días a las 22:00 (hasta las 06:00), ', 'Lun, mié a las 22:00 (hasta las 06:00), '],
    };
    const opening = (sentence: string, like: string) => sentence.slice(0, like.length);
    for (const [language, [everyDay, someDays]] of Object.entries(expected) as [Language, string[]][]) {
      expect(opening(timed([night(EVERY_DAY)], language), everyDay!), language).toBe(everyDay);
      // Days given out of order and twice are said once, in week order.
      expect(opening(timed([night([3, 1, 3])], language), someDays!), language).toBe(someDays);
    }
  });

  it('lists several blocks in one sentence, its first letter a capital', () => {
    const blocks = [night(EVERY_DAY), { days: [6], from: '10:00', to: '12:00' }];
    expect(timed(blocks, 'en')).toBe(
      'Every day at 22:00 (until 06:00) and Sat at 10:00 (until 12:00), ask Tent A to send its readings',
    );
    expect(timed([{ days: [1], from: '08:00', to: '09:30' }, night([5])], 'ru')).toMatch(
      /^Пн в 08:00 \(до 09:30\) и пт в 22:00 \(до 06:00\), /,
    );
  });
});
