import { canAddGroupPhoto, canDeleteGroupPhoto, type Actor } from '@canopy/shared/permissions';
import type { GroupPhoto, groupPhotoFieldsSchema, Run } from '@canopy/shared/schemas/runs';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import type { FilesService } from '../files/files.service.ts';
import { createGroupPhotosRepository, type GroupPhotoRow } from './group-photos.repository.ts';
import type { RunReader } from './run-reader.ts';
import {
  actorWithEmail,
  assertNotBeforeGroup,
  assertRunAndGroup,
  auditRunUpdate,
  onGroup,
  writeInstant,
  type RunWriteDeps,
} from './run-writes.ts';
import { photoNotFound, runNotFound } from './runs.errors.ts';
import { personOf } from './runs.mapper.ts';
import { createRunsRepository } from './runs.repository.ts';

export type GroupPhotoFiles = Pick<FilesService, 'storeImage' | 'remove' | 'urlFor'>;

/** A photo as a run lists it, behind short-lived signed links (the files are private, as bug photos). */
export const toGroupPhoto = (files: Pick<FilesService, 'urlFor'>, row: GroupPhotoRow): GroupPhoto => ({
  _id: row.id,
  groupId: row.group_id,
  at: row.at,
  by: personOf(row.by_id, row.by_email),
  note: row.note,
  url: files.urlFor(row.public_id, 'private'),
  thumbUrl: files.urlFor(row.public_id, 'private', 'thumb'),
});

/** A run's group photos as the run answers them (read by the run reader). */
export function groupPhotosOf(db: Kysely<Database>, files: Pick<FilesService, 'urlFor'>) {
  const photos = createGroupPhotosRepository(db);
  return async (runId: string): Promise<GroupPhoto[]> =>
    (await photos.ofRun(runId)).map((row) => toGroupPhoto(files, row));
}

/**
 * Photos of a group taken on the grow-room floor (anyone logged in, dated as a loss is: not before the
 * group began, never in the future beyond a phone's clock skew): the uploads are stored by
 * the files module's image pipeline first, then the rows and the audit entry go in one transaction that
 * holds the group's lock; if it fails, the stored files go. The attachments module's rows (parent and
 * file only) cannot carry a photo's date, author and note, so the runs keep their own table.
 */
export function createGroupPhotos(deps: RunWriteDeps & { reader: RunReader; files: GroupPhotoFiles }) {
  async function add(
    actor: Actor,
    ids: { runId: string; groupId: string },
    upload: { data: readonly Buffer[]; fields: z.output<typeof groupPhotoFieldsSchema> },
  ): Promise<Run> {
    if (!canAddGroupPhoto(actor)) throw forbidden();
    const instant = writeInstant(deps.clock, upload.fields.at);
    const by = await actorWithEmail(deps, actor);
    // Before the files are stored: an unknown run or group is refused without touching storage.
    const run = await assertRunAndGroup(deps.db, ids);
    const publicIds: string[] = [];
    try {
      for (const data of upload.data) publicIds.push((await deps.files.storeImage(data, actor.id)).publicId);
      await onGroup(deps.db, ids, instant, async ({ trx, repo, group, at, now }) => {
        const when = at.toISOString();
        await assertNotBeforeGroup(repo, group.id, when);
        const stamp = now.toISOString();
        await createGroupPhotosRepository(trx).insert(
          publicIds.map((publicId) => ({
            id: newId(now.getTime()),
            run_id: run.id,
            group_id: group.id,
            public_id: publicId,
            at: when,
            by_id: by.id,
            by_email: by.email,
            note: upload.fields.note,
            created_at: stamp,
          })),
        );
        await auditRunUpdate({ trx, now, run }, by, {
          summary: `Run ${quoted(run.code)}: ${publicIds.length} photos of a group added`,
          event: 'group_photo_added',
          values: { label: run.code, count: publicIds.length },
        });
      });
    } catch (error) {
      await deps.files.remove(publicIds);
      throw error;
    }
    deps.events.publish('run.changed', { runId: ids.runId, change: 'photo' });
    return deps.reader.load(ids.runId);
  }

  /** The author or staff delete a photo; its file goes with it. */
  async function remove(actor: Actor, ids: { runId: string; photoId: string }): Promise<Run> {
    const run = await createRunsRepository(deps.db).findRun(ids.runId);
    if (!run) throw runNotFound();
    const photo = await createGroupPhotosRepository(deps.db).find(ids.runId, ids.photoId);
    if (!photo) throw photoNotFound();
    if (!canDeleteGroupPhoto(actor, { authorId: photo.by_id })) throw forbidden();
    const by = await actorWithEmail(deps, actor);
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await createGroupPhotosRepository(trx).delete(photo.id);
      await auditRunUpdate({ trx, now, run }, by, {
        summary: `Run ${quoted(run.code)}: a photo of a group deleted`,
        event: 'group_photo_deleted',
        values: { label: run.code },
      });
    });
    // After the commit: a failed delete keeps its file; a removal failing in storage is left to a sweep.
    await deps.files.remove([photo.public_id]);
    deps.events.publish('run.changed', { runId: ids.runId, change: 'photo' });
    return deps.reader.load(ids.runId);
  }

  return { add, remove };
}

export type GroupPhotos = ReturnType<typeof createGroupPhotos>;
