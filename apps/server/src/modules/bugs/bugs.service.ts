import type { BugStatus } from '@canopy/shared/bugs';
import {
  canCloseBug,
  canEditBug,
  canManageRecords,
  canSetBugStatus,
  type Actor,
} from '@canopy/shared/permissions';
import type { AuditSummaryEvent } from '@canopy/shared/audit';
import type { ArchivePageQuery } from '@canopy/shared/schemas/archive-page';
import type {
  Bug,
  BugsPage,
  BugsPageQuery,
  BugSummary,
  ClosedBugsPage,
  UpdateBugBody,
} from '@canopy/shared/schemas/bugs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import { attachAudited } from '../attachments/attach-audited.ts';
import { createAttachmentsService } from '../attachments/attachments.service.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { labelLine, partChanges, quoted } from '../audit/audit-labels.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { sendToTrash } from '../trash/send-to-trash.ts';
import { createCommentsRepository } from '../comments/comments.repository.ts';
import { authorOf } from '../comments/people.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { bugNotFound } from './bugs.errors.ts';
import { toBug, toBugSummary } from './bugs.mapper.ts';
import { readBugsPage } from './bug-list.ts';
import { createBugsRepository, type BugRow } from './bugs.repository.ts';

/** What the audit log records of a bug, named as the API names them. */
const AUDITED_FIELDS = ['description', 'details', 'status'] as const;
const audited = (row: Pick<BugRow, 'description' | 'details' | 'status'>) => ({
  description: row.description,
  details: row.details,
  status: row.status,
});

/** The English line of each event; `{bug}` becomes the bug's quoted description. */
const BUG_TEXT = {
  created: 'Bug {bug} created',
  changed: 'Bug {bug} changed',
  photo_added: 'Photo added to bug {bug}',
  comment_added: 'Comment added to bug {bug}',
  status_changed: 'Status of bug {bug} changed',
} as const satisfies Partial<Record<AuditSummaryEvent<'bug'>, string>>;
type BugEvent = keyof typeof BUG_TEXT;

/** An entry about a bug: `{bug}` in its English line becomes its quoted description, e.g. `Comment added to bug "…"`. */
const bugEntry = (
  at: Date,
  actor: Actor,
  row: BugRow,
  action: 'create' | 'update',
  event: BugEvent,
  changes: AuditEntryInput['changes'],
): AuditEntryInput => ({
  at,
  actor,
  action,
  entity: 'bug',
  entityId: row.id,
  summary: BUG_TEXT[event].replace('{bug}', () => quoted(row.description)),
  event,
  values: { label: labelLine(row.description) },
  changes,
});

