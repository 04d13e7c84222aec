import type { Language } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import type { Automation, AutomationInput, AutomationRun } from '@canopy/shared/schemas/automations';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { labelLine, quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createAutomationNamer, type AutomationSources } from './automation-names.ts';
import { describeAction, describeAutomation } from './automation-summary.ts';
import { validateAutomation, type AutomationLookups } from './automation-validation.ts';
import { automationNotFound } from './automations.errors.ts';
import { toAutomation, toAutomationRun } from './automations.mapper.ts';
import { createAutomationsRepository, type StoredAutomation } from './automations.repository.ts';

export interface AutomationsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  sources: AutomationSources;
  /** The language a user reads the server's words in (their notification settings'). */
  languageOf(userId: string): Promise<Language>;
}

const AUDITED_FIELDS = ['name', 'enabled', 'trigger', 'conditions', 'actions', 'cooldownMinutes'] as const;
const audited = (a: StoredAutomation) => ({
  name: a.name,
  enabled: a.enabled,
  trigger: a.trigger,
  conditions: a.conditions,
  actions: a.actions,
  cooldownMinutes: a.cooldownMinutes,
});

/**
 * Automations' CRUD (DESIGN 24): validated beyond their schema, each answered with its sentence in the
 * language asked for (the page's) or else the reader's, its last run and its trigger's state; every write
 * audited. Saving one enabled with a new trigger (or enabling it) arms its state afresh, so a condition
 * already true counts as one crossing.
 */
