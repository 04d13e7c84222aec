import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local';

describe('the created-date field', () => {
  it('round-trips an instant through the local datetime input to the minute', () => {
    const iso = '2026-03-05T14:07:00.000Z';
    expect(fromDateTimeLocal(toDateTimeLocal(iso))).toBe(iso);
  });

  it('sends nothing for a blank or broken value', () => {
    expect(fromDateTimeLocal('')).toBeUndefined();
    expect(fromDateTimeLocal('not a date')).toBeUndefined();
    expect(toDateTimeLocal('nope')).toBe('');
  });
});
