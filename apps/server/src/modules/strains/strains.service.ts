import { canManageRecords, canViewPrivateRecords, type Actor } from '@canopy/shared/permissions';
import type { Strain, StrainBody } from '@canopy/shared/schemas/strains';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { strainBodySchema } from '@canopy/shared/schemas/strains';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordAudit, recordChanged } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { sendToTrash } from '../trash/send-to-trash.ts';
import { normalizeImages, parseJsonList, type StoredImage } from './strain-images.ts';
import { slugTaken, strainNotFound } from './strains.errors.ts';
import { toStrain } from './strains.mapper.ts';
import { createStrainsRepository, type StrainRow } from './strains.repository.ts';
import { createDiary } from '../diary/diary.service.ts';
import type { UserLookup } from '../users/users.types.ts';
import { strainDiarySpec } from './strain-diary.ts';

export type ParsedStrainBody = z.output<typeof strainBodySchema>;
export type { StrainBody };

export interface StrainsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  /** Diary entries name their author. */
  users: UserLookup;
}

/** What the audit log records of a strain, named as the API names them. */
const AUDITED_FIELDS = ['name', 'slug', 'genetics', 'description', 'images'] as const;
const audited = (row: Pick<StrainRow, 'name' | 'slug' | 'genetics' | 'description' | 'images'>) => ({
  name: row.name,
  slug: row.slug,
  genetics: row.genetics,
  description: row.description,
  images: parseJsonList<StoredImage>(row.images),
});

const imageIds = (row: StrainRow) => parseJsonList<StoredImage>(row.images).map((image) => image.publicId);

export function createStrainsService({ db, clock, files, users }: StrainsServiceDeps) {
  const strains = createStrainsRepository(db);
  const diary = createDiary(strainDiarySpec, { db, clock, files, users });

  function assertCanManage(actor: Actor | null) {
    if (!canManageRecords(actor)) throw forbidden();
  }

  async function findOrThrow(id: string): Promise<StrainRow> {
    const row = await strains.findById(id);
    if (!row) throw strainNotFound();
    return row;
  }

  async function assertSlugFree(slug: string, ownId?: string) {
    const existing = await strains.findBySlugIncludingTrash(slug);
    if (existing && existing.id !== ownId) throw slugTaken(existing.deleted_at != null);
  }

  /** Two admins saving the same slug at once: the unique index decides, and the loser gets the 409. */
  const uniqueSlug = (slug: string, ownId?: string) => async (error: unknown) => {
    await assertSlugFree(slug, ownId);
    throw error;
  };

  return {
    diary,

    async list(): Promise<Strain[]> {
      return (await strains.list()).map((row) => toStrain(row, files.urlFor));
    },

    /** Anonymous readers get the strain without its diary and cuttings: those are for logged-in users. */
    async getBySlug(actor: Actor | null, slug: string): Promise<Strain> {
      const row = await strains.findBySlug(slug);
      if (!row) throw strainNotFound();
      if (!canViewPrivateRecords(actor)) return toStrain(row, files.urlFor);
      return toStrain(row, files.urlFor, await diary.list(row.id));
    },

    async create(actor: Actor, body: ParsedStrainBody): Promise<Strain> {
      assertCanManage(actor);
      await assertSlugFree(body.slug);
      const images = normalizeImages(body.images);
      await files.assertStored(images.map((image) => image.publicId));
      const at = clock.now();
      const now = at.toISOString();
      const row: StrainRow = {
        id: newId(),
        short_id: newShortId(),
        name: body.name,
        slug: body.slug,
        genetics: body.genetics,
        description: body.description,
        images: JSON.stringify(images),
        created_at: now,
        updated_at: now,
      };
      await db
        .transaction()
        .execute(async (trx) => {
          await createStrainsRepository(trx).insert(row);
          await recordAudit(trx, {
            at,
            actor,
            action: 'create',
            entity: 'strain',
            entityId: row.id,
            summary: `Strain ${quoted(row.name)} created`,
            event: 'created',
            values: { label: row.name },
            changes: diffChanges(null, audited(row), AUDITED_FIELDS),
          });
        })
        .catch(uniqueSlug(body.slug));
      await files.setVisibility(imageIds(row), 'public');
      return toStrain(row, files.urlFor);
    },

    async update(actor: Actor, id: string, body: ParsedStrainBody): Promise<Strain> {
      assertCanManage(actor);
      const before = await findOrThrow(id);
      await assertSlugFree(body.slug, id);
      const images = normalizeImages(body.images);
      const keptIds = images.map((image) => image.publicId);
      await files.assertStored(keptIds);
      const at = clock.now();
      const changes = {
        name: body.name,
        slug: body.slug,
        genetics: body.genetics,
        description: body.description,
        images: JSON.stringify(images),
        updated_at: at.toISOString(),
      };
      const changed = diffChanges(audited(before), audited(changes), AUDITED_FIELDS);
      await db
        .transaction()
        .execute(async (trx) => {
          await createStrainsRepository(trx).update(id, changes);
          await recordChanged(trx, {
            at,
            actor,
            entity: 'strain',
            entityId: id,
            noun: 'Strain',
            label: changes.name,
            changes: changed,
          });
        })
        .catch(uniqueSlug(body.slug, id));
      await files.setVisibility(keptIds, 'public');
      await files.remove(imageIds(before).filter((publicId) => !keptIds.includes(publicId)));
      return toStrain({ ...before, ...changes }, files.urlFor);
    },

    /**
     * To the trash with its cuttings, not away: its diary, photos and files stay for a restore
     * until the purge. Its public images stop being served meanwhile.
     */
    async delete(actor: Actor, id: string): Promise<void> {
      assertCanManage(actor);
      const row = await findOrThrow(id);
      await sendToTrash({ db, clock }, actor, { entity: 'strain', id, label: row.name });
      await files.setVisibility(imageIds(row), 'private');
    },
  };
}

export type StrainsService = ReturnType<typeof createStrainsService>;
