import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from './zoned-time';

const ZONE = 'Asia/Jerusalem';

describe('zoned wall time', () => {
  it('reads winter (UTC+2) and summer (UTC+3) times in Jerusalem', () => {
    expect(fromWallTime('2026-01-15T10:00', ZONE)).toBe(Date.UTC(2026, 0, 15, 8, 0));
    expect(fromWallTime('2026-07-15T10:00', ZONE)).toBe(Date.UTC(2026, 6, 15, 7, 0));
  });

  it('writes the zone wall time a datetime-local input expects', () => {
    expect(toWallTime(Date.UTC(2026, 6, 15, 7, 5), ZONE)).toBe('2026-07-15T10:05');
    expect(toWallTime(Date.UTC(2026, 10, 21, 22, 30), ZONE)).toBe('2026-11-22T00:30');
  });

  it('round-trips across the spring daylight-saving change', () => {
    // Israel moved clocks forward on 27 March 2026 at 02:00.
    for (const text of ['2026-03-27T01:30', '2026-03-27T03:30', '2026-10-25T12:00']) {
      expect(toWallTime(fromWallTime(text, ZONE)!, ZONE)).toBe(text);
    }
  });

  it('returns null for text that is not a full date and time', () => {
    expect(fromWallTime('', ZONE)).toBeNull();
    expect(fromWallTime('2026-11-21', ZONE)).toBeNull();
    expect(fromWallTime('yesterday', ZONE)).toBeNull();
  });
});