export function createAutomationsService(deps: AutomationsServiceDeps) {
  const { db, clock, sources } = deps;
  const repo = createAutomationsRepository(db);
  const namesOf = createAutomationNamer(sources, repo.profileNames);
  const lookups: AutomationLookups = {
    devices: sources.devices,
    roomDevices: sources.rooms.deviceIds,
    profileExists: repo.profileExists,
    templateSteps: async (id) => (await sources.template(id))?.steps.map((step) => step._id),
    webhookExists: async (id) => (await sources.webhookNames()).has(id),
    userExists: async (id) => (await sources.users.findById(id)) !== undefined,
  };

  /** The words' language: the one asked for (the page's), else the reader's own. */
  const wordedIn = (actor: Actor, lang: Language | undefined): Promise<Language> =>
    lang === undefined ? deps.languageOf(actor.id) : Promise.resolve(lang);

  async function present(
    actor: Actor,
    automations: StoredAutomation[],
    lang?: Language,
  ): Promise<Automation[]> {
    const ids = automations.map((a) => a.id);
    const creators = [...new Set(automations.flatMap((a) => (a.createdById ? [a.createdById] : [])))];
    const [names, language, lastRuns, states, emails] = await Promise.all([
      namesOf(automations),
      wordedIn(actor, lang),
      repo.lastRuns(ids),
      repo.statesOf(ids),
      Promise.all(creators.map(async (id) => [id, (await sources.users.findById(id))?.email ?? ''] as const)),
    ]);
    const creatorEmails = new Map(emails);
    return automations.map((automation) =>
      toAutomation(automation, {
        names,
        language,
        creatorEmails,
        lastRun: lastRuns.get(automation.id),
        state: states.get(automation.id),
      }),
    );
  }

  async function existing(id: string): Promise<StoredAutomation> {
    const automation = await repo.find(id);
    if (!automation) throw automationNotFound();
    return automation;
  }

  async function get(actor: Actor, id: string, lang?: Language): Promise<Automation> {
    const [automation] = await present(actor, [await existing(id)], lang);
    return automation!;
  }

  return {
    async list(actor: Actor, lang?: Language): Promise<Automation[]> {
      return present(actor, await repo.list(), lang);
    },

    get,

    async create(actor: Actor, body: AutomationInput): Promise<Automation> {
      await validateAutomation(lookups, actor, body);
      const at = clock.now();
      const now = at.toISOString();
      const automation: StoredAutomation = {
        id: newId(at.getTime()),
        ...body,
        createdById: actor.id,
        createdAt: now,
        updatedAt: now,
      };
      await db.transaction().execute(async (trx) => {
        await repo.insert(trx, automation);
        if (automation.enabled) await repo.resetState(trx, automation.id, now);
        await recordAudit(trx, {
          at,
          actor,
          action: 'create',
          entity: 'automation',
          entityId: automation.id,
          summary: `Automation ${quoted(automation.name)} created`,
          event: 'created',
          values: { label: labelLine(automation.name) },
          changes: diffChanges(null, audited(automation), AUDITED_FIELDS),
        });
      });
      return get(actor, automation.id);
    },

    /** The whole body replaces the automation; its creator stays. */
    async update(actor: Actor, id: string, body: AutomationInput): Promise<Automation> {
      const before = await existing(id);
      await validateAutomation(lookups, actor, body);
      const at = clock.now();
      const now = at.toISOString();
      const after: StoredAutomation = { ...before, ...body, updatedAt: now };
      const changes = diffChanges(audited(before), audited(after), AUDITED_FIELDS);
      const fields = Object.keys(changes);
      // Only switched on or off: worded so; anything else is a change of its fields.
      const toggled = fields.length === 1 && fields[0] === 'enabled';
      const event = toggled ? (after.enabled ? 'enabled' : 'disabled') : 'changed';
      const rearm =
        after.enabled &&
        (!before.enabled || JSON.stringify(before.trigger) !== JSON.stringify(after.trigger));
      await db.transaction().execute(async (trx) => {
        await repo.update(trx, after);
        if (rearm) await repo.resetState(trx, id, now);
        await recordAudit(trx, {
          at,
          actor,
          action: 'update',
          entity: 'automation',
          entityId: id,
          summary: `Automation ${quoted(after.name)} ${toggled ? event : 'changed'}`,
          event,
          values: { label: labelLine(after.name), fields },
          changes,
        });
      });
      return get(actor, id);
    },

    /** Deletes the automation with its runs and state. */
    async delete(actor: Actor, id: string): Promise<void> {
      const automation = await existing(id);
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        await repo.delete(trx, id);
        await recordAudit(trx, {
          at,
          actor,
          action: 'delete',
          entity: 'automation',
          entityId: id,
          summary: `Automation ${quoted(automation.name)} deleted`,
          event: 'deleted',
          values: { label: labelLine(automation.name) },
          changes: diffChanges(audited(automation), null, AUDITED_FIELDS),
        });
      });
    },

    /** The sentence of an unsaved automation, validated as a save would be. */
    async summary(actor: Actor, body: AutomationInput, lang?: Language): Promise<{ summary: string }> {
      await validateAutomation(lookups, actor, body);
      const [names, language] = await Promise.all([namesOf([body]), wordedIn(actor, lang)]);
      return { summary: describeAutomation(body, names, language) };
    },

    /** An automation's runs, newest first, in `lang` or else the reader's language. */
    async runs(
      actor: Actor,
      id: string,
      page: { limit: number; before?: string },
      lang?: Language,
    ): Promise<AutomationRun[]> {
      const automation = await existing(id);
      const [rows, names, language] = await Promise.all([
        repo.runsOf(id, page),
        namesOf([automation]),
        wordedIn(actor, lang),
      ]);
      return rows.map((row) => toAutomationRun(row, automation, names, language));
    },

    /** Each action in `language`, names resolved: the preview's words for a firing (helper of the engine). */
    async describeActions(actions: AutomationInput['actions'], language: Language): Promise<string[]> {
      const names = await namesOf([
        { trigger: { type: 'alert', minSeverity: 'warning' }, conditions: [], actions },
      ]);
      return actions.map((action) => describeAction(action, names, language));
    },
  };
}

export type AutomationsService = ReturnType<typeof createAutomationsService>;
