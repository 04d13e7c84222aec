import type { User } from '@canopy/shared/schemas/users';
import type { UserRow } from './users.types.ts';

/** The API shape of a user: the hash never leaves the server. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    shortId: row.short_id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
