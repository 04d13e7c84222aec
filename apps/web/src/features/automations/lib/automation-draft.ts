import type { Control } from 'react-hook-form';
import {
  AUTOMATION_COOLDOWN_DEFAULT,
  automationBodySchema,
  type AUTOMATION_ACTION_TYPES,
  type AUTOMATION_CONDITION_TYPES,
  type Automation,
  type AutomationAction,
  type AutomationBody,
  type AutomationCondition,
  type AutomationInput,
  type AutomationTrigger,
  type AutomationTriggerType,
} from '@canopy/shared/schemas/automations';

export type AutomationConditionType = (typeof AUTOMATION_CONDITION_TYPES)[number];
export type AutomationActionType = (typeof AUTOMATION_ACTION_TYPES)[number];

/**
 * The form's draft: every kind's fields side by side, so switching a trigger, condition or action's
 * `type` keeps what was typed for another. `bodyOf` picks the chosen kind's fields into the API's body,
 * whose paths are the draft's own (`trigger.value`, `actions.2.deviceId`): a refusal lands on its field.
 */
export interface TriggerDraft {
  type: AutomationTriggerType;
  target: 'device' | 'room';
  deviceId: string;
  roomId: string;
  metric: string;
  op: 'above' | 'below';
  value: number;
  forMinutes: number;
  clear: number;
  blocks: { days: string[]; from: string; to: string }[];
  edge: 'on' | 'off';
  offsetMinutes: number;
  stage: string;
  /** Day of the stage, or NaN (an empty input) for "on entering it". */
  day: number;
  minSeverity: string;
}

export interface ConditionDraft {
  type: AutomationConditionType;
  from: string;
  to: string;
  phase: 'day' | 'night';
  deviceId: string;
  roomId: string;
  stage: string;
}

export interface ActionDraft {
  type: AutomationActionType;
  deviceId: string;
  functionName: string;
  /** The argument's parts (min and max, socket and state), joined with commas into `arg`. */
  args: string[];
  profileId: string;
  roomId: string;
  userIds: string[];
  roles: string[];
  templateId: string;
  stepId: string;
  webhookId: string;
}

/** The form's control: the draft typed, the API's body when checked. */
export type DraftControl = Control<AutomationDraft, unknown, AutomationInput>;

export interface AutomationDraft {
  name: string;
  enabled: boolean;
  trigger: TriggerDraft;
  conditions: ConditionDraft[];
  actions: ActionDraft[];
  cooldownMinutes: number;
}

export const newCondition = (type: AutomationConditionType = 'time'): ConditionDraft => ({
  type,
  from: '',
  to: '',
  phase: 'day',
  deviceId: '',
  roomId: '',
  stage: 'flower',
});

export const newAction = (type: AutomationActionType = 'command'): ActionDraft => ({
  type,
  deviceId: '',
  functionName: 'toggleSocket',
  args: ['', ''],
  profileId: '',
  roomId: '',
  userIds: [],
  roles: [],
  templateId: '',
  stepId: '',
  webhookId: '',
});

const newTrigger = (): TriggerDraft => ({
  type: 'metric',
  target: 'device',
  deviceId: '',
  roomId: '',
  metric: 'temperature',
  op: 'above',
  value: Number.NaN,
  forMinutes: 0,
  clear: 0,
  blocks: [{ days: ['1', '2', '3', '4', '5'], from: '', to: '' }],
  edge: 'on',
  offsetMinutes: 0,
  stage: 'flower',
  day: Number.NaN,
  minSeverity: 'critical',
});

export const newDraft = (): AutomationDraft => ({
  name: '',
  enabled: true,
  trigger: newTrigger(),
  conditions: [],
  actions: [newAction()],
  cooldownMinutes: AUTOMATION_COOLDOWN_DEFAULT,
});

function triggerDraftOf(trigger: AutomationTrigger): TriggerDraft {
  const draft = newTrigger();
  switch (trigger.type) {
    case 'metric':
      return {
        ...draft,
        ...trigger,
        target: trigger.roomId === undefined ? 'device' : 'room',
        deviceId: trigger.deviceId ?? '',
        roomId: trigger.roomId ?? '',
      };
    case 'time':
      return {
        ...draft,
        type: 'time',
        blocks: trigger.blocks.map((b) => ({ ...b, days: b.days.map(String) })),
      };
    case 'stage':
      return { ...draft, ...trigger, day: trigger.day ?? Number.NaN };
    default:
      return { ...draft, ...trigger };
  }
}

