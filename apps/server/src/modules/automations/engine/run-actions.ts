import type { Actor } from '@canopy/shared/permissions';
import type { AutomationAction } from '@canopy/shared/schemas/automations';
import { AppError } from '../../../lib/app-error.ts';
import type { RunActionOutcome, RunOutcomeCode, RunTriggerFacts } from '../automation-run.types.ts';
import type { ActionSinks } from './action-sinks.ts';

/** A device call's failure in run terms: offline or timed out, refused, or no longer allowed. */
function codeOfError(error: unknown): RunOutcomeCode {
  if (!(error instanceof AppError)) return 'action_failed';
  if (['devices.offline', 'devices.cloud_timeout'].includes(error.code)) return 'device_offline';
  if (error.code === 'auth.forbidden') return 'forbidden_now';
  if (error.code.endsWith('.not_found')) return 'unknown_target';
  return 'action_failed';
}

interface ActionContext {
  actor: Actor;
  automationId: string;
  name: string;
  at: string;
  trigger: RunTriggerFacts;
}

async function runOne(sinks: ActionSinks, action: AutomationAction, ctx: ActionContext): Promise<void> {
  switch (action.type) {
    case 'command': {
      const answer = await sinks.callFunction(ctx.actor, action.deviceId, action.functionName, action.arg);
      if (answer.return_value !== 1)
        throw new RefusedError(answer.error ?? `return_value ${answer.return_value}`);
      return;
    }
    case 'profile':
      await sinks.applyProfile(ctx.actor, action.roomId, action.profileId);
      return;
    case 'notify': {
      const people = new Set([
        ...(action.userIds ?? []),
        ...(await sinks.usersWithRoles(action.roles ?? [])),
      ]);
      const notice = {
        automationId: ctx.automationId,
        name: ctx.name,
        at: ctx.at,
        result: 'ok' as const,
        code: 'ok' as const,
        trigger: ctx.trigger,
      };
      await sinks.notify([...people], notice);
      return;
    }
    case 'task':
      await sinks.createTask(ctx.actor, action.templateId, action.stepId, {
        automationId: ctx.automationId,
        name: ctx.name,
      });
      return;
    case 'webhook':
      await sinks.deliverWebhook(action.webhookId, {
        event: 'automation.fired',
        automationId: ctx.automationId,
        name: ctx.name,
        at: ctx.at,
        trigger: ctx.trigger,
      });
      return;
  }
}

/** A device that answered but did not do it (`return_value` other than 1). */
class RefusedError extends Error {}

/**
 * Runs the actions in order as the creator (their role now), each on its own: one failing does not keep
 * the next from running (a notification still goes out when a socket did not switch). The run's code is
 * the first failure's, or `ok`.
 */
export async function runActions(
  sinks: ActionSinks,
  actions: readonly AutomationAction[],
  ctx: ActionContext,
): Promise<{ code: RunOutcomeCode; outcomes: RunActionOutcome[] }> {
  const outcomes: RunActionOutcome[] = [];
  let code: RunOutcomeCode = 'ok';
  for (const action of actions) {
    try {
      await runOne(sinks, action, ctx);
      outcomes.push({ type: action.type, ok: true });
    } catch (error) {
      const failed: RunOutcomeCode = error instanceof RefusedError ? 'device_refused' : codeOfError(error);
      if (code === 'ok') code = failed;
      const message =
        error instanceof AppError ? error.code : error instanceof Error ? error.message : 'failed';
      outcomes.push({ type: action.type, ok: false, error: message });
    }
  }
  return { code, outcomes };
}
