import { automationTriggerSchema } from '@canopy/shared/schemas/automations';
import type { EngineRow } from '../automation-states.repository.ts';
import { actionsSchema, conditionsSchema, type StoredAutomation } from '../automations.repository.ts';

/** An automation as the engine works with it: its JSON parsed by the shared schemas. */
export type EngineAutomation = Pick<
  StoredAutomation,
  'id' | 'name' | 'trigger' | 'conditions' | 'actions' | 'cooldownMinutes' | 'createdById'
>;

/** Parses a stored automation; null when its JSON no longer fits the schemas (it is skipped, not run). */
export function toEngineAutomation(row: EngineRow): EngineAutomation | null {
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

/** Whether two reads of a stored automation hold the same text: its parse then still stands. */
const sameText = (a: EngineRow, b: EngineRow) =>
  a.trigger === b.trigger &&
  a.conditions === b.conditions &&
  a.actions === b.actions &&
  a.name === b.name &&
  a.cooldown_minutes === b.cooldown_minutes &&
  a.created_by_id === b.created_by_id;

/**
 * Parses stored automations, reusing each one's parse while its row's text is unchanged: the engine reads
 * every enabled automation on each evaluation, and validating hundreds by the shared schemas each time
 * would cost more than evaluating them. The cache holds only the automations of the last call.
 */
export function createAutomationParser(): (rows: readonly EngineRow[]) => (EngineAutomation | null)[] {
  let parsed = new Map<string, { row: EngineRow; automation: EngineAutomation | null }>();
  return (rows) => {
    const next = new Map<string, { row: EngineRow; automation: EngineAutomation | null }>();
    const automations = rows.map((row) => {
      const known = parsed.get(row.id);
      const automation = known && sameText(known.row, row) ? known.automation : toEngineAutomation(row);
      next.set(row.id, { row, automation });
      return automation;
    });
    parsed = next;
    return automations;
  };
}

/** The devices an automation's commands switch: what its cooldown guards against short cycling. */
export const devicesCommanded = (automation: Pick<EngineAutomation, 'actions'>): string[] =>
  automation.actions.flatMap((action) => (action.type === 'command' ? [action.deviceId] : []));
