import type { AutomationTrigger } from '@canopy/shared/schemas/automations';
import { evaluateAlert } from './alert-trigger.ts';
import type { EngineFacts, Evaluation, TriggerState } from './engine.types.ts';
import { evaluateLights } from './lights-trigger.ts';
import { evaluateMetric } from './metric-trigger.ts';
import { evaluateStage } from './stage-trigger.ts';
import { evaluateTime } from './time-trigger.ts';

/** The trigger's evaluator by its type: the same pure step for the engine and the preview's replay. */
export function evaluateTrigger(
  automationId: string,
  trigger: AutomationTrigger,
  state: TriggerState,
  facts: EngineFacts,
): Evaluation {
  switch (trigger.type) {
    case 'metric':
      return evaluateMetric(trigger, state, facts);
    case 'time':
      return evaluateTime(automationId, trigger, state, facts);
    case 'lights':
      return evaluateLights(trigger, state, facts);
    case 'stage':
      return evaluateStage(trigger, state, facts);
    case 'alert':
      return evaluateAlert(trigger, state, facts);
  }
}
