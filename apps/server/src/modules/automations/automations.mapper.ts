import type { Language } from '@canopy/shared/languages';
import type { Automation, AutomationRun } from '@canopy/shared/schemas/automations';
import type { RunDetail, RunTriggerFacts } from './automation-run.types.ts';
import {
  describeAutomation,
  describeRunDetail,
  describeRunTrigger,
  type AutomationNames,
} from './automation-summary.ts';
import type { AutomationRunRow, AutomationStateRow, StoredAutomation } from './automations.repository.ts';

/** Where the trigger stands, from its state row (none yet: idle). */
export function stateOf(row: AutomationStateRow | undefined): Automation['state'] {
  if (!row) return { status: 'idle', since: null };
  if (Number(row.armed) === 0) return { status: 'fired', since: row.last_fired_at };
  if (row.pending_since !== null) return { status: 'waiting', since: row.pending_since };
  return { status: 'idle', since: null };
}

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** A stored run in the reader's language: what fired it and how it ended, from the facts it keeps. */
export function toAutomationRun(
  row: AutomationRunRow,
  automation: StoredAutomation,
  names: AutomationNames,
  language: Language,
): AutomationRun {
  const facts = parsed<RunTriggerFacts>(row.trigger, { type: automation.trigger.type });
  const detail = parsed<RunDetail>(row.detail, { code: 'ok', actions: [] });
  return {
    at: row.at,
    trigger: describeRunTrigger(facts, automation.trigger, names, language),
    result: row.result,
    detail: describeRunDetail({ ...detail, actions: detail.actions ?? [] }, language),
  };
}

export interface AutomationContext {
  names: AutomationNames;
  language: Language;
  creatorEmails: ReadonlyMap<string, string>;
  lastRun: AutomationRunRow | undefined;
  state: AutomationStateRow | undefined;
}

export function toAutomation(automation: StoredAutomation, context: AutomationContext): Automation {
  const { names, language, creatorEmails, lastRun } = context;
  const creator = automation.createdById;
  return {
    _id: automation.id,
    name: automation.name,
    enabled: automation.enabled,
    trigger: automation.trigger,
    conditions: automation.conditions,
    actions: automation.actions,
    cooldownMinutes: automation.cooldownMinutes,
    summary: describeAutomation(automation, names, language),
    createdBy: creator === null ? null : { _id: creator, email: creatorEmails.get(creator) ?? '' },
    createdAt: automation.createdAt,
    updatedAt: automation.updatedAt,
    lastRun: lastRun ? toAutomationRun(lastRun, automation, names, language) : null,
    state: stateOf(context.state),
  };
}
