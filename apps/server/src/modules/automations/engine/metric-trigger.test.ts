import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../testing/fake-clock.ts';
import { device, factsAt } from './engine-facts.fixtures.ts';
import { INITIAL_STATE, type TriggerState } from './engine.types.ts';
import { evaluateMetric, type MetricTrigger } from './metric-trigger.ts';

const MINUTE = 60_000;
const hot: MetricTrigger = {
  type: 'metric',
  deviceId: 'd1',
  metric: 'temperature',
  op: 'above',
  value: 29,
  forMinutes: 10,
  clear: 1,
};

const BASE = Date.parse('2026-03-01T08:00:00Z');

/** Steps the trigger through readings, one a minute, answering the minutes after 08:00 it fired at. */
function replay(
  trigger: MetricTrigger,
  values: number[],
  start: TriggerState = INITIAL_STATE,
  fromMinute = 0,
) {
  const clock = new FakeClock(BASE + fromMinute * MINUTE);
  let state = start;
  const fired: number[] = [];
  values.forEach((value) => {
    const now = clock.now().getTime();
    const minute = (now - BASE) / MINUTE;
    const facts = factsAt(now, { devices: new Map([['d1', device(now, { temperature: value })]]) });
    const result = evaluateMetric(trigger, state, facts);
    state = result.state;
    if (result.firing) fired.push(minute);
    clock.advance(MINUTE);
  });
  return { fired, state };
}

describe('metric trigger', () => {
  it('fires once per crossing after forMinutes past the value, not on every evaluation', () => {
    const { fired } = replay(hot, [28, ...Array(30).fill(30)]);
    expect(fired).toEqual([11]);
  });

  it('fires again only after the value came back by clear and crossed anew', () => {
    const { fired } = replay({ ...hot, forMinutes: 0 }, [30, 28.5, 30, 27.9, 30]);
    // 28.5 is below 29 but not by the 1 degree of clear: no new crossing until 27.9.
    expect(fired).toEqual([0, 4]);
  });

  it('starts the wait again when the value dips back before forMinutes', () => {
    const { fired } = replay(hot, [30, 30, 30, 28, ...Array(12).fill(30)]);
    expect(fired).toEqual([14]);
  });

  it('starts the wait of a new automation when it first sees the value past, not at an older reading', () => {
    // The controller read 30 nine minutes ago and is still online; the automation is made now.
    const now = BASE;
    const reading = device(now - 9 * MINUTE, { temperature: 30 });
    let state = INITIAL_STATE;
    const firedAt: number[] = [];
    for (let minute = 0; minute <= 12; minute += 1) {
      const at = now + minute * MINUTE;
      const result = evaluateMetric(hot, state, factsAt(at, { devices: new Map([['d1', reading]]) }));
      state = result.state;
      if (result.firing) firedAt.push(minute);
    }
    expect(firedAt).toEqual([10]);
  });

  it('counts a value already past when the automation is made as one crossing', () => {
    expect(replay({ ...hot, forMinutes: 0 }, [31, 31, 31]).fired).toEqual([0]);
  });

  it('resumes a stored wait: restarted at minute 4 of 10, it fires at minute 10', () => {
    const first = replay(hot, [30, 30, 30, 30, 30]);
    expect(first.fired).toEqual([]);
    expect(first.state.pendingSince).toBe(Date.parse('2026-03-01T08:00:00Z'));
    // A new process reads the stored state and evaluates from minute 5 on.
    const again = replay(hot, Array(12).fill(30), first.state, 5);
    expect(again.fired).toEqual([10]);
  });

  it('names the crossing by the wait start in its run key', () => {
    const now = Date.parse('2026-03-01T08:10:00Z');
    const facts = factsAt(now, { devices: new Map([['d1', device(now, { temperature: 30 })]]) });
    const result = evaluateMetric(hot, { ...INITIAL_STATE, pendingSince: now - 10 * MINUTE }, facts);
    expect(result.firing).toEqual({
      runKey: 'metric:2026-03-01T08:00:00.000Z',
      facts: { type: 'metric', observed: 30, deviceId: 'd1' },
    });
  });

  it('does not fire on a stale reading of an offline device', () => {
    const now = Date.parse('2026-03-01T08:00:00Z');
    const facts = factsAt(now, {
      devices: new Map([['d1', device(now - 60 * MINUTE, { temperature: 35 }, { online: false })]]),
    });
    expect(evaluateMetric({ ...hot, forMinutes: 0 }, INITIAL_STATE, facts).firing).toBeNull();
  });

  it("watches the mean of the room's devices that report the metric and are online now", () => {
    const now = Date.parse('2026-03-01T08:00:00Z');
    const room: MetricTrigger = { ...hot, deviceId: undefined, roomId: 'r1', forMinutes: 0 };
    const devices = new Map([
      ['a', device(now, { temperature: 28 })],
      ['b', device(now, { temperature: 31 })],
      ['c', device(now, { humidity: 50 })],
      ['d', device(now, { temperature: 40 }, { online: false })],
    ]);
    const facts = (ids: string[]) => factsAt(now, { devices, roomDevices: new Map([['r1', ids]]) });
    // (28 + 31) / 2 = 29.5: the probe without temperature and the offline one do not count.
    expect(evaluateMetric(room, INITIAL_STATE, facts(['a', 'b', 'c', 'd'])).firing?.facts.observed).toBe(
      29.5,
    );
    // A device moved out of the room no longer counts: 28 alone is not above 29.
    expect(evaluateMetric(room, INITIAL_STATE, facts(['a', 'c'])).firing).toBeNull();
  });

  it('works below a value too, clearing above it by clear', () => {
    const dry: MetricTrigger = {
      ...hot,
      metric: 'temperature',
      op: 'below',
      value: 18,
      forMinutes: 0,
      clear: 2,
    };
    expect(replay(dry, [17, 19, 17, 20.5, 17]).fired).toEqual([0, 4]);
  });
});
