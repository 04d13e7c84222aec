import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { newsBodySchema, NewsItem } from '@canopy/shared/schemas/news';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import type { FilesService } from '../files/files.service.ts';
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
      const now = clock.now().toISOString();
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
      await news.insert(row);
      await files.setVisibility(ids, 'public');
      return toNewsItem(row);
    },

    async update(actor: Actor, id: string, body: ParsedNewsBody): Promise<NewsItem> {
      const before = await findOrThrow(actor, id);
      const ids = [...new Set(body.imagePublicIds)];
      await files.assertStored(ids);
      const changes = {
        title: body.title,
        body: body.body,
        image_public_ids: JSON.stringify(ids),
        updated_at: clock.now().toISOString(),
      };
      await news.update(id, changes);
      await files.setVisibility(ids, 'public');
      await files.remove(imageIds(before).filter((publicId) => !ids.includes(publicId)));
      return toNewsItem({ ...before, ...changes });
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const row = await findOrThrow(actor, id);
      await news.delete(id);
      await files.remove(imageIds(row));
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
