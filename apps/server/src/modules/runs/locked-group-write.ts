import type { Actor } from '@canopy/shared/permissions';
import type { LiveRunChange } from '@canopy/shared/schemas/live-events';
import type { Run } from '@canopy/shared/schemas/runs';
import { forbidden } from '../../lib/app-error.ts';
import type { RunReader } from './run-reader.ts';
import { actorWithEmail, onGroup, writeInstant, type GroupWrite, type RunWriteDeps } from './run-writes.ts';

type GroupIds = { runId: string; groupId: string };

/** How one kind of write on a group differs from the others (a move, a loss). */
export interface LockedGroupWriteRule<B> {
  /** 403 for an actor it returns false for. */
  allowed(actor: Actor): boolean;
  /** What the `run.changed` event says changed. */
  change: LiveRunChange;
  /** Checks that need no lock (404 for a room that does not exist), made before the transaction. */
  before?(ids: GroupIds, body: B): Promise<void>;
  /** The write itself, in the transaction that holds the group's lock; `by` is who, with their e-mail. */
  write(write: GroupWrite, by: { id: string; email: string }, body: B): Promise<void>;
}

/**
 * The steps every write on one group of a run takes around its own work: the permission, the instant it
 * is dated (writeInstant), the group's lock (onGroup), the `run.changed` event once committed, and the
 * run read back as the answer.
 */
export function lockedGroupWrite<B extends { at?: string | undefined }>(
  deps: RunWriteDeps & { reader: RunReader },
  rule: LockedGroupWriteRule<B>,
) {
  return async (actor: Actor, ids: GroupIds, body: B): Promise<Run> => {
    if (!rule.allowed(actor)) throw forbidden();
    const instant = writeInstant(deps.clock, body.at);
    await rule.before?.(ids, body);
    const by = await actorWithEmail(deps, actor);
    await onGroup(deps.db, ids, instant, (write) => rule.write(write, by, body));
    deps.events.publish('run.changed', { runId: ids.runId, change: rule.change });
    return deps.reader.load(ids.runId);
  };
}
