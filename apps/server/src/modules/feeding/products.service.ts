import { canManageProducts, type Actor } from '@canopy/shared/permissions';
import type { Product, listProductsQuerySchema, productBodySchema } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Port } from '../../lib/port.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { productNotFound } from './feeding.errors.ts';
import { toProduct } from './feeding.mapper.ts';
import { createProductsRepository, type ProductRow } from './products.repository.ts';

export type ProductInput = z.output<typeof productBodySchema>;
export type ProductsQuery = z.output<typeof listProductsQuerySchema>;

/** What the audit log records of a product, named as the API names them. */
const AUDITED_FIELDS = [
  'name',
  'kind',
  'activeIngredient',
  'reEntryHours',
  'preHarvestDays',
  'notes',
  'archived',
] as const;
const audited = (row: ProductRow) => {
  const { archivedAt, ...product } = toProduct(row);
  return { ...product, archived: archivedAt !== null };
};

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name) || (a._id < b._id ? -1 : 1);

/**
 * Whether a treatment names a product: the protection module keeps treatments, and is made after this one
 * (it checks a treatment's product here), so it answers through a port bound in compose/crop.ts.
 */
export interface TreatedProducts {
  usesProduct(productId: string): Promise<boolean>;
}

export interface ProductsDeps {
  db: Kysely<Database>;
  clock: Clock;
  treatedProducts: Port<TreatedProducts>;
}

/**
 * Products staff keep (DESIGN section 25). Names need not be unique. A product that a recipe, feed or
 * treatment names is never deleted, only archived: the history keeps its name, new entries cannot pick it.
 */
export function createProductsService({ db, clock, treatedProducts }: ProductsDeps) {
  const products = createProductsRepository(db);

  function assertCanManage(actor: Actor) {
    if (!canManageProducts(actor)) throw forbidden();
  }

  async function findOrThrow(id: string): Promise<ProductRow> {
    const row = await products.findById(id);
    if (!row) throw productNotFound();
    return row;
  }

  /** The row a body makes of a product as it was (`before`), archived since it was unless unarchived. */
  const fieldsOf = (body: ProductInput, before: ProductRow | null, now: string) => ({
    name: body.name,
    kind: body.kind,
    active_ingredient: body.activeIngredient,
    re_entry_hours: body.reEntryHours,
    pre_harvest_days: body.preHarvestDays,
    notes: body.notes,
    archived_at: body.archived ? (before?.archived_at ?? now) : null,
    updated_at: now,
  });

  return {
    /** Sorted by name in application code: the databases' collations differ. */
    async list(query: ProductsQuery): Promise<Product[]> {
      const rows = await products.list({ kind: query.kind, archived: query.archived === 'true' });
      return rows.map(toProduct).sort(byName);
    },

    /** These products by id, archived ones too: what treatments name (the protection module). */
    async byIds(ids: readonly string[]): Promise<Map<string, Product>> {
      return new Map((await products.findMany([...new Set(ids)])).map((row) => [row.id, toProduct(row)]));
    },

    async create(actor: Actor, body: ProductInput): Promise<Product> {
      assertCanManage(actor);
      const at = clock.now();
      const now = at.toISOString();
      const row: ProductRow = { id: newId(at.getTime()), ...fieldsOf(body, null, now), created_at: now };
      await db.transaction().execute(async (trx) => {
        await createProductsRepository(trx).insert(row);
        await recordAudit(trx, {
          at,
          actor,
          action: 'create',
          entity: 'product',
          entityId: row.id,
          summary: `Product ${quoted(row.name)} created`,
          event: 'created',
          values: { label: row.name },
          changes: diffChanges(null, audited(row), AUDITED_FIELDS),
        });
      });
      return toProduct(row);
    },

    async update(actor: Actor, id: string, body: ProductInput): Promise<Product> {
      assertCanManage(actor);
      const before = await findOrThrow(id);
      const at = clock.now();
      const fields = fieldsOf(body, before, at.toISOString());
      const after: ProductRow = { ...before, ...fields };
      const changes = diffChanges(audited(before), audited(after), AUDITED_FIELDS);
      await db.transaction().execute(async (trx) => {
        await createProductsRepository(trx).update(id, fields);
        if (Object.keys(changes).length === 0) return;
        await recordAudit(trx, {
          at,
          actor,
          action: 'update',
          entity: 'product',
          entityId: id,
          summary: `Product ${quoted(after.name)} changed`,
          event: 'changed',
          values: { label: after.name, fields: Object.keys(changes) },
          changes,
        });
      });
      return toProduct(after);
    },

    /** Deleted when nothing names it; otherwise archived, so what named it keeps its name. */
    async delete(actor: Actor, id: string): Promise<void> {
      assertCanManage(actor);
      const before = await findOrThrow(id);
      // Read before the transaction: on SQLite nothing else may be read while it holds the database.
      const treated = await treatedProducts.get().usesProduct(id);
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        const repo = createProductsRepository(trx);
        if (treated || (await repo.inUse(id))) {
          const after = { ...before, archived_at: before.archived_at ?? at.toISOString() };
          await repo.update(id, { archived_at: after.archived_at, updated_at: at.toISOString() });
          await recordAudit(trx, {
            at,
            actor,
            action: 'update',
            entity: 'product',
            entityId: id,
            summary: `Product ${quoted(before.name)} archived: recipes, feeds or treatments name it`,
            event: 'archived',
            values: { label: before.name },
            changes: diffChanges(audited(before), audited(after), AUDITED_FIELDS),
          });
          return;
        }
        await repo.delete(id);
        await recordAudit(trx, {
          at,
          actor,
          action: 'delete',
          entity: 'product',
          entityId: id,
          summary: `Product ${quoted(before.name)} deleted`,
          event: 'deleted',
          values: { label: before.name },
          changes: diffChanges(audited(before), null, AUDITED_FIELDS),
        });
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
