import type { Role } from '@canopy/shared/roles';
import type { Person } from '@canopy/shared/schemas/people';
import type { UserDirectory, UserRow } from '../users/users.types.ts';

/** What tasks read of the accounts (the users module's directory): everyone, to name and check people. */
export type TaskPeopleSource = Pick<UserDirectory, 'list'>;

/** A person as tasks name them: the login, and its part before the `@` (as a task's author). */
export const personOf = (user: Pick<UserRow, 'id' | 'email'>): Person => ({
  id: user.id,
  login: user.email,
  displayName: user.email.split('@')[0] ?? user.email,
});

/** The people a task can be given to, and who holds which role: read once per request. */
export async function readPeople(source: TaskPeopleSource) {
  const users = await source.list();
  const byId = new Map(users.map((user) => [user.id, user]));
  return {
    /** Everyone who can be given a task, by login. */
    everyone: (): Person[] => users.map(personOf).sort((a, b) => a.login.localeCompare(b.login)),
    has: (id: string): boolean => byId.has(id),
    person: (id: string): Person | undefined => {
      const user = byId.get(id);
      return user && personOf(user);
    },
    withRole: (role: Role): string[] => users.filter((user) => user.role === role).map((user) => user.id),
  };
}

export type People = Awaited<ReturnType<typeof readPeople>>;
