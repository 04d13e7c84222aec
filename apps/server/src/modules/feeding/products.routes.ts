import { listProductsQuerySchema, productBodySchema, productSchema } from '@canopy/shared/schemas/feeding';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { registerStaffWriteRoutes } from '../../http/collection-routes.ts';
import type { ProductsService } from './products.service.ts';

const tags = ['feeding'];

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

  registerStaffWriteRoutes(app, {
    path: '/api/products',
    tags,
    body: productBodySchema,
    item: productSchema,
    service: products,
    create: {
      operationId: 'createProduct',
      summary: 'Create a product',
      description: 'Names need not be unique. `archived: true` hides it from new recipes and entries.',
    },
    update: {
      operationId: 'updateProduct',
      summary: 'Update a product',
      description: '`archived` sets or clears `archivedAt`. Unknown id: 404 `products.not_found`.',
    },
    delete: {
      operationId: 'deleteProduct',
      summary: 'Delete a product, or archive it when in use',
      description:
        'A product no recipe, feed or treatment names is deleted; one that is named is archived instead, ' +
        'so the history keeps its name. Unknown id: 404 `products.not_found`.',
    },
  });
}
