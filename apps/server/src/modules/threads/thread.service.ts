import type { AuditSummaryEvent } from '@canopy/shared/audit';
import type { Actor } from '@canopy/shared/permissions';
import type { AttachedPhoto, Person } from '@canopy/shared/schemas/people';
import type { Kysely } from 'kysely';
import type { AuditChanges } from '@canopy/shared/schemas/audit';
import type { Database } from '../../db/schema.ts';
import { forbidden, type AppError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { attachAudited } from '../attachments/attach-audited.ts';
import type { AttachmentTable } from '../attachments/attachments.types.ts';
import { createAttachmentsService } from '../attachments/attachments.service.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { labelLine, partChanges, quoted } from '../audit/audit-labels.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import { createCommentsRepository } from './thread-comments.repository.ts';
import type { CommentRow, CommentTable, ThreadSummary } from './thread-comments.types.ts';
import { authorOf } from '../comments/people.ts';
import type { FilesService } from '../files/files.service.ts';
import { sendToTrash } from '../trash/send-to-trash.ts';
import { newThreadColumns, type ThreadColumns } from './thread-columns.ts';
import type { UserLookup } from '../users/users.types.ts';

/** A thread item's row: the columns every kind has (its own come beside them). */
export type ThreadRow = ThreadColumns;

/** The rows of one kind of item, live ones only (the trash module reads and restores the others). */
export interface ThreadRepository<Row extends ThreadRow> {
  findById(id: string): Promise<Row | undefined>;
  insert(row: Row): Promise<void>;
  update(id: string, changes: Partial<Row>): Promise<void>;
}

type ThreadEntity = 'bug' | 'task';

/** The events every thread writes, whatever its kind. */
type CoreEvent = Extract<
  AuditSummaryEvent<'bug'> & AuditSummaryEvent<'task'>,
  'created' | 'changed' | 'photo_added' | 'comment_added'
>;
type ThreadEvent<Entity extends ThreadEntity> = CoreEvent | AuditSummaryEvent<Entity>;

/** What makes a thread a bug or a task; the rest of the feature is the same for both. */
export interface ThreadSpec<
  Row extends ThreadRow,
  Item,
  Summary,
  Entity extends ThreadEntity,
  Repository extends ThreadRepository<Row> = ThreadRepository<Row>,
> {
  entity: Entity;
  /** The kind's table: `ThreadRow`'s columns and its own. */
  table: 'bugs' | 'tasks';
  photos: AttachmentTable;
  comments: CommentTable;
  repository(db: Kysely<Database>): Repository;
  notFound(): AppError;
  /** What the audit log records of an item, named as the API names them. */
  audited(row: Row): Record<string, unknown>;
  /** The English line of each event; `{item}` becomes the item's quoted description. */
  text: Record<CoreEvent, string> & Partial<Record<AuditSummaryEvent<Entity>, string>>;
  /** The creator or staff may edit and add photos. */
  canEdit(actor: Actor, item: { createdById: string }): boolean;
  toItem(row: Row, comments: readonly CommentRow[], photos: AttachedPhoto[]): Item;
  toSummary(row: Row, thread: ThreadSummary | undefined, photos: AttachedPhoto[]): Summary;
}

export interface ThreadDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  users: UserLookup;
}

export const ownedBy = (row: ThreadRow) => ({ createdById: row.created_by_id });

/**
 * The core of an item with a status, an author, comments and photos (a bug, a task): reading it with its
 * thread, creating it, changing its fields with one audit entry, photos, comments and the trash. Each
 * kind's service adds its rules (who sets which status, what a status change writes) on top.
 */
export function createThreadCore<
  Row extends ThreadRow,
  Item,
  Summary,
  Entity extends ThreadEntity,
  Repository extends ThreadRepository<Row>,
