import type { BugStatus } from '@canopy/shared/bugs';
import {
  canCloseBug,
  canEditBug,
  canManageRecords,
  canSetBugStatus,
  type Actor,
} from '@canopy/shared/permissions';
import type { ArchivePageQuery } from '@canopy/shared/schemas/archive-page';
import type {
  Bug,
  BugsPage,
  BugsPageQuery,
  BugSummary,
  ClosedBugsPage,
  UpdateBugBody,
} from '@canopy/shared/schemas/bugs';
import { forbidden } from '../../http/app-error.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import { createThreadCore, ownedBy, type ThreadDeps, type ThreadSpec } from '../threads/thread.service.ts';
import { bugNotFound } from './bugs.errors.ts';
import { toBug, toBugSummary } from './bugs.mapper.ts';
import { readBugsPage } from './bug-list.ts';
import { createBugsRepository, type BugRow, type BugsRepository } from './bugs.repository.ts';

/** A bug as a thread: reported by anyone, its status set by staff, closed by its reporter too. */
export const bugThreadSpec: ThreadSpec<BugRow, Bug, BugSummary, 'bug', BugsRepository> = {
  entity: 'bug',
  table: 'bugs',
  photos: 'bug_photos',
  comments: 'bug_comments',
  repository: createBugsRepository,
  notFound: bugNotFound,
  audited: (row) => ({ description: row.description, details: row.details, status: row.status }),
  text: {
    created: 'Bug {item} created',
    changed: 'Bug {item} changed',
    photo_added: 'Photo added to bug {item}',
    comment_added: 'Comment added to bug {item}',
    status_changed: 'Status of bug {item} changed',
  },
  canEdit: canEditBug,
  toItem: toBug,
  toSummary: toBugSummary,
};

export function createBugsService(deps: ThreadDeps) {
  const core = createThreadCore(bugThreadSpec, deps);
  const bugs = core.rows;

  const changeStatus = (actor: Actor, row: BugRow, status: BugStatus) =>
    core.change(actor, row, (now) => ({ status, status_changed_at: now }), 'status_changed');

  return {
    /** The bugs not closed (all of them closed too, on request), each with its thread's length and last comment. */
    async list(includeClosed: boolean): Promise<BugSummary[]> {
      return core.summarize(await bugs.list({ includeClosed }));
    },

    /**
     * One page of the list as the bugs page shows it: sorted, filtered, pinned bugs apart. Each page reads
     * `limit + 1` rows at most, group by group, by a keyset on an index: a page costs the same whether 100
     * bugs are open or 5,000.
     */
    page(query: BugsPageQuery): Promise<BugsPage> {
      return readBugsPage(bugs, core.summarize, query);
    },

    /** One page of closed bugs, most recently closed first. */
    async closedPage(query: ArchivePageQuery): Promise<ClosedBugsPage> {
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined;
      const [rows, total] = await Promise.all([
        bugs.closedPage(query.limit + 1, after && { statusChangedAt: after[0], id: after[1] }),
        bugs.countClosed(),
      ]);
      const page = splitPage(rows, query.limit, (row) => [row.status_changed_at, row.id]);
      return { items: await core.summarize(page.rows), nextCursor: page.nextCursor, total };
    },

    /** A bug with its whole thread, as a card shows it expanded. */
    get: core.present,

    create(actor: Actor, body: { description: string; details: string }): Promise<Bug> {
      return core.create(actor, (common) => ({
        ...common,
        description: body.description,
        details: body.details,
        status: 'open',
        status_changed_at: common.created_at,
      }));
    },

    /** The creator or staff may edit, close or add photos: the routes ask before reading a body. */
    mayEdit: core.mayEdit,

    async update(actor: Actor, id: string, body: UpdateBugBody): Promise<Bug> {
      const row = await core.load(id);
      if (!canEditBug(actor, ownedBy(row))) throw forbidden();
      // A field left out of the body keeps its value (the update skips it too).
      return core.change(
        actor,
        row,
        () => ({ description: body.description, details: body.details }),
        'changed',
      );
    },

    async setStatus(actor: Actor, id: string, status: BugStatus): Promise<Bug> {
      if (!canSetBugStatus(actor)) throw forbidden();
      return changeStatus(actor, await core.load(id), status);
    },

    /** Staff send a bug to the trash, not away: its thread and photos stay for a restore until the purge. */
    async delete(actor: Actor, id: string): Promise<void> {
      if (!canManageRecords(actor)) throw forbidden();
      await core.trash(actor, await core.load(id));
    },

    async close(actor: Actor, id: string): Promise<Bug> {
      const row = await core.load(id);
      if (!canCloseBug(actor, ownedBy(row))) throw forbidden();
      return changeStatus(actor, row, 'closed');
    },

    /** The creator or staff attach a photo (the report form sends it right after creating the bug). */
    attachPhotos: core.attachPhotos,
    comment: core.comment,
  };
}

export type BugsService = ReturnType<typeof createBugsService>;
