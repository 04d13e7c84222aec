import type { Database } from '../../db/schema.ts';

type DiaryTableName = 'strain_diary_entries' | 'cutting_diary_entries';

/**
 * Where one parent keeps its diary. The tables were made before the diary was one feature, so their
 * parent and photo columns carry the parent's own names; the names are checked against the schema.
 */
export type DiaryTable = {
  [T in DiaryTableName]: {
    name: T;
    parentColumn: keyof Database[T] & string;
    photosColumn: keyof Database[T] & string;
  };
}[DiaryTableName];

/** A diary entry under the names every parent shares. */
export interface DiaryRecord {
  id: string;
  parentId: string;
  note: string;
  /** Ordered, without repeats. */
  photoIds: string[];
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}
