import { canManageProducts, type Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, type AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';

/** A row of a list staff keep: a product or a recipe. */
interface KeptRow {
  id: string;
  name: string;
  archived_at: string | null;
  updated_at: string;
}

/** Its table's reads and writes. `db` may be a transaction. */
interface KeptRepository<Row extends KeptRow> {
  findById(id: string): Promise<Row | undefined>;
  insert(row: Row): Promise<void>;
  update(id: string, changes: Partial<Row> | Pick<KeptRow, 'archived_at' | 'updated_at'>): Promise<void>;
  delete(id: string): Promise<void>;
  /** Whether something of this module's names the row. */
  inUse(id: string): Promise<boolean>;
}

export interface KeptRecordsSpec<Row extends KeptRow, Audited extends object> {
  entity: 'product' | 'recipe';
  /** How audit summaries name one: `Product`. */
  noun: string;
  /** What may name one, said when it is archived instead of deleted: `feeds`. */
  namedBy: string;
  repository(db: Kysely<Database>): KeptRepository<Row>;
  notFound(): AppError;
  /** What the audit log records of a row, named as the API names them. */
  audited(row: Row): Audited;
  fields: readonly (keyof Audited & string)[];
}

/**
 * The writes of a list staff keep (products and recipes, DESIGN section 25), each in one transaction with
 * its audit entry in the caller's name. One that something names is never deleted, only archived: the
 * history keeps its name, new entries cannot pick it.
 */
export function createKeptRecords<Row extends KeptRow, Audited extends object>(
  { db, clock }: { db: Kysely<Database>; clock: Clock },
  spec: KeptRecordsSpec<Row, Audited>,
) {
  const changesOf = (before: Row | null, after: Row | null) =>
    diffChanges(before && spec.audited(before), after && spec.audited(after), spec.fields);

  /** A write's audit entry of `row` in `actor`'s name, its summary `Product "CalMag" <done>`. */
  const audit = (
    trx: Kysely<Database>,
    { at, actor }: { at: Date; actor: Actor },
    row: Row,
    done: string,
    entry: Pick<AuditEntryInput, 'action' | 'event' | 'changes' | 'values'>,
  ) =>
    recordAudit(trx, {
      ...entry,
      at,
      actor,
      entity: spec.entity,
      entityId: row.id,
      summary: `${spec.noun} ${quoted(row.name)} ${done}`,
      values: { label: row.name, ...entry.values },
    });

  function assertCanManage(actor: Actor) {
    if (!canManageProducts(actor)) throw forbidden();
  }

  /** The row, or the kind's 404, for a change by someone who may make it (403 otherwise). */
  async function existing(actor: Actor, id: string): Promise<Row> {
    assertCanManage(actor);
    const row = await spec.repository(db).findById(id);
    if (!row) throw spec.notFound();
    return row;
  }

  return {
    assertCanManage,
    existing,

    /** Stores `row`, made at `at` by `actor`. */
    async create(actor: Actor, at: Date, row: Row): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await spec.repository(trx).insert(row);
        const changes = changesOf(null, row);
        await audit(trx, { at, actor }, row, 'created', { action: 'create', event: 'created', changes });
      });
    },

    /** Sets `fields` on `before` (audited when anything changed) and answers the row as it now is. */
    async update(actor: Actor, at: Date, before: Row, fields: Partial<Row>): Promise<Row> {
      const after: Row = { ...before, ...fields };
      const changes = changesOf(before, after);
      await db.transaction().execute(async (trx) => {
        await spec.repository(trx).update(before.id, fields);
        if (Object.keys(changes).length === 0) return;
        const values = { fields: Object.keys(changes) };
        await audit(trx, { at, actor }, after, 'changed', {
          action: 'update',
          event: 'changed',
          values,
          changes,
        });
      });
      return after;
    },

    /**
     * Deletes `before`, or archives it when this module's rows name it or `namedElsewhere` (what another
     * module answered, read before: on SQLite nothing else is read during a transaction).
     */
    async remove(actor: Actor, before: Row, namedElsewhere = false): Promise<void> {
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        const repo = spec.repository(trx);
        if (namedElsewhere || (await repo.inUse(before.id))) {
          const after: Row = { ...before, archived_at: before.archived_at ?? at.toISOString() };
          await repo.update(before.id, { archived_at: after.archived_at, updated_at: at.toISOString() });
          await audit(trx, { at, actor }, before, `archived: ${spec.namedBy} name it`, {
            action: 'update',
            event: 'archived',
            changes: changesOf(before, after),
          });
          return;
        }
        await repo.delete(before.id);
        const changes = changesOf(before, null);
        await audit(trx, { at, actor }, before, 'deleted', { action: 'delete', event: 'deleted', changes });
      });
    },
  };
}
