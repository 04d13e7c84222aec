import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { withTimeout } from './with-timeout';

/** How often each query polls, or false while auto-refresh is off or the tab is hidden. */
export type PollInterval = number | false;

/** A water device's call, with a deadline: `/water-in-out/{path}?{params}`. */
export function waterRequest<T>(
  path: string,
  params: Record<string, string | number>,
  schema: z.ZodType<T>,
): Promise<T> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return withTimeout(apiRequest(`/water-in-out/${path}?${search.toString()}`, { schema }));
}
