import { isDeviceFunction } from '@canopy/shared/device-commands';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import type {
  AutomationAction,
  AutomationCondition,
  AutomationInput,
  AutomationMetric,
  AutomationTrigger,
  TimeBlock,
} from '@canopy/shared/schemas/automations';
import type { RunActionOutcome, RunDetail, RunTriggerFacts } from './automation-run.types.ts';
import { AUTOMATION_TEXTS, fill, type AutomationTexts } from './automation-texts.ts';

/** The names an automation's words use, each by id; an id missing here is shown as itself. */
export interface AutomationNames {
  devices: ReadonlyMap<string, string>;
  rooms: ReadonlyMap<string, string>;
  profiles: ReadonlyMap<string, string>;
  templates: ReadonlyMap<string, { name: string; steps: ReadonlyMap<string, string> }>;
  webhooks: ReadonlyMap<string, string>;
  users: ReadonlyMap<string, string>;
}

/** What one language writes with: its words, and numbers, lists and weekdays in its locale. */
interface Writer {
  texts: AutomationTexts;
  number(value: number): string;
  and(items: readonly string[]): string;
  minutes(count: number): string;
  weekday(day: number): string;
  /** `text` with its first letter a capital, as a sentence starts. */
  capital(text: string): string;
  /**
   * Right-to-left only: a value in a first-strong isolate, so "24 °C" keeps its order inside Hebrew (the
   * digits would otherwise pull the unit's sign to their other side), as the notifications do.
   */
  isolate(text: string): string;
}

const writers = new Map<Language, Writer>();

function writerOf(language: Language): Writer {
  const kept = writers.get(language);
  if (kept) return kept;
  const { locale, dir } = LANGUAGE_INFO[language];
  const texts = AUTOMATION_TEXTS[language];
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const plurals = new Intl.PluralRules(locale);
  const weekdays = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const writer: Writer = {
    texts,
    number: (value) => numbers.format(value),
    and: (items) => list.format(items),
    minutes: (count) =>
      fill(texts.minutes[plurals.select(count)] ?? texts.minutes.other, { count: numbers.format(count) }),
    // 2023-01-01 was a Sunday: day 0 of the schema's week.
    weekday: (day) => weekdays.format(Date.UTC(2023, 0, 1 + day)),
    capital: (text) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1),
    isolate: (text) => (dir === 'rtl' ? `\u2068${text}\u2069` : text),
  };
  writers.set(language, writer);
  return writer;
}

const nameIn = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? id;

function value(w: Writer, metric: AutomationMetric, amount: number): string {
  const unit = w.texts.units[metric];
  return w.isolate(unit === 'pH' ? `${unit} ${w.number(amount)}` : `${w.number(amount)} ${unit}`);
}

function block(w: Writer, b: TimeBlock): string {
  const days = [...new Set(b.days)].sort((x, y) => x - y);
  const dayWords = days.length === 7 ? w.texts.everyDay : days.map((d) => w.weekday(d)).join(', ');
  return fill(w.texts.triggers.block, { days: dayWords, from: b.from, to: b.to });
}

function describeTrigger(w: Writer, trigger: AutomationTrigger, names: AutomationNames): string {
  const words = w.texts.triggers;
  switch (trigger.type) {
    case 'metric': {
      const subject =
        trigger.deviceId !== undefined
          ? nameIn(names.devices, trigger.deviceId)
          : nameIn(names.rooms, trigger.roomId ?? '');
      const values = {
        subject,
        op: w.texts.ops[trigger.op],
        value: value(w, trigger.metric, trigger.value),
        minutes: w.minutes(trigger.forMinutes),
      };
      return fill(trigger.forMinutes > 0 ? words.metricFor : words.metric, values);
    }
    case 'time':
      return w.capital(fill(words.time, { blocks: w.and(trigger.blocks.map((b) => block(w, b))) }));
    case 'lights': {
      const values = {
        device: nameIn(names.devices, trigger.deviceId),
        minutes: w.minutes(trigger.offsetMinutes),
      };
      return fill(
        trigger.offsetMinutes > 0 ? words.lightsAfter[trigger.edge] : words.lights[trigger.edge],
        values,
      );
    }
    case 'stage': {
      const values = {
        stage: w.texts.stages[trigger.stage],
        room: nameIn(names.rooms, trigger.roomId),
        day: trigger.day ?? '',
      };
      return fill(trigger.day !== undefined ? words.stageDay : words.stage, values);
    }
    case 'alert':
      return fill(words.alert, { severity: w.texts.severities[trigger.minSeverity] });
  }
}

function describeCondition(w: Writer, condition: AutomationCondition, names: AutomationNames): string {
  const words = w.texts.conditions;
  switch (condition.type) {
    case 'time':
      return fill(words.time, { from: condition.from, to: condition.to });
    case 'phase':
      return fill(words.phase[condition.phase], { device: nameIn(names.devices, condition.deviceId) });
    case 'online':
      return fill(words.online, { device: nameIn(names.devices, condition.deviceId) });
    case 'stage':
      return fill(words.stage, {
        room: nameIn(names.rooms, condition.roomId),
        stage: w.texts.stages[condition.stage],
      });
  }
}

