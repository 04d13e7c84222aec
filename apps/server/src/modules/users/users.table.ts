import type { Role } from '@canopy/shared/roles';

export interface UsersTable {
  id: string;
  short_id: string;
  /** Stored lower-cased, so the unique index is case-insensitive. */
  email: string;
  password_hash: string;
  role: Role;
  created_at: string;
  updated_at: string;
}
