import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './constants.ts';

/** Logs in over the API and returns bearer headers, for arranging data a journey does not test. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Creates (or finds) a strain with the slug, so pages that show one have something to show. */
export async function ensureStrain(request: APIRequestContext, slug: string, name: string): Promise<void> {
  const headers = await adminHeaders(request);
  if ((await request.get(`/api/strains/${slug}`)).ok()) return;
  const response = await request.post('/api/admin/strains', {
    headers,
    data: { name, slug, genetics: 'Sativa', description: 'A bright citrus strain. '.repeat(8) },
  });
  if (!response.ok()) throw new Error(`strain not created: ${response.status()} ${await response.text()}`);
}

export async function ensureNews(request: APIRequestContext, title: string): Promise<void> {
  const headers = await adminHeaders(request);
  const news = (await (await request.get('/api/news')).json()) as { title: string }[];
  if (news.some((item) => item.title === title)) return;
  await request.post('/api/news', { headers, data: { title, body: 'The new LED lamps are installed.' } });
}
