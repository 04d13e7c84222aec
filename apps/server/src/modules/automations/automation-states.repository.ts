import type { AutomationResult } from '@canopy/shared/schemas/automations';
import type { Kysely, Selectable } from 'kysely';
import { markForPostgres } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';
import type { TriggerState } from './engine/engine.types.ts';
import type { AutomationsTable } from './automations.table.ts';

export type AutomationRow = Selectable<AutomationsTable>;
/** What the engine reads of a stored automation. */
export type EngineRow = Pick<
  AutomationRow,
  'id' | 'name' | 'trigger' | 'conditions' | 'actions' | 'cooldown_minutes' | 'created_by_id'
>;

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
  // Compiled once: the engine runs it every 15 s, and building the query each time cost more than SQLite.
  const compileEnabled = () => {
    const compiled = db
      .selectFrom('automations as a')
      .leftJoin('automation_states as s', 's.automation_id', 'a.id')
      .select([
        'a.id',
        'a.name',
        'a.trigger',
        'a.conditions',
        'a.actions',
        'a.cooldown_minutes',
        'a.created_by_id',
        's.armed',
        's.pending_since',
        's.memory',
        's.last_fired_at',
      ])
      .where('a.enabled', '=', 1)
      .orderBy('a.id')
      .compile();
    markForPostgres(compiled.sql, { named: true, textRows: false });
    return compiled;
  };
  let enabledQuery: ReturnType<typeof compileEnabled> | undefined;

  return {
    /**
     * Every enabled automation (the columns the engine reads) with its stored state (null before it has
     * one), in one query: the engine reads them on each evaluation, so no list of ids is bound.
     */
    async enabledWithStates(): Promise<{ automation: EngineRow; state: StoredState | null }[]> {
      enabledQuery ??= compileEnabled();
      const { rows } = await db.executeQuery(enabledQuery);
      return rows.map((row) => ({
        automation: {
          id: row.id,
          name: row.name,
          trigger: row.trigger,
          conditions: row.conditions,
          actions: row.actions,
          cooldown_minutes: row.cooldown_minutes,
          created_by_id: row.created_by_id,
        },
        state:
          row.armed === null || row.memory === null
            ? null
            : {
                armed: row.armed !== 0,
                pendingSince: row.pending_since === null ? null : Date.parse(row.pending_since),
                memory: parseMemory(row.memory),
                lastFiredAt: row.last_fired_at,
              },
      }));
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
