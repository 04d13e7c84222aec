import { listProductsQuerySchema, productBodySchema, productSchema } from '@canopy/shared/schemas/feeding';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { ProductsService } from './products.service.ts';

const tags = ['feeding'];
const params = z.object({ id: z.string().min(1).max(64) });
const staff = { policy: 'staff' } as const;

/** Products: anyone logged in reads them, staff keep them (DESIGN section 25). */
export function registerProductRoutes(app: AppInstance, products: ProductsService): void {
  app.get(
    '/api/products',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listProducts',
        summary: 'List products',
        description:
          'Nutrients, additives, pesticides, biologicals and others, by name; of one `kind` if given. ' +
          'Archived products only with `archived=true`.',
        tags,
        querystring: listProductsQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    (request) => products.list(request.query),
  );

  app.post(
    '/api/products',
    {
      config: staff,
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product',
        description: 'Names need not be unique. `archived: true` hides it from new recipes and entries.',
        tags,
        body: productBodySchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await products.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/products/:id',
    {
      config: staff,
      schema: {
        operationId: 'updateProduct',
        summary: 'Update a product',
        description: '`archived` sets or clears `archivedAt`. Unknown id: 404 `products.not_found`.',
        tags,
        params,
        body: productBodySchema,
        response: { 200: productSchema },
      },
    },
    (request) => products.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/products/:id',
    {
      config: staff,
      schema: {
        operationId: 'deleteProduct',
        summary: 'Delete a product, or archive it when in use',
        description:
          'A product no recipe, feed or treatment names is deleted; one that is named is archived instead, ' +
          'so the history keeps its name. Unknown id: 404 `products.not_found`.',
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await products.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
