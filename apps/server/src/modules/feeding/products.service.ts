import type { Actor } from '@canopy/shared/permissions';
import type { Product, listProductsQuerySchema, productBodySchema } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Port } from '../../lib/port.ts';
import { productNotFound } from './feeding.errors.ts';
import { toProduct } from './feeding.mapper.ts';
import { createKeptRecords } from './kept-records.ts';
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
  const records = createKeptRecords<ProductRow, ReturnType<typeof audited>>(
    { db, clock },
    {
      entity: 'product',
      noun: 'Product',
      namedBy: 'recipes, feeds or treatments',
      repository: createProductsRepository,
      notFound: productNotFound,
      audited,
      fields: AUDITED_FIELDS,
    },
  );

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
      records.assertCanManage(actor);
      const at = clock.now();
      const now = at.toISOString();
      const row: ProductRow = { id: newId(at.getTime()), ...fieldsOf(body, null, now), created_at: now };
      await records.create(actor, at, row);
      return toProduct(row);
    },

    async update(actor: Actor, id: string, body: ProductInput): Promise<Product> {
      const before = await records.existing(actor, id);
      const at = clock.now();
      return toProduct(await records.update(actor, at, before, fieldsOf(body, before, at.toISOString())));
    },

    /** Deleted when nothing names it; otherwise archived, so what named it keeps its name. */
    async delete(actor: Actor, id: string): Promise<void> {
      const before = await records.existing(actor, id);
      await records.remove(actor, before, await treatedProducts.get().usesProduct(id));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
