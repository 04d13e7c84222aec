import type { LightMyRequestResponse } from 'fastify';

/**
 * The paths a 400 answer's details name, sorted: a test states which fields were refused, not the order
 * the schema happened to check them in.
 */
export const sortedDetailPaths = (response: LightMyRequestResponse): string[] =>
  response
    .json<{ details: { path: string }[] }>()
    .details.map((detail) => detail.path)
    .sort();
