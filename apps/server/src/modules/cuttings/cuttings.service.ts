import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type {
  Cutting,
  cuttingCreateBodySchema,
  CuttingSummary,
  cuttingUpdateBodySchema,
} from '@canopy/shared/schemas/cuttings';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit, recordChanged } from '../audit/record-audit.ts';
import { sendToTrash } from '../trash/send-to-trash.ts';
import { normalizeImages, parseJsonList, type StoredImage } from '../strains/strain-images.ts';
import { strainNotFound as unknownStrainSlug } from '../strains/strains.errors.ts';
import type { CuttingsContext, CuttingsServiceDeps } from './cuttings-context.ts';
import { createDiary } from '../diary/diary.service.ts';
import { cuttingDiarySpec } from './cutting-diary.ts';
import { createCuttingGallery } from './cutting-gallery.ts';
import { createCuttingLog } from './cutting-log.ts';
import { createCuttingPhotosRepository } from './cutting-photos.repository.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { assertMotherAllowed } from './cutting-lineage.ts';
import { codeTaken, cuttingNotFound, strainNotFound } from './cuttings.errors.ts';
import { toCutting, toCuttingSummary } from './cuttings.mapper.ts';
import { createCuttingsRepository, type CuttingPage, type CuttingRow } from './cuttings.repository.ts';

export type { CuttingsServiceDeps };
export type ParsedCuttingCreateBody = z.output<typeof cuttingCreateBodySchema>;
export type ParsedCuttingUpdateBody = z.output<typeof cuttingUpdateBodySchema>;

/** What the audit log records of a cutting, under the API's names. */
const AUDITED_FIELDS = [
  'code',
  'name',
  'strainId',
  'status',
  'location',
  'images',
  'createdAt',
  'isMother',
  'motherId',
  'retiredAt',
] as const;
type AuditedRow = Pick<
  CuttingRow,
  'code' | 'name' | 'strain_id' | 'status' | 'location' | 'images' | 'created_at'
> &
  Partial<Pick<CuttingRow, 'is_mother' | 'mother_id' | 'retired_at'>>;
const audited = (row: AuditedRow) => ({
  code: row.code,
  name: row.name,
  strainId: row.strain_id,
  status: row.status,
  location: row.location,
  images: parseJsonList<StoredImage>(row.images),
  createdAt: row.created_at,
  isMother: Number(row.is_mother ?? 0) === 1,
  motherId: row.mother_id ?? null,
  retiredAt: row.retired_at ?? null,
});

/** The lineage fields the body names; one left out keeps its value (a client older than them). */
const lineageChanges = (body: ParsedCuttingUpdateBody) => ({
  ...(body.isMother !== undefined && { is_mother: body.isMother ? 1 : 0 }),
  ...(body.motherId !== undefined && { mother_id: body.motherId }),
  ...(body.retiredAt !== undefined && {
    retired_at: body.retiredAt === null ? null : new Date(body.retiredAt).toISOString(),
  }),
});

const imageIds = (row: CuttingRow) => parseJsonList<StoredImage>(row.images).map((image) => image.publicId);

export function createCuttingsService(deps: CuttingsServiceDeps) {
  const { db, clock, files, publicUrl, strains } = deps;
  const cuttings = createCuttingsRepository(db);
  const photos = createCuttingPhotosRepository(db);
  const context: CuttingsContext = { ...deps, cuttings };
  const gallery = createCuttingGallery(context);
  const diary = createDiary(cuttingDiarySpec, { db, clock, files, users: deps.users });
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
    const existing = await cuttings.findByCodeIncludingTrash(code);
    if (existing && existing.id !== ownId) throw codeTaken(existing.deleted_at != null);
  }

  /** Two admins saving the same code at once: the unique index decides, and the loser gets the 409. */
  const uniqueCode = (code: string, ownId?: string) => async (error: unknown) => {
    await assertCodeFree(code, ownId);
    throw error;
  };

  async function detail(actor: Actor | null, id: string): Promise<Cutting> {
    const row = await cuttings.findSummary(id);
    if (!row) throw cuttingNotFound();
    const [gallery, entries] = await Promise.all([photos.list(id), diary.list(id)]);
    return toCutting(row, { photos: gallery, diary: entries }, cuttingPhotoUrls(actor, files), publicUrl);
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
      const id = newId();
      // The edit's checks: a live mother (404 otherwise); a new cutting has no descendants to loop through.
      if (body.motherId) await assertMotherAllowed(cuttings, id, body.motherId);
      const at = clock.now();
      const now = at.toISOString();
      const row: CuttingRow = {
        id,
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
        is_mother: body.isMother ? 1 : 0,
        mother_id: body.motherId,
        retired_at: null,
      };
      await db
        .transaction()
        .execute(async (trx) => {
          await createCuttingsRepository(trx).insert(row);
          await recordAudit(trx, {
            at,
            actor,
            action: 'create',
            entity: 'cutting',
            entityId: row.id,
            summary: `Cutting ${quoted(row.code)} created`,
            event: 'created',
            values: { label: row.code },
            changes: diffChanges(null, audited(row), AUDITED_FIELDS),
          });
        })
        .catch(uniqueCode(body.code));
      return detail(actor, row.id);
    },

    /** Images may only name files we stored; the first becomes main when none is marked. */
    async update(actor: Actor, id: string, body: ParsedCuttingUpdateBody): Promise<Cutting> {
      assertCanManage(actor);
      const before = await findOrThrow(id);
      await assertStrainExists(body.strainId);
      await assertCodeFree(body.code, id);
      // Checked when it changes: a clone whose mother went to the trash can still be saved as it is.
      if (body.motherId && body.motherId !== before.mother_id) {
        await assertMotherAllowed(cuttings, id, body.motherId);
      }
      const images = normalizeImages(body.images);
      const keptIds = images.map((image) => image.publicId);
      await files.assertStored(keptIds);
      const at = clock.now();
      const changes = {
        code: body.code,
        name: body.name,
        strain_id: body.strainId,
        status: body.status,
        location: body.location,
        images: JSON.stringify(images),
        ...(body.createdAt && { created_at: new Date(body.createdAt).toISOString() }),
        ...lineageChanges(body),
        updated_at: at.toISOString(),
      };
      const changed = diffChanges(audited(before), audited({ ...before, ...changes }), AUDITED_FIELDS);
      await db
        .transaction()
        .execute(async (trx) => {
          await createCuttingsRepository(trx).update(id, changes);
          await recordChanged(trx, {
            at,
            actor,
            entity: 'cutting',
            entityId: id,
            noun: 'Cutting',
            label: changes.code,
            changes: changed,
          });
        })
        .catch(uniqueCode(body.code, id));
      await files.remove(imageIds(before).filter((publicId) => !keptIds.includes(publicId)));
      return detail(actor, id);
    },

    /**
     * To the trash: gone from every list, label and page, with its gallery, diary,
     * log and files kept for a restore until the purge.
     */
    async delete(actor: Actor, id: string): Promise<void> {
      assertCanManage(actor);
      const row = await findOrThrow(id);
      await sendToTrash({ db, clock }, actor, { entity: 'cutting', id, label: row.code });
    },
  };
}

export type CuttingsService = ReturnType<typeof createCuttingsService>;
