import type { Person } from '@canopy/shared/schemas/people';
import type { Product, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { FilesService } from '../files/files.service.ts';
import type { ScoutingRow, TreatmentRow } from './protection.repository.ts';

/** What rows are answered with besides their own columns: the names of their rooms and products. */
export interface EntryNames {
  rooms: ReadonlyMap<string, string>;
  products: ReadonlyMap<string, Pick<Product, 'name' | 'activeIngredient'>>;
}

const personOf = (id: string | null, email: string | null): Person | null =>
  id === null ? null : { id, login: email ?? '', displayName: (email ?? '').split('@')[0] ?? '' };

function parseIds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns every row of a room-wide entry has, named as the API names them. */
function entryFields(row: ScoutingRow | TreatmentRow, names: EntryNames) {
  return {
    _id: row.id,
    entryId: row.entry_id,
    roomId: row.room_id,
    roomName: names.rooms.get(row.room_id) ?? '',
    runId: row.run_id,
    groupId: row.group_id,
    plantCount: Number(row.plant_count),
    share: Number(row.share),
    at: row.at,
    note: row.note,
    by: personOf(row.by_id, row.by_email),
    createdAt: row.created_at,
  };
}

/** A scouting row; its photos are private files behind short-lived signed links, as a group's photos. */
export const toScouting = (
  row: ScoutingRow,
  names: EntryNames,
  files: Pick<FilesService, 'urlFor'>,
): Scouting => ({
  ...entryFields(row, names),
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
    ...entryFields(row, names),
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
