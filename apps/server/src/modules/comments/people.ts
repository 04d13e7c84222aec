import type { Actor } from '@canopy/shared/permissions';
import type { Person } from '@canopy/shared/schemas/people';
import type { UserLookup } from '../users/users.types.ts';
import { unauthenticated } from '../../lib/app-error.ts';

/** The author of a new bug, task or comment: always the caller, whatever a body claims. */
export async function authorOf(actor: Actor, users: UserLookup): Promise<Person> {
  const user = await users.findById(actor.id);
  if (!user) throw unauthenticated();
  return { id: user.id, login: user.email, displayName: user.email.split('@')[0] ?? user.email };
}

export const toPerson = (id: string, login: string, displayName: string): Person => ({
  id,
  login,
  displayName,
});
