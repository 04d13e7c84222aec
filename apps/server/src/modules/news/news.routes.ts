import { newsBodySchema, newsItemSchema } from '@canopy/shared/schemas/news';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { registerStaffWriteRoutes } from '../../http/collection-routes.ts';
import type { NewsService } from './news.service.ts';

const tags = ['news'];

export function registerNewsRoutes(app: AppInstance, news: NewsService): void {
  app.get(
    '/api/news',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'listNews',
        summary: 'List news',
        tags,
        response: { 200: z.array(newsItemSchema) },
      },
    },
    () => news.list(),
  );

  registerStaffWriteRoutes(app, {
    path: '/api/news',
    tags,
    body: newsBodySchema,
    item: newsItemSchema,
    service: news,
    create: {
      operationId: 'createNews',
      summary: 'Post news',
    },
    update: {
      operationId: 'updateNews',
      summary: 'Edit a news post',
    },
    delete: {
      operationId: 'deleteNews',
      summary: 'Delete a news post',
    },
  });
}
