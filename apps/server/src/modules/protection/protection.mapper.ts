import type { Product, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import { entryFields } from '../feeding/entry-row.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ScoutingRow, TreatmentRow } from './protection.repository.ts';

/** What rows are answered with besides their own columns: the names of their rooms and products. */
export interface EntryNames {
  rooms: ReadonlyMap<string, string>;
  products: ReadonlyMap<string, Pick<Product, 'name' | 'activeIngredient'>>;
}

function parseIds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** A scouting row; its photos are private files behind short-lived signed links, as a group's photos. */
export const toScouting = (
  row: ScoutingRow,
  names: EntryNames,
  files: Pick<FilesService, 'urlFor'>,
): Scouting => ({
  ...entryFields(row, names.rooms),
  pest: row.pest,
  kind: row.kind,
  severity: Number(row.severity),
  where: row.where_found,
  photos: parseIds(row.photos).map((publicId) => ({ publicId, url: files.urlFor(publicId, 'private') })),
  taskId: row.task_id,
});

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

export function toTreatment(row: TreatmentRow, names: EntryNames): Treatment {
  const product = names.products.get(row.product_id);
  return {
    ...entryFields(row, names.rooms),
    productId: row.product_id,
    productName: product?.name ?? '',
    activeIngredient: product?.activeIngredient ?? '',
    dose: Number(row.dose),
    unit: row.unit,
    volume: numberOrNull(row.volume),
    volumeUnit: row.volume_unit,
    litres: numberOrNull(row.litres),
    method: row.method,
    target: row.target,
    applicator: row.applicator,
    reEntryUntil: row.re_entry_until,
    harvestFrom: row.harvest_from,
  };
}