>(spec: ThreadSpec<Row, Item, Summary, Entity, Repository>, { db, clock, files, users }: ThreadDeps) {
  const rows = spec.repository(db);
  const photos = createAttachmentsService({ db, files, clock }, spec.photos);
  const comments = createCommentsRepository(db, spec.comments);
  const texts: Partial<Record<string, string>> = spec.text;
  const diff = (before: Row | null, after: Row) => {
    const fields = Object.keys(spec.audited(after));
    return diffChanges(before && spec.audited(before), spec.audited(after), fields);
  };

  /** An entry about an item: `{item}` in its English line becomes its quoted description. */
  const entry = (
    at: Date,
    actor: Actor,
    row: Pick<Row, 'id' | 'description'>,
    action: 'create' | 'update',
    event: ThreadEvent<Entity>,
    changes: AuditEntryInput['changes'],
  ): AuditEntryInput => ({
    at,
    actor,
    action,
    entity: spec.entity,
    entityId: row.id,
    summary: (texts[event] ?? '').replace('{item}', () => quoted(row.description)),
    event,
    values: { label: labelLine(row.description) },
    changes,
  });

  async function load(id: string): Promise<Row> {
    const row = await rows.findById(id);
    if (!row) throw spec.notFound();
    return row;
  }

  /** The item with its whole thread, read again. */
  async function present(id: string): Promise<Item> {
    const row = await load(id);
    const [thread, photosOf] = await Promise.all([comments.listFor([id]), photos.photosFor([id])]);
    return spec.toItem(row, thread.get(id) ?? [], photosOf.get(id) ?? []);
  }

  // Takes the author already resolved: on SQLite a query outside the open transaction would wait forever.
  async function addComment(
    trx: Kysely<Database>,
    author: Person,
    parentId: string,
    text: string,
    at: string,
  ) {
    await createCommentsRepository(trx, spec.comments).insert({
      id: newId(),
      parent_id: parentId,
      text,
      author_id: author.id,
      author_login: author.login,
      author_name: author.displayName,
      created_at: at,
    });
  }

  /** Items as lists carry them: each with its thread's length and last comment. */
  async function summarize(list: readonly Row[]): Promise<Summary[]> {
    const ids = list.map((row) => row.id);
    const [threads, photosOf] = await Promise.all([comments.summariesFor(ids), photos.photosFor(ids)]);
    return list.map((row) => spec.toSummary(row, threads.get(row.id), photosOf.get(row.id) ?? []));
  }

  /**
   * Creates the item `fill` completes, by the actor, with a first comment if one is given; `also` writes
   * the kind's own rows beside it in the same transaction (a task's assignees and checklist).
   */
  async function create(
    actor: Actor,
    fill: (common: ThreadRow) => Row,
    firstComment?: string,
    also?: (trx: Kysely<Database>, row: Row) => Promise<void>,
  ): Promise<Item> {
    const author = await authorOf(actor, users);
    const at = clock.now();
    const now = at.toISOString();
    const row = fill(newThreadColumns(author, at));
    const changes = {
      ...diff(null, row),
      ...(firstComment && partChanges('comment', null, { text: firstComment }, ['text'])),
    };
    await db.transaction().execute(async (trx) => {
      await spec.repository(trx).insert(row);
      await also?.(trx, row);
      if (firstComment) await addComment(trx, author, row.id, firstComment, now);
      await recordAudit(trx, entry(at, actor, row, 'create', 'created', changes));
    });
    return present(row.id);
  }

  /** The creator or staff may edit or add photos: the routes ask before reading a body. */
  async function mayEdit(actor: Actor, id: string): Promise<boolean> {
    return spec.canEdit(actor, ownedBy(await load(id)));
  }

  /**
   * Writes `set(now)` (a field left undefined keeps its value) and `updated_at`, with an `event` entry
   * of what the audit log records changed (none if nothing did). `also` writes the kind's own rows in the
   * same transaction and names what it changed there for the same entry.
   */
  async function change(
    actor: Actor,
    row: Row,
    set: (now: string) => Partial<Row>,
    event: ThreadEvent<Entity>,
    also?: (trx: Kysely<Database>, now: string) => Promise<AuditChanges | void>,
  ): Promise<Item> {
    const at = clock.now();
    const now = at.toISOString();
    const values = set(now);
    const after = { ...row };
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined) Object.assign(after, { [key]: value });
    }
    await db.transaction().execute(async (trx) => {
      await spec.repository(trx).update(row.id, { ...values, updated_at: now });
      const changes = { ...diff(row, after), ...(await also?.(trx, now)) };
      if (Object.keys(changes).length === 0) return;
      await recordAudit(trx, entry(at, actor, row, 'update', event, changes));
    });
    return present(row.id);
  }

  /** To the trash, not away: its thread and photos stay for a restore until the purge. */
  async function trash(actor: Actor, row: Row): Promise<void> {
    await sendToTrash({ db, clock }, actor, { entity: spec.entity, id: row.id, label: row.description });
  }

  async function attachPhotos(actor: Actor, id: string, uploads: readonly Buffer[]): Promise<Item> {
    const row = await load(id);
    if (!spec.canEdit(actor, ownedBy(row))) throw forbidden();
    await attachAudited(
      { db, files, clock },
      spec.photos,
      { parentId: row.id, data: uploads, ownerId: actor.id },
      (publicIds, at) =>
        entry(at, actor, row, 'update', 'photo_added', {
          'photo.publicIds': [null, publicIds],
        }),
    );
    return present(id);
  }

  /** Anyone logged in comments. */
  async function comment(actor: Actor, id: string, text: string): Promise<Item> {
    const row = await load(id);
    const author = await authorOf(actor, users);
    const at = clock.now();
    const changes = partChanges('comment', null, { text }, ['text']);
    await db.transaction().execute(async (trx) => {
      await addComment(trx, author, id, text, at.toISOString());
      await recordAudit(trx, entry(at, actor, row, 'update', 'comment_added', changes));
    });
    return present(id);
  }

  return {
    /** The kind's repository on the app's database. */
    rows,
    load,
    present,
    summarize,
    create,
    mayEdit,
    change,
    trash,
    attachPhotos,
    comment,
  };
}
