import type { z } from 'zod';
import { severityAtLeast } from '@canopy/shared/alerts';
import type { alertTriggerSchema } from '@canopy/shared/schemas/automations';
import type { EngineFacts, Evaluation, TriggerState } from './engine.types.ts';

export type AlertTrigger = z.output<typeof alertTriggerSchema>;

/** Where an alert trigger's reading of opened alerts starts: its cursor, or now for a new one. */
export const alertCursor = (state: TriggerState, now: number): number =>
  typeof state.memory.since === 'number' ? state.memory.since : now;

/**
 * Fires for each alert of at least `minSeverity` opened after the trigger's cursor (alerts opened before
 * the automation existed do not count), one per evaluation; the cursor moves on once none is left.
 */
export function evaluateAlert(trigger: AlertTrigger, state: TriggerState, facts: EngineFacts): Evaluation {
  const since = alertCursor(state, facts.now);
  const fired = Array.isArray(state.memory.fired) ? (state.memory.fired as string[]) : [];
  const waiting = facts.alerts.filter(
    (a) => a.openedAt > since && a.openedAt <= facts.now && severityAtLeast(a.severity, trigger.minSeverity),
  );
  const next = waiting.find((a) => !fired.includes(a.alertId));
  if (!next) return { state: { ...state, memory: { since: facts.now, fired: [] } }, firing: null };
  return {
    state: { ...state, memory: { since, fired: [...fired, next.alertId] } },
    firing: {
      runKey: `alert:${next.alertId}`,
      facts: { type: 'alert', alertId: next.alertId, severity: next.severity },
    },
  };
}
