import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createFilesRepository } from './files.repository.ts';

/**
 * Records a stored object that is not an uploaded image (a firmware binary) among the files, in the
 * caller's transaction, so it is written with the record that points at it or not at all. It stays private:
 * the files routes never serve it.
 */
export async function recordPrivateFile(
  executor: Kysely<Database>,
  file: {
    publicId: string;
    ownerId: string;
    kind: 'firmware';
    size: number;
    type: string;
    createdAt: string;
  },
): Promise<void> {
  await createFilesRepository(executor).insert({
    public_id: file.publicId,
    owner_id: file.ownerId,
    kind: file.kind,
    size: file.size,
    type: file.type,
    visibility: 'private',
    created_at: file.createdAt,
  });
}
