import {
  automationActionSchema,
  automationConditionSchema,
  automationTriggerSchema,
  type AutomationAction,
  type AutomationCondition,
  type AutomationTrigger,
} from '@canopy/shared/schemas/automations';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AutomationRunsTable, AutomationStatesTable, AutomationsTable } from './automations.table.ts';

export type AutomationRow = Selectable<AutomationsTable>;

/** The app_state key that changes with every write of the automations table (the engine's cheap check). */
export const AUTOMATIONS_VERSION_KEY = 'automations.version';

/**
 * Marks the automations as changed, in the writer's transaction: the engine keeps the parsed automations
 * between evaluations and reads them again only when this value differs from the one it read them under.
 * A random value rather than a count or a time, so two writes in the same instant still differ.
 */
export async function markAutomationsChanged(executor: Kysely<Database>): Promise<void> {
  const value = randomUUID();
  await executor
    .insertInto('app_state')
    .values({ key: AUTOMATIONS_VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
export type AutomationRunRow = Selectable<AutomationRunsTable>;
export type AutomationStateRow = Selectable<AutomationStatesTable>;

/** An automation with its JSON columns read through the shared schemas, as the engine and the API use it. */
export interface StoredAutomation {
  id: string;
  name: string;
  enabled: boolean;
  trigger: AutomationTrigger;
  conditions: AutomationCondition[];
  actions: AutomationAction[];
  cooldownMinutes: number;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The schemas of the JSON array columns: the API's reads and the engine's parse both use them. */
export const conditionsSchema = z.array(automationConditionSchema);
export const actionsSchema = z.array(automationActionSchema);

/** Parses a stored row; the columns were written from the same schemas, so a failure is a corrupt row. */
export function parseAutomation(row: AutomationRow): StoredAutomation {
  return {
    id: row.id,
    name: row.name,
    enabled: Number(row.enabled) === 1,
    trigger: automationTriggerSchema.parse(JSON.parse(row.trigger)),
    conditions: conditionsSchema.parse(JSON.parse(row.conditions)),
    actions: actionsSchema.parse(JSON.parse(row.actions)),
    cooldownMinutes: Number(row.cooldown_minutes),
    createdById: row.created_by_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The row of a parsed automation, JSON columns written from the shared schemas' output. */
export function automationRow(automation: StoredAutomation): AutomationRow {
  return {
    id: automation.id,
    name: automation.name,
    enabled: automation.enabled ? 1 : 0,
    trigger: JSON.stringify(automation.trigger),
    conditions: JSON.stringify(automation.conditions),
    actions: JSON.stringify(automation.actions),
    cooldown_minutes: automation.cooldownMinutes,
    created_by_id: automation.createdById,
    created_at: automation.createdAt,
    updated_at: automation.updatedAt,
  };
}

/**
 * The automations, their runs (read only: the engine writes them) and the reset of an automation's state;
 * `profileExists` is here because climate profiles are this module's table.
 */
export function createAutomationsRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<StoredAutomation[]> {
      const rows = await db.selectFrom('automations').selectAll().orderBy('name').orderBy('id').execute();
      return rows.map(parseAutomation);
    },

    async find(id: string): Promise<StoredAutomation | undefined> {
      const row = await db.selectFrom('automations').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? parseAutomation(row) : undefined;
    },

    async insert(executor: Kysely<Database>, automation: StoredAutomation): Promise<void> {
      await executor.insertInto('automations').values(automationRow(automation)).execute();
      await markAutomationsChanged(executor);
    },

    async update(executor: Kysely<Database>, automation: StoredAutomation): Promise<void> {
      const { id, created_at: _createdAt, created_by_id: _createdBy, ...fields } = automationRow(automation);
      await executor.updateTable('automations').set(fields).where('id', '=', id).execute();
      await markAutomationsChanged(executor);
    },

    /** Deletes the automation with its runs and state (not left to the foreign keys' cascade). */
    async delete(executor: Kysely<Database>, id: string): Promise<void> {
      await executor.deleteFrom('automation_runs').where('automation_id', '=', id).execute();
      await executor.deleteFrom('automation_states').where('automation_id', '=', id).execute();
      await executor.deleteFrom('automations').where('id', '=', id).execute();
      await markAutomationsChanged(executor);
    },

    /**
     * Arms the automation with no wait and no memory: a condition already true when it is saved enabled
     * counts as one crossing. Its last firing stays, so a cooldown still holds.
     */
    async resetState(executor: Kysely<Database>, automationId: string, now: string): Promise<void> {
      await executor
        .insertInto('automation_states')
        .values({
          automation_id: automationId,
          armed: 1,
          pending_since: null,
          memory: '{}',
          last_fired_at: null,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('automation_id')
            .doUpdateSet({ armed: 1, pending_since: null, memory: '{}', updated_at: now }),
        )
        .execute();
    },

    async statesOf(ids: readonly string[]): Promise<Map<string, AutomationStateRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('automation_states')
        .selectAll()
        .where('automation_id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.automation_id, row]));
    },

    /** An automation's runs, newest first; `before` (an instant) pages back. */
    runsOf(automationId: string, page: { limit: number; before?: string }): Promise<AutomationRunRow[]> {
      let query = db.selectFrom('automation_runs').selectAll().where('automation_id', '=', automationId);
      if (page.before !== undefined) query = query.where('at', '<', page.before);
      return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
    },

    /** Each automation's newest run: one query for a whole list. */
    async lastRuns(ids: readonly string[]): Promise<Map<string, AutomationRunRow>> {
      if (ids.length === 0) return new Map();
      const newest = db
        .selectFrom('automation_runs')
        .select((eb) => ['automation_id', eb.fn.max('at').as('at')])
        .where('automation_id', 'in', ids)
        .groupBy('automation_id')
        .as('newest');
      const rows = await db
        .selectFrom('automation_runs as r')
        .innerJoin(newest, (join) =>
          join.onRef('newest.automation_id', '=', 'r.automation_id').onRef('newest.at', '=', 'r.at'),
        )
        .selectAll('r')
        .orderBy('r.id')
        .execute();
      // Two runs at one instant: the later id (UUIDv7, time-ordered) is the newer.
      return new Map(rows.map((row) => [row.automation_id, row]));
    },

    async profileExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('climate_profiles')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async profileNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('climate_profiles')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type AutomationsRepository = ReturnType<typeof createAutomationsRepository>;
