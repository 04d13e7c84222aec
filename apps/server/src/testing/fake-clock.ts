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
  /** Jumps to an instant (ISO 8601 or epoch ms). */
  set(instant: string | number): void {
    this.current = typeof instant === 'string' ? Date.parse(instant) : instant;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
