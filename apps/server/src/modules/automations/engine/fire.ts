import { isStaff } from '@canopy/shared/permissions';
import type { AutomationResult } from '@canopy/shared/schemas/automations';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import type { RunDetail, RunOutcomeCode } from '../automation-run.types.ts';
import type { AutomationStatesRepository } from '../automation-states.repository.ts';
import type { ActionSinks } from './action-sinks.ts';
import { checkConditions } from './conditions.ts';
import { devicesCommanded, type EngineAutomation } from './engine-automation.ts';
import type { EngineFacts, Firing } from './engine.types.ts';
import { auditRun } from './run-audit.ts';
import { runActions } from './run-actions.ts';

export interface FireDeps {
  db: Kysely<Database>;
  runs: AutomationStatesRepository;
  sinks: ActionSinks;
}

/** Another enabled automation whose commands switch one of these devices shares their cooldown. */
function cooldownPeers(automation: EngineAutomation, all: readonly EngineAutomation[]): string[] {
  const devices = new Set(devicesCommanded(automation));
  const peers = all.filter((other) => devicesCommanded(other).some((id) => devices.has(id)));
  return [...new Set([automation.id, ...peers.map((peer) => peer.id)])];
}

/**
 * One firing: the run row is inserted first under its unique key, and only the instance whose insert won
 * goes on (audits, notifies, acts). Held back (`skipped`) when a condition does not hold or a run touching
 * the same devices went ok within `cooldownMinutes`; `failed` with `forbidden_now` when the creator is gone
 * or no longer staff. The actions run as the creator, with their role now.
 */
export async function fire(
  deps: FireDeps,
  automation: EngineAutomation,
  firing: Firing,
  facts: EngineFacts,
  all: readonly EngineAutomation[],
): Promise<boolean> {
  const at = new Date(facts.now);
  const base = {
    automationId: automation.id,
    runKey: firing.runKey,
    at: at.toISOString(),
    trigger: JSON.stringify(firing.facts),
  };
  const creator =
    automation.createdById === null ? undefined : await deps.sinks.userById(automation.createdById);

  /** Records a run that ends before acting; the instance whose insert won audits it (and tells the creator). */
  async function settle(result: AutomationResult, code: RunOutcomeCode, params?: RunDetail['params']) {
    const detail: RunDetail = { code, actions: [], ...(params ? { params } : {}) };
    const won = await deps.runs.insertRun({
      id: newId(facts.now),
      ...base,
      result,
      detail: JSON.stringify(detail),
    });
    if (!won) return false;
    await audit(result, code);
    if (result === 'failed' && creator) await tellCreator(result, code);
    return true;
  }
  /** Audits the run that the insert won, against the automation and its creator (none once deleted). */
  const audit = (result: AutomationResult, code: RunOutcomeCode) =>
    auditRun(deps.db, {
      automationId: automation.id,
      name: automation.name,
      at,
      result,
      code,
      creatorId: creator?.id ?? null,
    });
  const tellCreator = (result: AutomationResult, code: RunOutcomeCode) =>
    deps.sinks.notify([creator!.id], {
      automationId: automation.id,
      name: automation.name,
      at: base.at,
      result,
      code,
      trigger: firing.facts,
    });

  const conditions = checkConditions(automation.conditions, facts);
  if (!conditions.ok)
    return settle('skipped', 'condition_false', { condition: conditions.type, index: conditions.index });
  if (automation.cooldownMinutes > 0) {
    const since = new Date(facts.now - automation.cooldownMinutes * 60_000).toISOString();
    const last = await deps.runs.lastOkRunAt(cooldownPeers(automation, all), since);
    if (last !== null) {
      const until = new Date(Date.parse(last) + automation.cooldownMinutes * 60_000).toISOString();
      return settle('skipped', 'cooldown', { until });
    }
  }
  if (!creator) return settle('failed', 'forbidden_now', { reason: 'creator_deleted' });
  if (!isStaff(creator))
    return settle('failed', 'forbidden_now', { reason: 'creator_role', role: creator.role });

  // Recorded as failed until the actions end: a process that dies while acting leaves a true record.
  const id = newId(facts.now);
  const running: RunDetail = { code: 'action_failed', actions: [], params: { reason: 'interrupted' } };
  if (!(await deps.runs.insertRun({ id, ...base, result: 'failed', detail: JSON.stringify(running) })))
    return false;
  const actor = { id: creator.id, role: creator.role };
  const { code, outcomes } = await runActions(deps.sinks, automation.actions, {
    actor,
    automationId: automation.id,
    name: automation.name,
    at: base.at,
    trigger: firing.facts,
  });
  const result: AutomationResult = code === 'ok' ? 'ok' : 'failed';
  await deps.runs.finishRun(id, result, JSON.stringify({ code, actions: outcomes } satisfies RunDetail));
  await audit(result, code);
  if (result === 'failed') await tellCreator(result, code);
  return true;
}
