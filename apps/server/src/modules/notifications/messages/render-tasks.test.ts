import { describe, expect, it } from 'vitest';
import { MORNING_LIST_MAX, renderMorningList, renderTaskAssigned } from './render-tasks.ts';
import { TELEGRAM_TEXT_MAX } from './render.ts';

const context = { publicUrl: 'https://canopy.example.test/', timeZone: 'Asia/Jerusalem' } as const;
const tasks = (count: number, description = 'Water') =>
  Array.from({ length: count }, (_, i) => ({
    shortId: `T${String(i).padStart(5, '0')}`,
    description,
    dueAt: '2026-03-09',
  }));

describe('task messages', () => {
  it('list at most MORNING_LIST_MAX tasks, then count the rest, with the link last', () => {
    const { subject, text } = renderMorningList(
      { overdue: tasks(MORNING_LIST_MAX + 5), today: [], day: '2026-03-10' },
      { ...context, language: 'en' },
    );
    expect(subject).toBe(`Your tasks for today: ${MORNING_LIST_MAX + 5}`);
    expect(text.match(/^Task #/gm)).toHaveLength(MORNING_LIST_MAX);
    expect(text).toContain('…and 5 more');
    expect(text.endsWith('Tasks:\nhttps://canopy.example.test/tasks')).toBe(true);
  });

  it("stay within Telegram's limit whatever the descriptions", () => {
    const { text } = renderMorningList(
      { overdue: tasks(25, 'x'.repeat(500)), today: tasks(25, 'y'.repeat(500)), day: '2026-03-10' },
      { ...context, language: 'ru' },
    );
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
    expect(text).toContain('https://canopy.example.test/tasks');
  });

  it('keep names, ids and dates in their own order inside Hebrew, and each line starts in Hebrew', () => {
    const { subject, text } = renderTaskAssigned(
      { shortId: 'AB12CD', description: 'Flush\u202e the lines', dueAt: '2026-03-12T07:00:00.000Z' },
      'dana',
      { ...context, language: 'he' },
    );
    expect(subject).toBe(
      'משימה #\u2068AB12CD\u2069 הוטלה עליך על ידי \u2068dana\u2069: \u2068Flush the lines\u2069',
    );
    expect(text).toContain('תאריך יעד: \u2068');
    expect(text).toContain('09:00');
  });
});
