import type { LoginFailuresTable, SessionsTable } from '../modules/auth/auth.table.ts';
import type { UsersTable } from '../modules/users/users.table.ts';

/** Every table Kysely knows; each module declares its own rows in `<feature>.table.ts`. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}
