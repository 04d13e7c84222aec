import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  productBodySchema,
  recipeBodySchema,
  type Product,
  type Recipe,
} from '@canopy/shared/schemas/feeding';
import { server } from '../../../testing/msw-server';

export interface FakeFeedingApi {
  /** The writes, one line each: method, path's id, body. */
  calls: string[];
  /** Answers the next writes with this (a refusal) instead of doing them. */
  refuseWith: (answer: (() => Response) | null) => void;
}

const archivedFilter = <Item extends { archivedAt: string | null }>(items: Item[], request: Request) =>
  new URL(request.url).searchParams.get('archived') === 'true'
    ? items
    : items.filter((item) => item.archivedAt === null);

/**
 * Serves products and recipes from memory as the server does: lists without the archived ones unless
 * `archived=true`, and a DELETE of something `inUse` names archives it instead (both answer 204).
 */
export function fakeFeedingApi(
  products: Product[],
  recipes: Recipe[] = [],
  inUse: readonly string[] = [],
): FakeFeedingApi {
  const stored = { products: structuredClone(products), recipes: structuredClone(recipes) };
  const calls: string[] = [];
  let refusal: (() => Response) | null = null;
  const note = async (method: string, request: Request, id?: unknown) => {
    const body = method === 'DELETE' ? '' : ` ${JSON.stringify(await request.json())}`;
    calls.push(`${method}${id ? ` ${String(id)}` : ''}${body}`);
  };
  const remove = (list: { _id: string; archivedAt: string | null }[], id: string) => {
    const index = list.findIndex((item) => item._id === id);
    if (inUse.includes(id)) list[index]!.archivedAt = '2026-11-02T08:00:00.000Z';
    else list.splice(index, 1);
  };
  const at = '2026-11-02T08:00:00.000Z';
  const productOf = (id: string, body: z.output<typeof productBodySchema>): Product => {
    const { archived, ...fields } = body;
    return { _id: id, ...fields, archivedAt: archived ? at : null, createdAt: at, updatedAt: at };
  };
  const recipeOf = (id: string, body: z.output<typeof recipeBodySchema>): Recipe => {
    const { archived, items, ...fields } = body;
    return {
      _id: id,
      ...fields,
      items: items.map((item) => ({
        ...item,
        productName: stored.products.find((product) => product._id === item.productId)?.name ?? '',
      })),
      archivedAt: archived ? at : null,
      createdAt: at,
      updatedAt: at,
    };
  };
  server.use(
    http.get('*/api/products', ({ request }) => HttpResponse.json(archivedFilter(stored.products, request))),
    http.get('*/api/recipes', ({ request }) => HttpResponse.json(archivedFilter(stored.recipes, request))),
    http.post('*/api/products', async ({ request }) => {
      await note('POST', request.clone());
      if (refusal) return refusal();
      const product = productOf(
        `p-${stored.products.length + 1}`,
        productBodySchema.parse(await request.json()),
      );
      stored.products.push(product);
      return HttpResponse.json(product, { status: 201 });
    }),
    http.put('*/api/products/:id', async ({ params, request }) => {
      await note('PUT', request.clone(), params.id);
      if (refusal) return refusal();
      const product = productOf(String(params.id), productBodySchema.parse(await request.json()));
      stored.products = stored.products.map((one) => (one._id === product._id ? product : one));
      return HttpResponse.json(product);
    }),
    http.delete('*/api/products/:id', async ({ params, request }) => {
      await note('DELETE', request, params.id);
      if (refusal) return refusal();
      remove(stored.products, String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/recipes', async ({ request }) => {
      await note('POST', request.clone());
      if (refusal) return refusal();
      const recipe = recipeOf(`r-${stored.recipes.length + 1}`, recipeBodySchema.parse(await request.json()));
      stored.recipes.push(recipe);
      return HttpResponse.json(recipe, { status: 201 });
    }),
    http.put('*/api/recipes/:id', async ({ params, request }) => {
      await note('PUT', request.clone(), params.id);
      if (refusal) return refusal();
      const recipe = recipeOf(String(params.id), recipeBodySchema.parse(await request.json()));
      stored.recipes = stored.recipes.map((one) => (one._id === recipe._id ? recipe : one));
      return HttpResponse.json(recipe);
    }),
    http.delete('*/api/recipes/:id', async ({ params, request }) => {
      await note('DELETE', request, params.id);
      if (refusal) return refusal();
      remove(stored.recipes, String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, refuseWith: (answer) => (refusal = answer) };
}

/** A 400 as the server words it, with one detail at `path`. */
export const badRequest = (path: string, message: string) => () =>
  HttpResponse.json(
    { error: 'Validation failed', code: 'validation.failed', details: [{ path, message }] },
    { status: 400 },
  );
