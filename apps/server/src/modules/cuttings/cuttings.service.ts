import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type {
  Cutting,
  cuttingCreateBodySchema,
  CuttingSummary,
  cuttingUpdateBodySchema,
} from '@canopy/shared/schemas/cuttings';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import type { FilesService } from '../files/files.service.ts';
import { normalizeImages, parseJsonList, type StoredImage } from '../strains/strain-images.ts';
import { strainNotFound as unknownStrainSlug } from '../strains/strains.errors.ts';
import { createStrainsRepository } from '../strains/strains.repository.ts';
import { createCuttingDiary } from './cutting-diary.ts';
import { createCuttingGallery } from './cutting-gallery.ts';
import { createCuttingLog } from './cutting-log.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { codeTaken, cuttingNotFound, strainNotFound } from './cuttings.errors.ts';
import { toCutting, toCuttingSummary } from './cuttings.mapper.ts';
import {
  createCuttingsRepository,
  type CuttingPage,
  type CuttingRow,
  type CuttingsRepository,
} from './cuttings.repository.ts';

export type ParsedCuttingCreateBody = z.output<typeof cuttingCreateBodySchema>;
export type ParsedCuttingUpdateBody = z.output<typeof cuttingUpdateBodySchema>;

export interface CuttingsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  /** `PUBLIC_URL` without a trailing slash: QR labels and `url` fields point there. */
  publicUrl: string;
}

const imageIds = (row: CuttingRow) => parseJsonList<StoredImage>(row.images).map((image) => image.publicId);

export function createCuttingsService({ db, clock, files, publicUrl }: CuttingsServiceDeps) {
  const cuttings = createCuttingsRepository(db);
  const strains = createStrainsRepository(db);
  const context: CuttingsContext = { db, clock, files, cuttings, publicUrl };
  const gallery = createCuttingGallery(context);
  const diary = createCuttingDiary(context);
  const log = createCuttingLog(context);

  function assertCanManage(actor: Actor | null) {
    if (!canManageRecords(actor)) throw forbidden();
  }

  async function findOrThrow(id: string): Promise<CuttingRow> {
    const row = await cuttings.findById(id);
    if (!row) throw cuttingNotFound();
    return row;
  }

  async function assertStrainExists(strainId: string) {
    if (!(await strains.findById(strainId))) throw strainNotFound();
  }

  async function assertCodeFree(code: string, ownId?: string) {
    const existing = await cuttings.findByCode(code);
    if (existing && existing.id !== ownId) throw codeTaken();
  }

  /** Two admins saving the same code at once: the unique index decides, and the loser gets the 409. */
  const uniqueCode = (code: string, ownId?: string) => async (error: unknown) => {
    await assertCodeFree(code, ownId);
    throw error;
  };

  async function detail(actor: Actor | null, id: string): Promise<Cutting> {
    const row = await cuttings.findSummary(id);
    if (!row) throw cuttingNotFound();
    const [photos, entries] = await Promise.all([cuttings.listPhotos(id), cuttings.listDiary(id)]);
    return toCutting(row, { photos, diary: entries }, cuttingPhotoUrls(actor, files), publicUrl);
  }

  /** Gallery photos, diary images, log photos and main images: every file the cutting owns. */
  async function ownedFiles(row: CuttingRow): Promise<string[]> {
    const [photos, entries, logEntries] = await Promise.all([
      cuttings.listPhotos(row.id),
      cuttings.listDiary(row.id),
      cuttings.listLog(row.id),
    ]);
    return [
      ...imageIds(row),
      ...photos.map((photo) => photo.public_id),
      ...entries.flatMap((entry) => parseJsonList<string>(entry.image_public_ids)),
      ...logEntries.flatMap((entry) => (entry.photo_public_id ? [entry.photo_public_id] : [])),
    ];
  }

  async function remove(row: CuttingRow): Promise<void> {
    const owned = await ownedFiles(row);
    await cuttings.delete(row.id);
    await files.remove([...new Set(owned)]);
  }

  return {
    gallery,
    diary,
    log,

    async list(actor: Actor | null, page: CuttingPage): Promise<CuttingSummary[]> {
      const urls = cuttingPhotoUrls(actor, files);
      return (await cuttings.listPage(page)).map((row) => toCuttingSummary(row, urls, publicUrl));
    },

    async listForStrainSlug(actor: Actor | null, slug: string): Promise<CuttingSummary[]> {
      const strain = await strains.findBySlug(slug);
      if (!strain) throw unknownStrainSlug();
      const urls = cuttingPhotoUrls(actor, files);
      return (await cuttings.listByStrain(strain.id)).map((row) => toCuttingSummary(row, urls, publicUrl));
    },

    get: detail,

    count: () => cuttings.count(),

    async create(actor: Actor, body: ParsedCuttingCreateBody): Promise<Cutting> {
      assertCanManage(actor);
      await assertStrainExists(body.strainId);
      await assertCodeFree(body.code);
      const now = clock.now().toISOString();
      const row: CuttingRow = {
        id: newId(),
        short_id: newShortId(),
        code: body.code,
        name: body.name,
        strain_id: body.strainId,
        status: body.status,
        location: body.location,
        images: '[]',
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      };
      await cuttings.insert(row).catch(uniqueCode(body.code));
      return detail(actor, row.id);
    },

    /** Images may only name files we stored; the first becomes main when none is marked. */
    async update(actor: Actor, id: string, body: ParsedCuttingUpdateBody): Promise<Cutting> {
      assertCanManage(actor);
      const before = await findOrThrow(id);
      await assertStrainExists(body.strainId);
      await assertCodeFree(body.code, id);
      const images = normalizeImages(body.images);
      const keptIds = images.map((image) => image.publicId);
      await files.assertStored(keptIds);
      const changes = {
        code: body.code,
        name: body.name,
        strain_id: body.strainId,
        status: body.status,
        location: body.location,
        images: JSON.stringify(images),
        ...(body.createdAt && { created_at: new Date(body.createdAt).toISOString() }),
        updated_at: clock.now().toISOString(),
      };
      await cuttings.update(id, changes).catch(uniqueCode(body.code, id));
      await files.remove(imageIds(before).filter((publicId) => !keptIds.includes(publicId)));
      return detail(actor, id);
    },

    /** The cutting goes with its gallery, diary and log (cascade), then every file it owned. */
    async delete(actor: Actor, id: string): Promise<void> {
      assertCanManage(actor);
      await remove(await findOrThrow(id));
    },

    /** Called by the strains service before it deletes a strain (the foreign key restricts). */
    async removeForStrain(strainId: string): Promise<void> {
      for (const { id } of await cuttings.listIdsByStrain(strainId)) {
        const row = await cuttings.findById(id);
        if (row) await remove(row);
      }
    },
  };
}

export type CuttingsService = ReturnType<typeof createCuttingsService>;
/** What the gallery, diary and log parts of the service share. */
export interface CuttingsContext extends CuttingsServiceDeps {
  cuttings: CuttingsRepository;
}