function describeActionIn(w: Writer, action: AutomationAction, names: AutomationNames): string {
  const words = w.texts.actions;
  switch (action.type) {
    case 'command': {
      const device = nameIn(names.devices, action.deviceId);
      if (action.functionName === 'toggleSocket') {
        const [socket = '', state = ''] = action.arg.split(',').map((part) => part.trim());
        if (state === 'on' || state === 'off' || state === 'auto')
          return fill(w.texts.socket[state], { socket, device });
      }
      if (isDeviceFunction(action.functionName) && action.functionName !== 'toggleSocket') {
        const arg = action.arg
          .split(',')
          .map((part) => part.trim())
          .join('–');
        return fill(w.texts.functions[action.functionName], { device, arg });
      }
      return `${action.functionName}(${action.arg}) ${device}`;
    }
    case 'profile':
      return fill(words.profile, {
        profile: nameIn(names.profiles, action.profileId),
        room: nameIn(names.rooms, action.roomId),
      });
    case 'notify': {
      const people = [
        ...(action.userIds ?? []).map((id) => nameIn(names.users, id)),
        ...(action.roles ?? []).map((role) => w.texts.roles[role]),
      ];
      return fill(words.notify, { people: w.and(people) });
    }
    case 'task': {
      const template = names.templates.get(action.templateId);
      return fill(words.task, {
        template: template?.name ?? action.templateId,
        step: template?.steps.get(action.stepId) ?? action.stepId,
      });
    }
    case 'webhook':
      return fill(words.webhook, { webhook: nameIn(names.webhooks, action.webhookId) });
  }
}

type Described = Pick<AutomationInput, 'trigger' | 'conditions' | 'actions'>;

/** The automation as one sentence in `language`: "When Flower Room A is above 29 °C for 10 minutes, …". */
export function describeAutomation(
  automation: Described,
  names: AutomationNames,
  language: Language,
): string {
  const w = writerOf(language);
  const conditions =
    automation.conditions.length > 0
      ? fill(w.texts.conditionsLead, {
          list: w.and(automation.conditions.map((c) => describeCondition(w, c, names))),
        })
      : '';
  return fill(w.texts.sentence, {
    trigger: describeTrigger(w, automation.trigger, names),
    conditions,
    actions: w.and(automation.actions.map((a) => describeActionIn(w, a, names))),
  });
}

/** One action alone in `language` (the preview lists a firing's actions so). */
export function describeAction(action: AutomationAction, names: AutomationNames, language: Language): string {
  return describeActionIn(writerOf(language), action, names);
}

/** What fired a run, from its stored facts and its automation's trigger. */
export function describeRunTrigger(
  facts: RunTriggerFacts,
  trigger: AutomationTrigger,
  names: AutomationNames,
  language: Language,
): string {
  const w = writerOf(language);
  const words = w.texts.facts;
  switch (facts.type) {
    case 'metric': {
      if (trigger.type !== 'metric' || facts.observed === undefined)
        return describeTrigger(w, trigger, names);
      const values = {
        metric: w.texts.metrics[trigger.metric],
        value: value(w, trigger.metric, facts.observed),
        device: facts.deviceId !== undefined ? nameIn(names.devices, facts.deviceId) : '',
      };
      return fill(facts.deviceId !== undefined ? words.metricAt : words.metric, values);
    }
    case 'time':
      return fill(words.time, { from: facts.blockFrom ?? '', to: facts.blockTo ?? '' });
    case 'lights':
      return words.lights[facts.edge ?? (trigger.type === 'lights' ? trigger.edge : 'on')];
    case 'stage': {
      const stage = facts.stage ?? (trigger.type === 'stage' ? trigger.stage : undefined);
      const values = { stage: stage ? w.texts.stages[stage] : '', day: facts.day ?? '' };
      return fill(facts.day !== undefined ? words.stageDay : words.stage, values);
    }
    case 'alert':
      return fill(words.alert, { severity: facts.severity ? w.texts.severities[facts.severity] : '' });
  }
}

function outcome(w: Writer, action: RunActionOutcome): string {
  const name = w.texts.actionTypes[action.type];
  return action.ok
    ? fill(w.texts.actionOk, { action: name })
    : fill(w.texts.actionFailed, { action: name, error: action.error ?? '?' });
}

/** How a run ended: its code's sentence, then each action's outcome in order. */
export function describeRunDetail(detail: RunDetail, language: Language): string {
  const w = writerOf(language);
  const head = w.texts.outcomes[detail.code];
  if (detail.actions.length === 0) return head;
  return `${head}: ${w.and(detail.actions.map((action) => outcome(w, action)))}`;
}
