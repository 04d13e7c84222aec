import { newsBodySchema, newsItemSchema } from '@canopy/shared/schemas/news';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { NewsService } from './news.service.ts';

const tags = ['news'];
const idParams = z.object({ id: z.string().min(1).max(64) });

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

  app.post(
    '/api/news',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'createNews',
        summary: 'Post news',
        tags,
        body: newsBodySchema,
        response: { 201: newsItemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await news.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/news/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateNews',
        summary: 'Edit a news post',
        tags,
        params: idParams,
        body: newsBodySchema,
        response: { 200: newsItemSchema },
      },
    },
    (request) => news.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/news/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteNews',
        summary: 'Delete a news post',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await news.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
