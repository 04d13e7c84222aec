import { apiRequest } from '../../../lib/api-client';

/** What a deletion came to: the server archives a product or recipe that records name instead of deleting it. */
export type DeleteOutcome = 'deleted' | 'archived';

/**
 * `DELETE` of a product or a recipe (staff) at `path`. Both outcomes answer 204, so the list with the
 * archived ones (`listAll`) says which it was: one still in it was archived.
 */
export async function deleteOrArchive(
  path: string,
  id: string,
  listAll: () => Promise<readonly { _id: string }[]>,
): Promise<DeleteOutcome> {
  await apiRequest(path, { method: 'DELETE' });
  const all = await listAll();
  return all.some((item) => item._id === id) ? 'archived' : 'deleted';
}
