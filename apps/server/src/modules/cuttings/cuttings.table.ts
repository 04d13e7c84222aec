import type { CuttingLogEvent } from '@canopy/shared/schemas/cuttings';
import type { Generated } from 'kysely';
import type { TrashColumns } from '../trash/trash-columns.ts';

export interface CuttingsTable extends TrashColumns {
  id: string;
  short_id: string;
  /** The internal number people write on the pot; unique. */
  code: string;
  name: string;
  strain_id: string;
  /** Free text: the product defines no status values or transitions for cuttings. */
  status: string;
  location: string;
  /** JSON text: ordered `[{publicId, isMain}]`, exactly one main while any image exists. */
  images: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The strain this cutting went to the trash with; restoring that strain brings it back. */
  deleted_with: string | null;
  /** 1 for a mother plant clones are taken from; 0 unless set. */
  is_mother: Generated<number>;
  /** The cutting this one was taken from; no foreign key (a restore may bring the clone first). */
  mother_id: string | null;
  retired_at: string | null;
}

/** The gallery: `position` is the 0-based index the photo calls address. */
export interface CuttingPhotosTable {
  id: string;
  cutting_id: string;
  position: number;
  public_id: string;
  name: string;
  description: string;
  author_id: string | null;
  /** Kept as written, so the photo still names its author after the account is gone. */
  author_name: string;
  created_at: string;
}

export interface CuttingDiaryEntriesTable {
  id: string;
  cutting_id: string;
  note: string;
  /** JSON text: ordered publicIds of the entry's images. */
  image_public_ids: string;
  author_id: string | null;
  author_name: string;
  created_at: string;
  updated_at: string;
}

export interface CuttingLogEntriesTable {
  id: string;
  cutting_id: string;
  event: CuttingLogEvent;
  notes: string;
  photo_public_id: string | null;
  author_id: string | null;
  author_name: string;
  created_at: string;
}
