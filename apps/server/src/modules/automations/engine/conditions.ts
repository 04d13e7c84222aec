import type { AutomationCondition } from '@canopy/shared/schemas/automations';
import type { EngineFacts } from './engine.types.ts';
import { windowHolding } from './site-clock.ts';

function holds(condition: AutomationCondition, facts: EngineFacts): boolean {
  switch (condition.type) {
    case 'time':
      return windowHolding(facts.now, facts.zone, condition) !== null;
    case 'phase': {
      const device = facts.devices.get(condition.deviceId);
      return device?.online === true && device.phase === condition.phase;
    }
    case 'online':
      return facts.devices.get(condition.deviceId)?.online === true;
    case 'stage':
      return (facts.roomGroups.get(condition.roomId) ?? []).some((g) => g.stage === condition.stage);
  }
}

/**
 * Whether every condition holds at the firing's moment: a time window in site time (across midnight when
 * `to` is not after `from`), a controller's phase (an offline one's is unknown: it does not hold), a device
 * online, a group of the room in a stage. The first that does not hold is answered, for the run's record.
 */
export function checkConditions(
  conditions: readonly AutomationCondition[],
  facts: EngineFacts,
): { ok: true } | { ok: false; index: number; type: AutomationCondition['type'] } {
  const index = conditions.findIndex((condition) => !holds(condition, facts));
  return index === -1 ? { ok: true } : { ok: false, index, type: conditions[index]!.type };
}
