import type { Actor } from '@canopy/shared/permissions';
import type { Role } from '@canopy/shared/roles';
import type { AutomationResult } from '@canopy/shared/schemas/automations';
import type { RunOutcomeCode, RunTriggerFacts } from '../automation-run.types.ts';

/** What a person hears of an automation's run: its facts, worded by the notifications in their language. */
export interface AutomationNotice {
  automationId: string;
  name: string;
  /** ISO 8601. */
  at: string;
  result: AutomationResult;
  code: RunOutcomeCode;
  trigger: RunTriggerFacts;
}

/** What an automation's `webhook` action sends to that one webhook. */
export interface AutomationWebhookPayload {
  event: 'automation.fired';
  automationId: string;
  name: string;
  at: string;
  trigger: RunTriggerFacts;
}

/**
 * Where the actions go, each another module's (wired by the composition): the devices' callFunction, the
 * climate profiles' apply, the notification channels, tasks from a template step, and outgoing webhooks.
 * A failure throws (an AppError with its code), or for a device call answers `return_value` other than 1.
 */
export interface ActionSinks {
  /** The creator's account now: their role decides what the run may do; undefined once deleted. */
  userById(id: string): Promise<{ id: string; role: Role } | undefined>;
  /** The ids of the people holding these roles. */
  usersWithRoles(roles: readonly Role[]): Promise<string[]>;
  callFunction(
    actor: Actor,
    deviceId: string,
    functionName: string,
    arg: string,
  ): Promise<{ return_value: number; error: string | null }>;
  applyProfile(actor: Actor, roomId: string, profileId: string): Promise<unknown>;
  /** Queues the notice to these people on their channels (section 14), each in their language. */
  notify(userIds: readonly string[], notice: AutomationNotice): Promise<void>;
  /** Creates the task of one step of an SOP template, linked as the step says, by the actor. */
  createTask(
    actor: Actor,
    templateId: string,
    stepId: string,
    origin: { automationId: string; name: string },
  ): Promise<void>;
  /** Queues a delivery to this one outgoing webhook. */
  deliverWebhook(webhookId: string, payload: AutomationWebhookPayload): Promise<void>;
}
