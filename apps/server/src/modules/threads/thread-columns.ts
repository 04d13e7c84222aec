import type { Person } from '@canopy/shared/schemas/people';
import { newId, newShortId } from '../../lib/ids.ts';

/** The columns every thread kind's table has (`bugs`, `tasks`): an author, a status, a description. */
export interface ThreadColumns {
  id: string;
  short_id: string;
  description: string;
  /** Free text in storage: a status written by a newer version stays readable. */
  status: string;
  created_by_id: string;
  created_by_login: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

/** A new thread item's common columns, written by `author` at `at`; its kind fills in the rest. */
export function newThreadColumns(author: Person, at: Date): ThreadColumns {
  const now = at.toISOString();
  return {
    id: newId(at.getTime()),
    short_id: newShortId(),
    description: '',
    status: '',
    created_by_id: author.id,
    created_by_login: author.login,
    created_by_name: author.displayName,
    created_at: now,
    updated_at: now,
  };
}
