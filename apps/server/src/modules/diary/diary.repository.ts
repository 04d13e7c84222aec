import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseJsonList } from '../../lib/stored-images.ts';
import type { DiaryRecord, DiaryTable } from './diary.types.ts';

interface StoredRow {
  id: string;
  parent_id: string;
  note: string;
  photo_ids: string;
  author_id: string | null;
  author_name: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: StoredRow): DiaryRecord => ({
  id: row.id,
  parentId: row.parent_id,
  note: row.note,
  photoIds: parseJsonList<string>(row.photo_ids),
  authorId: row.author_id,
  authorName: row.author_name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * The diary queries of any parent. The table and column names come from a `DiaryTable` written in code,
 * never from a request; values are always bound parameters.
 */
export function createDiaryRepository(db: Kysely<Database>, table: DiaryTable) {
  const entries = sql.table(table.name);
  const parent = sql.ref(table.parentColumn);
  const photos = sql.ref(table.photosColumn);
  const columns = sql`id, ${parent} as parent_id, note, ${photos} as photo_ids, author_id, author_name, created_at, updated_at`;

  return {
    /** Newest first. */
    async list(parentId: string): Promise<DiaryRecord[]> {
      const { rows } = await sql<StoredRow>`
        select ${columns} from ${entries} where ${parent} = ${parentId}
        order by created_at desc, id desc`.execute(db);
      return rows.map(toRecord);
    },

    async find(parentId: string, entryId: string): Promise<DiaryRecord | undefined> {
      const { rows } = await sql<StoredRow>`
        select ${columns} from ${entries} where ${parent} = ${parentId} and id = ${entryId}`.execute(db);
      return rows[0] && toRecord(rows[0]);
    },

    async insert(entry: DiaryRecord): Promise<void> {
      await sql`
        insert into ${entries} (id, ${parent}, note, ${photos}, author_id, author_name, created_at, updated_at)
        values (${entry.id}, ${entry.parentId}, ${entry.note}, ${JSON.stringify(entry.photoIds)},
          ${entry.authorId}, ${entry.authorName}, ${entry.createdAt}, ${entry.updatedAt})`.execute(db);
    },

    async update(entry: Pick<DiaryRecord, 'id' | 'note' | 'photoIds' | 'updatedAt'>): Promise<void> {
      await sql`
        update ${entries} set note = ${entry.note}, ${photos} = ${JSON.stringify(entry.photoIds)},
          updated_at = ${entry.updatedAt}
        where id = ${entry.id}`.execute(db);
    },

    async delete(entryId: string): Promise<void> {
      await sql`delete from ${entries} where id = ${entryId}`.execute(db);
    },
  };
}

export type DiaryRepository = ReturnType<typeof createDiaryRepository>;