const conditionDraftOf = (condition: AutomationCondition): ConditionDraft => ({
  ...newCondition(),
  ...condition,
});

function actionDraftOf(action: AutomationAction): ActionDraft {
  const draft = newAction(action.type);
  switch (action.type) {
    case 'command':
      return { ...draft, ...action, args: action.arg === '' ? [] : action.arg.split(',') };
    case 'notify':
      return { ...draft, userIds: action.userIds ?? [], roles: action.roles ?? [] };
    default:
      return { ...draft, ...action };
  }
}

export const draftOf = (automation: Automation): AutomationDraft => ({
  name: automation.name,
  enabled: automation.enabled,
  trigger: triggerDraftOf(automation.trigger),
  conditions: automation.conditions.map(conditionDraftOf),
  actions: automation.actions.map(actionDraftOf),
  cooldownMinutes: automation.cooldownMinutes,
});

/** Empty argument parts are dropped and the rest joined, the one `arg` string the device takes. */
export const joinArgs = (parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(',');

function triggerOf(t: TriggerDraft): AutomationBody['trigger'] {
  switch (t.type) {
    case 'metric':
      return {
        type: 'metric',
        ...(t.target === 'room' ? { roomId: t.roomId } : { deviceId: t.deviceId }),
        metric: t.metric as never,
        op: t.op,
        value: t.value,
        forMinutes: t.forMinutes,
        clear: t.clear,
      };
    case 'time':
      return { type: 'time', blocks: t.blocks.map((b) => ({ ...b, days: b.days.map(Number) })) };
    case 'lights':
      return { type: 'lights', deviceId: t.deviceId, edge: t.edge, offsetMinutes: t.offsetMinutes };
    case 'stage':
      return {
        type: 'stage',
        roomId: t.roomId,
        stage: t.stage as never,
        ...(Number.isNaN(t.day) ? {} : { day: t.day }),
      };
    case 'alert':
      return { type: 'alert', minSeverity: t.minSeverity as never };
  }
}

function conditionOf(c: ConditionDraft): NonNullable<AutomationBody['conditions']>[number] {
  switch (c.type) {
    case 'time':
      return { type: 'time', from: c.from, to: c.to };
    case 'phase':
      return { type: 'phase', phase: c.phase, deviceId: c.deviceId };
    case 'online':
      return { type: 'online', deviceId: c.deviceId };
    case 'stage':
      return { type: 'stage', roomId: c.roomId, stage: c.stage as never };
  }
}

function actionOf(a: ActionDraft): AutomationBody['actions'][number] {
  switch (a.type) {
    case 'command':
      return { type: 'command', deviceId: a.deviceId, functionName: a.functionName, arg: joinArgs(a.args) };
    case 'profile':
      return { type: 'profile', profileId: a.profileId, roomId: a.roomId };
    case 'notify':
      return {
        type: 'notify',
        ...(a.userIds.length > 0 ? { userIds: a.userIds } : {}),
        ...(a.roles.length > 0 ? { roles: a.roles as never } : {}),
      };
    case 'task':
      return { type: 'task', templateId: a.templateId, stepId: a.stepId };
    case 'webhook':
      return { type: 'webhook', webhookId: a.webhookId };
  }
}

/** The body the API takes, of the chosen kinds' fields only. */
export const bodyOf = (draft: AutomationDraft): AutomationBody => ({
  name: draft.name,
  enabled: draft.enabled,
  trigger: triggerOf(draft.trigger),
  conditions: draft.conditions.map(conditionOf),
  actions: draft.actions.map(actionOf),
  cooldownMinutes: draft.cooldownMinutes,
});

/** The draft as the API would take it, or null while something is missing (no summary to ask for yet). */
export function completeBody(draft: AutomationDraft): AutomationBody | null {
  const parsed = automationBodySchema.safeParse(bodyOf(draft));
  return parsed.success ? bodyOf(draft) : null;
}
