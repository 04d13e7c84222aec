import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../testing/fake-clock.ts';
import { evaluateAlert } from './alert-trigger.ts';
import { checkConditions } from './conditions.ts';
import { device, factsAt } from './engine-facts.fixtures.ts';
import { INITIAL_STATE, type GroupFacts, type TriggerState } from './engine.types.ts';
import { evaluateLights, type LightsTrigger } from './lights-trigger.ts';
import { evaluateStage } from './stage-trigger.ts';

const MINUTE = 60_000;

describe('lights trigger', () => {
  const trigger: LightsTrigger = { type: 'lights', deviceId: 'c1', edge: 'on', offsetMinutes: 30 };
  /** Phases one a minute from 05:50 UTC; answers the minutes after 05:50 it fired at. */
  function replay(phases: ('day' | 'night')[], online = true) {
    const clock = new FakeClock(Date.parse('2026-03-02T05:50:00Z'));
    const base = clock.now().getTime();
    let state: TriggerState = INITIAL_STATE;
    const fired: number[] = [];
    for (const phase of phases) {
      const now = clock.now().getTime();
      const facts = factsAt(now, { devices: new Map([['c1', device(now, {}, { phase, online })]]) });
      const result = evaluateLights(trigger, state, facts);
      state = result.state;
      if (result.firing) fired.push((now - base) / MINUTE);
      clock.advance(MINUTE);
    }
    return fired;
  }

  it('fires offsetMinutes after the lights went on, once per edge', () => {
    expect(replay([...Array(10).fill('night'), ...Array(60).fill('day')])).toEqual([40]);
  });

  it('fires nothing when the lights went off again before the offset', () => {
    expect(
      replay([...Array(10).fill('night'), ...Array(20).fill('day'), ...Array(40).fill('night')]),
    ).toEqual([]);
  });

  it('fires again on the next day’s edge', () => {
    const day = [...Array(10).fill('night'), ...Array(40).fill('day')];
    expect(replay([...day, ...day])).toEqual([40, 90]);
  });

  it('does not move on a stale phase of an offline controller', () => {
    expect(replay([...Array(10).fill('night'), ...Array(60).fill('day')], false)).toEqual([]);
  });
});

describe('stage trigger', () => {
  const flower = (groupId: string, at: string): GroupFacts => ({
    groupId,
    stage: 'flower',
    stageStartedAt: at,
  });

  it('fires once per group entering the stage in the room, with the enter key', () => {
    const facts = factsAt(Date.parse('2026-03-02T10:00:00Z'), {
      roomGroups: new Map([
        ['r1', [flower('g1', '2026-03-02T09:00:00Z'), flower('g2', '2026-03-02T09:00:00Z')]],
      ]),
    });
    const trigger = { type: 'stage' as const, roomId: 'r1', stage: 'flower' as const };
    const first = evaluateStage(trigger, INITIAL_STATE, facts);
    expect(first.firing?.runKey).toBe('stage:g1:flower:enter');
    const second = evaluateStage(trigger, first.state, facts);
    expect(second.firing?.runKey).toBe('stage:g2:flower:enter');
    expect(evaluateStage(trigger, second.state, facts).firing).toBeNull();
  });

  it('fires on day N of the stage in site days (Auckland: a late-evening start is day 2 the next morning)', () => {
    const trigger = { type: 'stage' as const, roomId: 'r1', stage: 'flower' as const, day: 2 };
    // 23:30 NZDT on 2 March is 10:30 UTC; 08:00 NZDT on 3 March (day 2) is 19:00 UTC on 2 March.
    const groups = new Map([['r1', [flower('g1', '2026-03-02T10:30:00Z')]]]);
    const at = (iso: string) => factsAt(Date.parse(iso), { zone: 'Pacific/Auckland', roomGroups: groups });
    expect(evaluateStage(trigger, INITIAL_STATE, at('2026-03-02T10:59:00Z')).firing).toBeNull();
    const fired = evaluateStage(trigger, INITIAL_STATE, at('2026-03-02T19:00:00Z'));
    expect(fired.firing).toEqual({
      runKey: 'stage:g1:flower:2',
      facts: { type: 'stage', groupId: 'g1', stage: 'flower', day: 2 },
    });
  });

  it('ignores groups in another stage', () => {
    const facts = factsAt(Date.parse('2026-03-02T10:00:00Z'), {
      roomGroups: new Map([
        ['r1', [{ groupId: 'g1', stage: 'veg' as const, stageStartedAt: '2026-03-01T00:00:00Z' }]],
      ]),
    });
    expect(
      evaluateStage({ type: 'stage', roomId: 'r1', stage: 'flower' }, INITIAL_STATE, facts).firing,
    ).toBeNull();
  });
});

