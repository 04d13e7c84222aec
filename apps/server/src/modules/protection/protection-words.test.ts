import { LANGUAGES } from '@canopy/shared/languages';
import { describe, expect, it } from 'vitest';
import { followUpTask } from './follow-up-task.ts';
import { PROTECTION_TEXTS } from './protection-texts.ts';
import { intervalsOf } from './treatment-records.ts';

describe('what the server writes about plant protection', () => {
  it('words a follow-up task in every language with the pest, severity and room', () => {
    for (const language of LANGUAGES) {
      const task = followUpTask(
        language,
        {
          pest: 'Tetranychus urticae',
          severity: 2,
          at: new Date('2026-04-19T20:30:00.000Z'),
          room: { id: 'room', name: 'Flower Room A' },
          first: { runId: 'run', groupId: 'group' },
        },
        'Asia/Jerusalem',
      );
      expect(task.description, language).toContain('Tetranychus urticae');
      expect(task.description, language).toContain('2');
      expect(task.description, language).toContain('Flower Room A');
      expect(task.description, language).not.toContain('{{');
      // 23:30 on the 19th in Jerusalem: due on the 20th.
      expect(task).toMatchObject({
        priority: 'normal',
        dueAt: '2026-04-20',
        links: { roomId: 'room', runId: 'run', groupId: 'group' },
      });
    }
  });

  it('names every column, method and unit in every language', () => {
    const english = PROTECTION_TEXTS.en;
    for (const language of LANGUAGES) {
      const texts = PROTECTION_TEXTS[language];
      for (const part of ['columns', 'methods', 'units'] as const) {
        expect(Object.keys(texts[part]), `${language} ${part}`).toEqual(Object.keys(english[part]));
        expect(Object.values(texts[part]).every((word) => word.trim().length > 0)).toBe(true);
      }
      expect(texts.times, language).toContain('{{zone}}');
    }
  });

  it("counts re-entry in hours from the instant and the pre-harvest interval in the site's days", () => {
    // 23:30 on 26 March in Jerusalem, hours before clocks go forward: 4 hours later is 04:30 local.
    const at = new Date('2026-03-26T21:30:00.000Z');
    expect(intervalsOf({ reEntryHours: 4, preHarvestDays: 7 }, at, 'Asia/Jerusalem')).toEqual({
      re_entry_until: '2026-03-27T01:30:00.000Z',
      harvest_from: '2026-04-02',
    });
    // Already the 27th in Kiritimati: a day on is the 28th.
    expect(intervalsOf({ reEntryHours: 0, preHarvestDays: 1 }, at, 'Pacific/Kiritimati')).toEqual({
      re_entry_until: null,
      harvest_from: '2026-03-28',
    });
    expect(intervalsOf({ reEntryHours: 0, preHarvestDays: 0 }, at, 'UTC')).toEqual({
      re_entry_until: null,
      harvest_from: null,
    });
  });
});