export function createBugsService({
  db,
  clock,
  files,
  users,
}: {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  users: UsersRepository;
}) {
  const bugs = createBugsRepository(db);
  const photos = createAttachmentsService({ db, files, clock }, 'bug_photos');
  const comments = createCommentsRepository(db, 'bug_comments');

  async function load(id: string): Promise<BugRow> {
    const row = await bugs.findById(id);
    if (!row) throw bugNotFound();
    return row;
  }

  async function present(row: BugRow): Promise<Bug> {
    const [byBug, photosByBug] = await Promise.all([comments.listFor([row.id]), photos.photosFor([row.id])]);
    return toBug(row, byBug.get(row.id) ?? [], photosByBug.get(row.id) ?? []);
  }

  async function summarize(rows: readonly BugRow[]): Promise<BugSummary[]> {
    const ids = rows.map((row) => row.id);
    const [threads, photosByBug] = await Promise.all([comments.summariesFor(ids), photos.photosFor(ids)]);
    return rows.map((row) => toBugSummary(row, threads.get(row.id), photosByBug.get(row.id) ?? []));
  }

  const owned = (row: BugRow) => ({ createdById: row.created_by_id });

  return {
    /** The bugs not closed (all of them closed too, on request), each with its thread's length and last comment. */
    async list(includeClosed: boolean): Promise<BugSummary[]> {
      return summarize(await bugs.list({ includeClosed }));
    },

    /**
     * One page of the list as the bugs page shows it: sorted, filtered, pinned bugs apart. Each page reads
     * `limit + 1` rows at most, group by group, by a keyset on an index: a page costs the same whether 100
     * bugs are open or 5,000.
     */
    page(query: BugsPageQuery): Promise<BugsPage> {
      return readBugsPage(bugs, summarize, query);
    },

    /** One page of closed bugs, most recently closed first. */
    async closedPage(query: ArchivePageQuery): Promise<ClosedBugsPage> {
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined;
      const [rows, total] = await Promise.all([
        bugs.closedPage(query.limit + 1, after && { statusChangedAt: after[0], id: after[1] }),
        bugs.countClosed(),
      ]);
      const page = splitPage(rows, query.limit, (row) => [row.status_changed_at, row.id]);
      return { items: await summarize(page.rows), nextCursor: page.nextCursor, total };
    },

    /** A bug with its whole thread, as a card shows it expanded. */
    async get(id: string): Promise<Bug> {
      return present(await load(id));
    },

    async create(actor: Actor, body: { description: string; details: string }): Promise<Bug> {
      const author = await authorOf(actor, users);
      const at = clock.now();
      const now = at.toISOString();
      const row: BugRow = {
        id: newId(),
        short_id: newShortId(),
        description: body.description,
        details: body.details,
        status: 'open',
        created_by_id: author.id,
        created_by_login: author.login,
        created_by_name: author.displayName,
        created_at: now,
        updated_at: now,
        status_changed_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await createBugsRepository(trx).insert(row);
        const changes = diffChanges(null, audited(row), AUDITED_FIELDS);
        await recordAudit(trx, bugEntry(at, actor, row, 'create', 'created', changes));
      });
      return present(row);
    },

    /** The creator or staff may edit, close or add photos: the routes ask before reading a body. */
    async mayEdit(actor: Actor, id: string): Promise<boolean> {
      return canEditBug(actor, owned(await load(id)));
    },

    async update(actor: Actor, id: string, body: UpdateBugBody): Promise<Bug> {
      const row = await load(id);
      if (!canEditBug(actor, owned(row))) throw forbidden();
      const at = clock.now();
      // A field left out of the body keeps its value (the update skips it too).
      const after = {
        ...row,
        description: body.description ?? row.description,
        details: body.details ?? row.details,
      };
      const changes = diffChanges(audited(row), audited(after), AUDITED_FIELDS);
      await db.transaction().execute(async (trx) => {
        await createBugsRepository(trx).update(id, { ...body, updated_at: at.toISOString() });
        if (Object.keys(changes).length === 0) return;
        await recordAudit(trx, bugEntry(at, actor, row, 'update', 'changed', changes));
      });
      return present(await load(id));
    },

    async setStatus(actor: Actor, id: string, status: BugStatus): Promise<Bug> {
      if (!canSetBugStatus(actor)) throw forbidden();
      return changeStatus(actor, await load(id), status);
    },

    /** Staff send a bug to the trash, not away: its thread and photos stay for a restore until the purge. */
    async delete(actor: Actor, id: string): Promise<void> {
      if (!canManageRecords(actor)) throw forbidden();
      const row = await load(id);
      await sendToTrash({ db, clock }, actor, { entity: 'bug', id, label: row.description });
    },

    async close(actor: Actor, id: string): Promise<Bug> {
      const row = await load(id);
      if (!canCloseBug(actor, owned(row))) throw forbidden();
      return changeStatus(actor, row, 'closed');
    },

    /** The creator or staff attach a photo (the report form sends it right after creating the bug). */
    async attachPhotos(actor: Actor, id: string, uploads: readonly Buffer[]): Promise<Bug> {
      const row = await load(id);
      if (!canEditBug(actor, owned(row))) throw forbidden();
      await attachAudited(
        { db, files, clock },
        'bug_photos',
        { parentId: row.id, data: uploads, ownerId: actor.id },
        (publicIds, at) =>
          bugEntry(at, actor, row, 'update', 'photo_added', {
            'photo.publicIds': [null, publicIds],
          }),
      );
      return present(row);
    },

    async comment(actor: Actor, id: string, text: string): Promise<Bug> {
      const row = await load(id);
      const author = await authorOf(actor, users);
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        await createCommentsRepository(trx, 'bug_comments').insert({
          id: newId(),
          parent_id: row.id,
          text,
          author_id: author.id,
          author_login: author.login,
          author_name: author.displayName,
          created_at: at.toISOString(),
        });
        const changes = partChanges('comment', null, { text }, ['text']);
        await recordAudit(trx, bugEntry(at, actor, row, 'update', 'comment_added', changes));
      });
      return present(row);
    },
  };

  async function changeStatus(actor: Actor, row: BugRow, status: BugStatus): Promise<Bug> {
    const at = clock.now();
    const now = at.toISOString();
    const changes = diffChanges(audited(row), audited({ ...row, status }), AUDITED_FIELDS);
    await db.transaction().execute(async (trx) => {
      await createBugsRepository(trx).update(row.id, { status, updated_at: now, status_changed_at: now });
      if (Object.keys(changes).length === 0) return;
      await recordAudit(trx, bugEntry(at, actor, row, 'update', 'status_changed', changes));
    });
    return present(await load(row.id));
  }
}

export type BugsService = ReturnType<typeof createBugsService>;
