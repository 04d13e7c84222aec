import type { TrashColumns } from '../trash/trash-columns.ts';

export interface StrainsTable extends TrashColumns {
  id: string;
  short_id: string;
  name: string;
  slug: string;
  genetics: string;
  description: string;
  /** JSON text: ordered `[{publicId, isMain}]`, exactly one main while any image exists. */
  images: string;
  created_at: string;
  updated_at: string;
}

export interface StrainDiaryEntriesTable {
  id: string;
  strain_id: string;
  note: string;
  /** JSON text: ordered publicIds of private photos. */
  photo_public_ids: string;
  author_id: string | null;
  /** Kept as written, so the entry still names its author after the account is gone. */
  author_name: string;
  created_at: string;
  updated_at: string;
}
