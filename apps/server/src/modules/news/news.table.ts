import type { TrashColumns } from '../trash/trash-columns.ts';

export interface NewsTable extends TrashColumns {
  id: string;
  short_id: string;
  title: string;
  body: string;
  /** JSON text: ordered publicIds of public images; the first is the card's picture. */
  image_public_ids: string;
  author_id: string | null;
  created_at: string;
  updated_at: string;
}
