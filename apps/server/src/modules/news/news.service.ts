import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { newsBodySchema, NewsItem } from '@canopy/shared/schemas/news';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit, recordChanged } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { sendToTrash } from '../trash/send-to-trash.ts';
import { parseJsonList } from '../strains/strain-images.ts';
import { newsNotFound } from './news.errors.ts';
import { createNewsRepository, type NewsRow } from './news.repository.ts';

export type ParsedNewsBody = z.output<typeof newsBodySchema>;

export interface NewsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
}

const imageIds = (row: NewsRow) => parseJsonList<string>(row.image_public_ids);

/** What the audit log records of a news item, named as the API names them. */
const AUDITED_FIELDS = ['title', 'body', 'imagePublicIds'] as const;
const audited = (row: Pick<NewsRow, 'title' | 'body' | 'image_public_ids'>) => ({
  title: row.title,
  body: row.body,
  imagePublicIds: parseJsonList<string>(row.image_public_ids),
});

export function createNewsService({ db, clock, files }: NewsServiceDeps) {
  const news = createNewsRepository(db);

  const toNewsItem = (row: NewsRow): NewsItem => ({
    _id: row.id,
    shortId: row.short_id,
    title: row.title,
    body: row.body,
    images: imageIds(row).map((id) => files.urlFor(id, 'public')),
    imagePublicIds: imageIds(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  async function findOrThrow(actor: Actor, id: string): Promise<NewsRow> {
    if (!canManageRecords(actor)) throw forbidden();
    const row = await news.findById(id);
    if (!row) throw newsNotFound();
    return row;
  }

  return {
    async list(): Promise<NewsItem[]> {
      return (await news.list()).map(toNewsItem);
    },

    async create(actor: Actor, body: ParsedNewsBody): Promise<NewsItem> {
      if (!canManageRecords(actor)) throw forbidden();
      const ids = [...new Set(body.imagePublicIds)];
      await files.assertStored(ids);
      const at = clock.now();
      const now = at.toISOString();
      const row: NewsRow = {
        id: newId(),
        short_id: newShortId(),
        title: body.title,
        body: body.body,
        image_public_ids: JSON.stringify(ids),
        author_id: actor.id,
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await createNewsRepository(trx).insert(row);
        await recordAudit(trx, {
          at,
          actor,
          action: 'create',
          entity: 'news',
          entityId: row.id,
          summary: `News ${quoted(row.title)} created`,
          event: 'created',
          values: { label: row.title },
          changes: diffChanges(null, audited(row), AUDITED_FIELDS),
        });
      });
      await files.setVisibility(ids, 'public');
      return toNewsItem(row);
    },

    async update(actor: Actor, id: string, body: ParsedNewsBody): Promise<NewsItem> {
      const before = await findOrThrow(actor, id);
      const ids = [...new Set(body.imagePublicIds)];
      await files.assertStored(ids);
      const at = clock.now();
      const changes = {
        title: body.title,
        body: body.body,
        image_public_ids: JSON.stringify(ids),
        updated_at: at.toISOString(),
      };
      const changed = diffChanges(audited(before), audited(changes), AUDITED_FIELDS);
      await db.transaction().execute(async (trx) => {
        await createNewsRepository(trx).update(id, changes);
        await recordChanged(trx, {
          at,
          actor,
          entity: 'news',
          entityId: id,
          noun: 'News',
          label: changes.title,
          changes: changed,
        });
      });
      await files.setVisibility(ids, 'public');
      await files.remove(imageIds(before).filter((publicId) => !ids.includes(publicId)));
      return toNewsItem({ ...before, ...changes });
    },

    /** To the trash, not away; its public images stop being served until a restore. */
    async delete(actor: Actor, id: string): Promise<void> {
      const row = await findOrThrow(actor, id);
      await sendToTrash({ db, clock }, actor, { entity: 'news', id, label: row.title });
      await files.setVisibility(imageIds(row), 'private');
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
