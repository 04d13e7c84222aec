import type { Clock } from '../lib/clock.ts';

/** A clock that moves only when a test says so. */
export class FakeClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-03-01T08:00:00.000Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
