import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../testing/fake-clock.ts';
import { factsAt } from './engine-facts.fixtures.ts';
import { INITIAL_STATE, type TriggerState } from './engine.types.ts';
import { evaluateTime, type TimeTrigger } from './time-trigger.ts';

const MINUTE = 60_000;
const FRIDAY = 5;

/**
 * Evaluates every `stepMinutes` over [from, to) in `zone`, as one process would (what it fired it has
 * asserted since boot), answering the run keys.
 */
function run(trigger: TimeTrigger, zone: string, from: string, to: string, stepMinutes = 5) {
  const clock = new FakeClock(Date.parse(from));
  const asserted = new Set<number>();
  let state: TriggerState = INITIAL_STATE;
  const keys: string[] = [];
  while (clock.now().getTime() < Date.parse(to)) {
    const facts = factsAt(clock.now().getTime(), {
      zone,
      assertedSinceBoot: (_id, start) => asserted.has(start),
    });
    const result = evaluateTime('a1', trigger, state, facts);
    state = result.state;
    if (result.firing) {
      keys.push(result.firing.runKey);
      asserted.add(state.memory.firedBlock as number);
    }
    clock.advance(stepMinutes * MINUTE);
  }
  return { keys, state };
}

describe('time trigger', () => {
  it('fires when a block begins, once, never on every evaluation', () => {
    const trigger: TimeTrigger = {
      type: 'time',
      blocks: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '18:00' }],
    };
    const { keys } = run(trigger, 'Europe/Berlin', '2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z');
    expect(keys).toEqual(['time:2026-03-02T05:00:00.000Z', 'time:2026-03-03T05:00:00.000Z']);
  });

  it('runs a block across midnight into the next day: Friday 18:00 to Saturday 06:00', () => {
    const trigger: TimeTrigger = { type: 'time', blocks: [{ days: [FRIDAY], from: '18:00', to: '06:00' }] };
    // 2026-03-06 is a Friday; Berlin is UTC+1 in March before the change.
    const { keys } = run(trigger, 'Europe/Berlin', '2026-03-05T00:00:00Z', '2026-03-09T00:00:00Z');
    expect(keys).toEqual(['time:2026-03-06T17:00:00.000Z']);
    // Saturday 05:55 local is still inside Friday's block; a process booted then asserts it again.
    const state = { ...INITIAL_STATE, memory: { firedBlock: Date.parse('2026-03-06T17:00:00Z') } };
    const inside = factsAt(Date.parse('2026-03-07T04:55:00Z'));
    expect(evaluateTime('a1', trigger, state, inside).firing?.runKey).toBe(
      'time:2026-03-06T17:00:00.000Z:boot:boot-1',
    );
    expect(evaluateTime('a1', trigger, state, factsAt(Date.parse('2026-03-07T05:00:00Z'))).firing).toBeNull();
  });

  it('asserts a block again once after a restart inside it, under the new boot key', () => {
    const trigger: TimeTrigger = {
      type: 'time',
      blocks: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '10:00', to: '12:00' }],
    };
    const stored = run(trigger, 'Pacific/Honolulu', '2026-03-02T20:00:00Z', '2026-03-02T20:30:00Z');
    expect(stored.keys).toEqual(['time:2026-03-02T20:00:00.000Z']);
    // A new process: nothing asserted since its boot.
    const booted = new Set<number>();
    const facts = (now: number) =>
      factsAt(now, {
        zone: 'Pacific/Honolulu',
        bootId: 'boot-2',
        assertedSinceBoot: (_a, s) => booted.has(s),
      });
    const first = evaluateTime('a1', trigger, stored.state, facts(Date.parse('2026-03-02T20:40:00Z')));
    expect(first.firing?.runKey).toBe('time:2026-03-02T20:00:00.000Z:boot:boot-2');
    booted.add(Date.parse('2026-03-02T20:00:00Z'));
    expect(
      evaluateTime('a1', trigger, first.state, facts(Date.parse('2026-03-02T20:45:00Z'))).firing,
    ).toBeNull();
  });

  it('keeps site time across the spring change (Berlin, 29 March 2026)', () => {
    const trigger: TimeTrigger = { type: 'time', blocks: [{ days: [0, 1], from: '06:00', to: '07:00' }] };
    const { keys } = run(trigger, 'Europe/Berlin', '2026-03-28T12:00:00Z', '2026-03-31T00:00:00Z');
    // Sunday 29 March is still UTC+1 at 01:00 UTC, UTC+2 from then: 06:00 local is 04:00 UTC.
    expect(keys).toEqual(['time:2026-03-29T04:00:00.000Z', 'time:2026-03-30T04:00:00.000Z']);
  });

  it('keeps site time across the autumn change (New York, 1 November 2026) in an overnight block', () => {
    const trigger: TimeTrigger = { type: 'time', blocks: [{ days: [6], from: '22:00', to: '03:00' }] };
    const { keys, state } = run(trigger, 'America/New_York', '2026-10-31T12:00:00Z', '2026-11-02T12:00:00Z');
    // Saturday 31 October 22:00 EDT (UTC-4) is 02:00 UTC; the block ends Sunday 03:00 EST (08:00 UTC).
    expect(keys).toEqual(['time:2026-11-01T02:00:00.000Z']);
    expect(
      evaluateTime(
        'a1',
        trigger,
        state,
        factsAt(Date.parse('2026-11-01T07:55:00Z'), { zone: 'America/New_York' }),
      ).firing?.runKey,
    ).toBe('time:2026-11-01T02:00:00.000Z:boot:boot-1');
    expect(
      evaluateTime(
        'a1',
        trigger,
        state,
        factsAt(Date.parse('2026-11-01T08:00:00Z'), { zone: 'America/New_York' }),
      ).firing,
    ).toBeNull();
  });

  it("counts days on the site's calendar far east of UTC (Auckland: Monday there is Sunday in UTC)", () => {
    const trigger: TimeTrigger = { type: 'time', blocks: [{ days: [1], from: '08:00', to: '09:00' }] };
    const { keys } = run(trigger, 'Pacific/Auckland', '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z');
    // Monday 9 March 08:00 NZDT (UTC+13) is Sunday 8 March 19:00 UTC.
    expect(keys).toEqual(['time:2026-03-08T19:00:00.000Z']);
  });

  it('fires at once when made inside a block: the block counts as begun', () => {
    const trigger: TimeTrigger = {
      type: 'time',
      blocks: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '23:59' }],
    };
    const facts = factsAt(Date.parse('2026-03-02T11:00:00Z'));
    expect(evaluateTime('a1', trigger, INITIAL_STATE, facts).firing?.runKey).toBe(
      'time:2026-03-01T23:00:00.000Z',
    );
  });
});
