import {
  automationActionSchema,
  automationConditionSchema,
  automationTriggerSchema,
  type AutomationAction,
  type AutomationCondition,
  type AutomationTrigger,
} from '@canopy/shared/schemas/automations';
import { z } from 'zod';
import type { AutomationRow } from '../automation-states.repository.ts';

/** An automation as the engine works with it: its JSON parsed by the shared schemas. */
export interface EngineAutomation {
  id: string;
  name: string;
  trigger: AutomationTrigger;
  conditions: AutomationCondition[];
  actions: AutomationAction[];
  cooldownMinutes: number;
  createdById: string | null;
}

const conditionsSchema = z.array(automationConditionSchema);
const actionsSchema = z.array(automationActionSchema);

/** Parses a stored automation; null when its JSON no longer fits the schemas (it is skipped, not run). */
export function toEngineAutomation(row: AutomationRow): EngineAutomation | null {
  try {
    const trigger = automationTriggerSchema.safeParse(JSON.parse(row.trigger));
    const conditions = conditionsSchema.safeParse(JSON.parse(row.conditions));
    const actions = actionsSchema.safeParse(JSON.parse(row.actions));
    if (!trigger.success || !conditions.success || !actions.success) return null;
    return {
      id: row.id,
      name: row.name,
      trigger: trigger.data,
      conditions: conditions.data,
      actions: actions.data,
      cooldownMinutes: row.cooldown_minutes,
      createdById: row.created_by_id,
    };
  } catch {
    return null;
  }
}

/** The devices an automation's commands switch: what its cooldown guards against short cycling. */
export const devicesCommanded = (automation: Pick<EngineAutomation, 'actions'>): string[] =>
  automation.actions.flatMap((action) => (action.type === 'command' ? [action.deviceId] : []));