describe('alert trigger', () => {
  const at = Date.parse('2026-03-02T10:00:00Z');
  const alert = (alertId: string, severity: 'warning' | 'critical', openedAt: number) => ({
    alertId,
    severity,
    openedAt,
  });

  it('fires for each alert of at least the severity opened after the automation began watching', () => {
    const first = evaluateAlert({ type: 'alert', minSeverity: 'critical' }, INITIAL_STATE, factsAt(at));
    expect(first.firing).toBeNull();
    const alerts = [
      alert('old', 'critical', at - MINUTE),
      alert('w', 'warning', at + MINUTE),
      alert('c', 'critical', at + 2 * MINUTE),
    ];
    const later = factsAt(at + 3 * MINUTE, { alerts });
    const second = evaluateAlert({ type: 'alert', minSeverity: 'critical' }, first.state, later);
    expect(second.firing).toEqual({
      runKey: 'alert:c',
      facts: { type: 'alert', alertId: 'c', severity: 'critical' },
    });
    expect(evaluateAlert({ type: 'alert', minSeverity: 'critical' }, second.state, later).firing).toBeNull();
  });

  it('counts a critical alert for a warning minimum', () => {
    const state = { ...INITIAL_STATE, memory: { since: at } };
    const facts = factsAt(at + MINUTE, { alerts: [alert('c', 'critical', at + 1)] });
    expect(evaluateAlert({ type: 'alert', minSeverity: 'warning' }, state, facts).firing?.runKey).toBe(
      'alert:c',
    );
  });
});

describe('conditions', () => {
  it('hold in a time window across midnight in site time, and not outside it', () => {
    const night = [{ type: 'time' as const, from: '22:00', to: '06:00' }];
    // Honolulu is UTC-10: 23:00 there is 09:00 UTC, 12:00 is 22:00 UTC.
    expect(
      checkConditions(night, factsAt(Date.parse('2026-03-02T09:00:00Z'), { zone: 'Pacific/Honolulu' })).ok,
    ).toBe(true);
    expect(
      checkConditions(night, factsAt(Date.parse('2026-03-02T22:00:00Z'), { zone: 'Pacific/Honolulu' })),
    ).toEqual({
      ok: false,
      index: 0,
      type: 'time',
    });
  });

  it('check the phase and the device online, an offline controller failing both', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    const conditions = [
      { type: 'online' as const, deviceId: 'c1' },
      { type: 'phase' as const, deviceId: 'c1', phase: 'day' as const },
    ];
    const on = factsAt(now, { devices: new Map([['c1', device(now, {}, { phase: 'day' })]]) });
    expect(checkConditions(conditions, on).ok).toBe(true);
    const night = factsAt(now, { devices: new Map([['c1', device(now, {}, { phase: 'night' })]]) });
    expect(checkConditions(conditions, night)).toMatchObject({ ok: false, index: 1 });
    const off = factsAt(now, {
      devices: new Map([['c1', device(now, {}, { phase: 'day', online: false })]]),
    });
    expect(checkConditions(conditions, off)).toMatchObject({ ok: false, index: 0 });
  });

  it('check a stage of a group in the room', () => {
    const facts = factsAt(0, {
      roomGroups: new Map([
        ['r1', [{ groupId: 'g', stage: 'veg' as const, stageStartedAt: '2026-01-01T00:00:00Z' }]],
      ]),
    });
    expect(checkConditions([{ type: 'stage', roomId: 'r1', stage: 'veg' }], facts).ok).toBe(true);
    expect(checkConditions([{ type: 'stage', roomId: 'r1', stage: 'flower' }], facts).ok).toBe(false);
  });
});
