import { describe, expect, it } from 'vitest';
import { sentInstant, toLocalInput } from './local-time-input';

describe('sentInstant', () => {
  const opened = new Date('2026-11-28T18:05:40Z');
  const openedWith = toLocalInput(opened);

  it('is the moment of sending while the field holds the minute it opened with', () => {
    const now = new Date('2026-11-28T18:06:10.250Z');
    expect(sentInstant(openedWith, openedWith, now)).toBe('2026-11-28T18:06:10.250Z');
  });

  it('is the minute typed once the field was changed', () => {
    const typed = toLocalInput(new Date('2026-11-27T09:30:00Z'));
    expect(sentInstant(typed, openedWith)).toBe('2026-11-27T09:30:00.000Z');
    expect(sentInstant('', openedWith)).toBeNull();
  });
});
