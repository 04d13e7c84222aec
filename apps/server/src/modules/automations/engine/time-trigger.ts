import type { z } from 'zod';
import type { timeTriggerSchema } from '@canopy/shared/schemas/automations';
import type { EngineFacts, Evaluation, TriggerState } from './engine.types.ts';
import { windowHolding } from './site-clock.ts';

export type TimeTrigger = z.output<typeof timeTriggerSchema>;

/** The block holding `now` that began last, with its start (epoch ms). */
export function currentBlock(trigger: TimeTrigger, now: number, zone: string) {
  let best: { start: number; from: string; to: string } | null = null;
  for (const block of trigger.blocks) {
    const held = windowHolding(now, zone, block);
    if (held && (best === null || held.start > best.start)) best = { start: held.start, ...block };
  }
  return best;
}

/**
 * Fires when a block begins (memory keeps the start of the block it fired), never again on a later
 * evaluation inside it, except once after a restart inside it: the process has not asserted the block
 * since it booted, so it fires again under a key of its own boot. A block already running when the
 * automation is made counts as beginning.
 */
export function evaluateTime(
  automationId: string,
  trigger: TimeTrigger,
  state: TriggerState,
  facts: EngineFacts,
): Evaluation {
  const block = currentBlock(trigger, facts.now, facts.zone);
  if (block === null) return { state, firing: null };
  const startIso = new Date(block.start).toISOString();
  const blockFacts = { type: 'time' as const, blockFrom: block.from, blockTo: block.to };
  if (state.memory.firedBlock !== block.start) {
    return {
      state: { ...state, memory: { ...state.memory, firedBlock: block.start } },
      firing: { runKey: `time:${startIso}`, facts: blockFacts },
    };
  }
  if (facts.assertedSinceBoot(automationId, block.start)) return { state, firing: null };
  return { state, firing: { runKey: `time:${startIso}:boot:${facts.bootId}`, facts: blockFacts } };
}
