import type { z } from 'zod';
import type { stageTriggerSchema } from '@canopy/shared/schemas/automations';
import { dayOfStage } from '@canopy/shared/site-days';
import type { EngineFacts, Evaluation, TriggerState } from './engine.types.ts';

export type StageTrigger = z.output<typeof stageTriggerSchema>;

/**
 * Fires when a group in the room is in the stage (it entered it, or was in it when the automation was
 * made: one crossing), or, with `day`, once it has reached that day of the stage in site days. Once per
 * group, stage and day: memory keeps the keys fired for the groups still there, and the run key makes
 * it once across instances and restarts. One firing per evaluation; the next group fires on the next.
 */
export function evaluateStage(trigger: StageTrigger, state: TriggerState, facts: EngineFacts): Evaluation {
  const groups = (facts.roomGroups.get(trigger.roomId) ?? []).filter((g) => g.stage === trigger.stage);
  const fired = new Set(Array.isArray(state.memory.fired) ? (state.memory.fired as string[]) : []);
  const keyOf = (groupId: string) =>
    `stage:${groupId}:${trigger.stage}:${trigger.day === undefined ? 'enter' : trigger.day}`;
  // Forget groups that left: memory stays as small as the room.
  const kept = [...fired].filter((key) => groups.some((g) => key === keyOf(g.groupId)));
  for (const group of groups) {
    const key = keyOf(group.groupId);
    if (kept.includes(key)) continue;
    const day = dayOfStage(group.stageStartedAt, facts.now, facts.zone);
    if (trigger.day !== undefined && day < trigger.day) continue;
    return {
      state: { ...state, memory: { ...state.memory, fired: [...kept, key] } },
      firing: {
        runKey: key,
        facts: { type: 'stage', groupId: group.groupId, stage: trigger.stage, day },
      },
    };
  }
  return { state: { ...state, memory: { ...state.memory, fired: kept } }, firing: null };
}
