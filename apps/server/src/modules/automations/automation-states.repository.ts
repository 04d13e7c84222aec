import type { AutomationResult } from '@canopy/shared/schemas/automations';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TriggerState } from './engine/engine.types.ts';
import type { AutomationsTable } from './automations.table.ts';

export type AutomationRow = Selectable<AutomationsTable>;

/** A stored state with when the automation last fired (ISO 8601). */
export interface StoredState extends TriggerState {
  lastFiredAt: string | null;
}

export interface NewRun {
  id: string;
  automationId: string;
  runKey: string;
  at: string;
  /** JSON of RunTriggerFacts. */
  trigger: string;
  result: AutomationResult;
  /** JSON of RunDetail. */
  detail: string;
}

const parseMemory = (json: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

/**
 * The engine's queries: the enabled automations it evaluates, their evaluation states (shared by every
 * instance, so a restart resumes a wait), and their runs, inserted under the unique (automation, run key)
 * before anything acts: only the instance whose insert won acts.
 */
export function createAutomationStatesRepository(db: Kysely<Database>) {
  return {
    enabledAutomations(): Promise<AutomationRow[]> {
      return db.selectFrom('automations').selectAll().where('enabled', '=', 1).orderBy('id').execute();
    },

    async states(ids: readonly string[]): Promise<Map<string, StoredState>> {
      const states = new Map<string, StoredState>();
      if (ids.length === 0) return states;
      const rows = await db
        .selectFrom('automation_states')
        .selectAll()
        .where('automation_id', 'in', ids)
        .execute();
      for (const row of rows) {
        states.set(row.automation_id, {
          armed: row.armed !== 0,
          pendingSince: row.pending_since === null ? null : Date.parse(row.pending_since),
          memory: parseMemory(row.memory),
          lastFiredAt: row.last_fired_at,
        });
      }
      return states;
    },

    async saveState(automationId: string, state: StoredState, updatedAt: string): Promise<void> {
      const values = {
        armed: state.armed ? 1 : 0,
        pending_since: state.pendingSince === null ? null : new Date(state.pendingSince).toISOString(),
        memory: JSON.stringify(state.memory),
        last_fired_at: state.lastFiredAt,
        updated_at: updatedAt,
      };
      await db
        .insertInto('automation_states')
        .values({ automation_id: automationId, ...values })
        .onConflict((oc) => oc.column('automation_id').doUpdateSet(values))
        .execute();
    },

    /** Inserts the run unless its key was taken (another instance, an earlier evaluation): true when it won. */
    async insertRun(run: NewRun): Promise<boolean> {
      const result = await db
        .insertInto('automation_runs')
        .values({
          id: run.id,
          automation_id: run.automationId,
          run_key: run.runKey,
          at: run.at,
          trigger: run.trigger,
          result: run.result,
          detail: run.detail,
        })
        .onConflict((oc) => oc.columns(['automation_id', 'run_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async finishRun(id: string, result: AutomationResult, detail: string): Promise<void> {
      await db.updateTable('automation_runs').set({ result, detail }).where('id', '=', id).execute();
    },

    /** The latest `ok` run at or after `sinceIso` of any of these automations (ISO 8601), or null. */
    async lastOkRunAt(automationIds: readonly string[], sinceIso: string): Promise<string | null> {
      if (automationIds.length === 0) return null;
      const row = await db
        .selectFrom('automation_runs')
        .select(({ fn }) => fn.max('at').as('at'))
        .where('automation_id', 'in', automationIds)
        .where('result', '=', 'ok')
        .where('at', '>=', sinceIso)
        .executeTakeFirst();
      return row?.at ?? null;
    },
  };
}

export type AutomationStatesRepository = ReturnType<typeof createAutomationStatesRepository>;
