import type { z } from 'zod';
import type { lightsTriggerSchema } from '@canopy/shared/schemas/automations';
import type { EngineFacts, Evaluation, TriggerState } from './engine.types.ts';

export type LightsTrigger = z.output<typeof lightsTriggerSchema>;

interface LightsMemory {
  /** The phase last seen, and since when (epoch ms of the first reading in it). */
  phase?: 'day' | 'night';
  edgeAt?: number;
  /** The edge already fired. */
  firedEdge?: number;
}

/**
 * Fires `offsetMinutes` after the controller's lights went on (day) or off (night), once per edge. The
 * edge is the first reading of the new phase; a phase first seen (the automation just made) counts as an
 * edge at that reading. A phase that flips back before the offset has passed fires nothing. An offline
 * controller's phase is stale: nothing moves until it reports again.
 */
export function evaluateLights(trigger: LightsTrigger, state: TriggerState, facts: EngineFacts): Evaluation {
  const device = facts.devices.get(trigger.deviceId);
  if (!device?.online || device.phase === null || device.at === null) return { state, firing: null };
  const memory = state.memory as LightsMemory;
  const next: LightsMemory =
    memory.phase === device.phase ? { ...memory } : { phase: device.phase, edgeAt: device.at };
  const wanted = trigger.edge === 'on' ? 'day' : 'night';
  const edgeAt = next.edgeAt!;
  const due =
    next.phase === wanted &&
    next.firedEdge !== edgeAt &&
    facts.now >= edgeAt + trigger.offsetMinutes * 60_000;
  if (!due) return { state: { ...state, memory: { ...next } }, firing: null };
  return {
    state: { ...state, memory: { ...next, firedEdge: edgeAt } },
    firing: {
      runKey: `lights:${trigger.edge}:${new Date(edgeAt).toISOString()}`,
      facts: { type: 'lights', edge: trigger.edge, deviceId: trigger.deviceId },
    },
  };
}
