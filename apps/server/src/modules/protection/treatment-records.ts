import { canRecordTreatment, type Actor } from '@canopy/shared/permissions';
import type { Product, Treatment, treatmentBodySchema } from '@canopy/shared/schemas/feeding';
import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { quoted } from '../audit/audit-labels.ts';
import {
  commitRoomEntry,
  entryRows,
  litresByRow,
  roomEntryContext,
  tellRuns,
  type RoomEntryDeps,
} from '../feeding/room-entries.ts';
import { productUnusable, volumeWithoutUnit } from './protection.errors.ts';
import { toTreatment } from './protection.mapper.ts';
import { createProtectionRepository, type TreatmentRow } from './protection.repository.ts';

export type TreatmentInput = z.output<typeof treatmentBodySchema>;

/** The products staff keep (the feeding module): archived ones too, as a treatment names what it used. */
export interface ProductLookup {
  byIds(ids: readonly string[]): Promise<Map<string, Product>>;
}

export interface TreatmentDeps extends RoomEntryDeps {
  products: ProductLookup;
}

const HOUR_MS = 3_600_000;

/**
 * The intervals a treatment with `product` at `at` sets, kept on its rows: a later change of the product's
 * label does not rewrite them. Re-entry is counted in hours from the instant; the pre-harvest interval in
 * days from the treatment's site date, so a harvest is allowed from that many calendar days after it.
 */
export function intervalsOf(
  product: Pick<Product, 'reEntryHours' | 'preHarvestDays'>,
  at: Date,
  timeZone: string,
): { re_entry_until: string | null; harvest_from: string | null } {
  return {
    re_entry_until:
      product.reEntryHours > 0 ? new Date(at.getTime() + product.reEntryHours * HOUR_MS).toISOString() : null,
    harvest_from:
      product.preHarvestDays > 0 ? addDaysToDate(localDate(at, timeZone), product.preHarvestDays) : null,
  };
}

/**
 * A treatment (staff): one row per group growing in the room at `at`, in one transaction with its audit
 * entry, each keeping the intervals its product set then (`re_entry_until`, `harvest_from`). The product
 * must exist and not be archived; a volume and its unit come together.
 */
export function createTreatmentRecords(deps: TreatmentDeps) {
  return async function recordTreatment(
    actor: Actor,
    roomId: string,
    body: TreatmentInput,
  ): Promise<Treatment[]> {
    if (!canRecordTreatment(actor)) throw forbidden();
    if (body.volume != null && body.volumeUnit == null) throw volumeWithoutUnit('volumeUnit');
    if (body.volume == null && body.volumeUnit != null) throw volumeWithoutUnit('volume');
    const context = await roomEntryContext(deps, 'treatment', actor, roomId, body.at);
    const product = (await deps.products.byIds([body.productId])).get(body.productId);
    if (!product || product.archivedAt !== null) throw productUnusable(product !== undefined);
    const intervals = intervalsOf(product, context.at, context.timeZone);
    const litres =
      body.volume != null && body.volumeUnit != null
        ? litresByRow(context, body.volume, body.volumeUnit)
        : [];
    const rows: TreatmentRow[] = entryRows(context, body.note).map((row, index) => ({
      ...row,
      product_id: product._id,
      dose: body.dose,
      unit: body.unit,
      volume: body.volume ?? null,
      volume_unit: body.volumeUnit ?? null,
      litres: litres[index] ?? null,
      method: body.method,
      target: body.target,
      applicator: body.applicator,
      ...intervals,
    }));
    const entryId = rows[0]!.entry_id;
    const { room } = context;
    await commitRoomEntry(deps, context, (trx) => createProtectionRepository(trx).insertTreatments(rows), {
      action: 'update',
      summary: `Room ${quoted(room.name)}: treated with ${quoted(product.name)}`,
      event: 'treated',
      values: { label: room.name, name: product.name },
      changes: {
        [`treatment.${entryId}`]: [
          null,
          {
            productId: product._id,
            dose: body.dose,
            unit: body.unit,
            volume: body.volume ?? null,
            volumeUnit: body.volumeUnit ?? null,
            method: body.method,
            target: body.target,
            applicator: body.applicator,
          },
        ],
        [`treatment.${entryId}.reEntryUntil`]: [null, intervals.re_entry_until],
        [`treatment.${entryId}.harvestFrom`]: [null, intervals.harvest_from],
        [`treatment.${entryId}.groupIds`]: [
          null,
          rows.flatMap((row) => (row.group_id ? [row.group_id] : [])),
        ],
      },
    });
    tellRuns(deps, context);
    const names = { rooms: new Map([[room.id, room.name]]), products: new Map([[product._id, product]]) };
    return rows.map((row) => toTreatment(row, names));
  };
}
