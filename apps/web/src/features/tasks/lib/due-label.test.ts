import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label';

const zone = 'Asia/Jerusalem';

describe('dueLabel', () => {
  it('says a timed due in the site zone, and its time alone for today', () => {
    // 06:00 UTC is 08:00 in Jerusalem in winter.
    const label = dueLabel(
      { dueAt: '2026-12-03T06:00:00Z', dueDay: '2026-12-03', overdue: false },
      '2026-12-03',
      'en',
      zone,
    );
    expect(label).toEqual({ tone: 'today', when: '03/12/2026, 08:00', time: '08:00' });
  });

  it('writes a day due without a time, and takes overdue from the server', () => {
    expect(
      dueLabel({ dueAt: '2026-11-28', dueDay: '2026-11-28', overdue: true }, '2026-12-03', 'en', zone),
    ).toEqual({ tone: 'overdue', when: '28/11/2026', time: null });
    expect(
      dueLabel({ dueAt: '2026-12-09', dueDay: '2026-12-09', overdue: false }, '2026-12-03', 'en', zone)?.tone,
    ).toBe('later');
    expect(dueLabel({ dueAt: null, dueDay: null, overdue: false }, '2026-12-03', 'en', zone)).toBeNull();
  });
});
