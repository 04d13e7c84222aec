import { describe, expect, it } from 'vitest';
import type { EngineRow } from '../automation-states.repository.ts';
import { createAutomationParser } from './engine-automation.ts';

const trigger = (value: number) =>
  JSON.stringify({ type: 'metric', deviceId: 'dev-1', metric: 'temperature', op: 'above', value });
const row = (extra: Partial<EngineRow> = {}): EngineRow => ({
  id: 'a1',
  name: 'Hot',
  trigger: trigger(29),
  conditions: '[]',
  actions: JSON.stringify([{ type: 'notify', roles: ['admin'] }]),
  cooldown_minutes: 5,
  created_by_id: 'u1',
  ...extra,
});

describe('createAutomationParser', () => {
  it('reuses the parse while the stored text is unchanged', () => {
    const parse = createAutomationParser();
    const [first] = parse([row()]);
    // The same text read again (other string objects, as a new query answers).
    const [again] = parse([row({ trigger: trigger(29).slice(0) })]);
    expect(first).not.toBeNull();
    expect(again).toBe(first);
  });

  it('parses an automation again once any of its columns changed', () => {
    const parse = createAutomationParser();
    const [first] = parse([row()]);
    const changes: Partial<EngineRow>[] = [
      { trigger: trigger(30) },
      { conditions: JSON.stringify([{ type: 'online', deviceId: 'dev-1' }]) },
      { actions: JSON.stringify([{ type: 'notify', roles: ['user'] }]) },
      { name: 'Too hot' },
      { cooldown_minutes: 10 },
      { created_by_id: 'u2' },
    ];
    for (const change of changes) {
      parse([row()]);
      const [changed] = parse([row(change)]);
      expect(changed, JSON.stringify(change)).not.toBe(first);
      expect(changed, JSON.stringify(change)).not.toEqual(first);
    }
    expect(parse([row({ trigger: trigger(30) })])[0]!.trigger).toMatchObject({ value: 30 });
  });

  it('keeps a row that no longer fits the schemas out until it is fixed, and forgets removed ones', () => {
    const parse = createAutomationParser();
    expect(parse([row({ trigger: '{"type":"metric"' })])).toEqual([null]);
    expect(parse([row({ trigger: '{"type":"metric"' })])).toEqual([null]);
    const [fixed] = parse([row()]);
    expect(fixed).toMatchObject({ id: 'a1', trigger: { value: 29 } });
    parse([]);
    expect(parse([row()])[0]).not.toBe(fixed);
  });
});
