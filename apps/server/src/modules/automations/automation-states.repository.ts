import type { AutomationResult } from '@canopy/shared/schemas/automations';
import { sql, type Kysely, type Selectable } from 'kysely';
import { markForPostgres } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';
import type { TriggerState } from './engine/engine.types.ts';
import { AUTOMATIONS_VERSION_KEY } from './automations.repository.ts';
import type { AutomationStatesTable, AutomationsTable } from './automations.table.ts';

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
 * The app_state key counting the engine's state writes: an engine keeps the states between evaluations and
 * reads them again only when it moved by other writers than itself (another instance's engine).
 */
export const STATES_VERSION_KEY = 'automation-states.version';

/** The versions an engine checks before each evaluation; null before their first write. */
export interface EngineVersions {
  automations: string | null;
  states: number;
}

type StateRow = Pick<
  Selectable<AutomationStatesTable>,
  'automation_id' | 'armed' | 'pending_since' | 'memory' | 'last_fired_at'
>;
const sameStateRow = (a: StateRow, b: StateRow) =>
  a.armed === b.armed &&
  a.pending_since === b.pending_since &&
  a.memory === b.memory &&
  a.last_fired_at === b.last_fired_at;

/**
 * The engine's queries: the enabled automations it evaluates, their evaluation states (shared by every
 * instance, so a restart resumes a wait), and their runs, inserted under the unique (automation, run key)
 * before anything acts: only the instance whose insert won acts.
 */
export function createAutomationStatesRepository(db: Kysely<Database>) {
  // Compiled once: the engine runs these every 15 s, and building a query each time cost more than SQLite.
  const compile = <T extends { sql: string }>(build: () => T): (() => T) => {
    let compiled: T | undefined;
    return () => {
      if (!compiled) {
        compiled = build();
        markForPostgres(compiled.sql, { named: true, textRows: false });
      }
      return compiled;
    };
  };
  const versionsQuery = compile(() =>
    db
      .selectFrom('app_state')
      .select(['key', 'value'])
      .where('key', 'in', [AUTOMATIONS_VERSION_KEY, STATES_VERSION_KEY])
      .compile(),
  );
  const enabledQuery = compile(() =>
    db
      .selectFrom('automations')
      .select(['id', 'name', 'trigger', 'conditions', 'actions', 'cooldown_minutes', 'created_by_id'])
      .where('enabled', '=', 1)
      .orderBy('id')
      .compile(),
  );
  const statesQuery = compile(() =>
    db
      .selectFrom('automation_states')
      .select(['automation_id', 'armed', 'pending_since', 'memory', 'last_fired_at'])
      .compile(),
  );

  // The states of the last read, reused while their row is unchanged (most are, from one read to the next);
  // their readers never change them.
  let lastStates = new Map<string, { row: StateRow; state: StoredState }>();

  return {
    /** The automations' version (automations.repository.ts) and the states' count of writes. */
    async versions(): Promise<EngineVersions> {
      const { rows } = await db.executeQuery(versionsQuery());
      const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
      return { automations: value(AUTOMATIONS_VERSION_KEY), states: Number(value(STATES_VERSION_KEY) ?? 0) };
    },

    /** Every enabled automation, the columns the engine reads, by id. */
    async enabledAutomations(): Promise<EngineRow[]> {
      const { rows } = await db.executeQuery(enabledQuery());
      return rows;
    },

    /**
     * Every stored evaluation state by automation id. Read on each evaluation: another instance's engine
     * writes them too (a takeover resumes its waits), and nothing cheaper tells its writes apart.
     */
    async states(): Promise<Map<string, StoredState>> {
      const { rows } = await db.executeQuery(statesQuery());
      const states = new Map<string, StoredState>();
      const next = new Map<string, { row: StateRow; state: StoredState }>();
      for (const row of rows) {
        const known = lastStates.get(row.automation_id);
        const state =
          known && sameStateRow(known.row, row)
            ? known.state
            : {
                armed: row.armed !== 0,
                pendingSince: row.pending_since === null ? null : Date.parse(row.pending_since),
                memory: parseMemory(row.memory),
                lastFiredAt: row.last_fired_at,
              };
        states.set(row.automation_id, state);
        next.set(row.automation_id, { row, state });
      }
      lastStates = next;
      return states;
    },

    /**
     * Stores the state and counts the write, in one transaction (so no reader sees the one without the
     * other): answers the states' version it moved to.
     */
    async saveState(automationId: string, state: StoredState, updatedAt: string): Promise<number> {
      const values = {
        armed: state.armed ? 1 : 0,
        pending_since: state.pendingSince === null ? null : new Date(state.pendingSince).toISOString(),
        memory: JSON.stringify(state.memory),
        last_fired_at: state.lastFiredAt,
        updated_at: updatedAt,
      };
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('automation_states')
          .values({ automation_id: automationId, ...values })
          .onConflict((oc) => oc.column('automation_id').doUpdateSet(values))
          .execute();
        const counted = await trx
          .insertInto('app_state')
          .values({ key: STATES_VERSION_KEY, value: '1' })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              value: sql<string>`cast(cast(app_state.value as integer) + 1 as text)`,
            }),
          )
          .returning('value')
          .executeTakeFirstOrThrow();
        return Number(counted.value);
      });
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
