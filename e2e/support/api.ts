import { expect, type APIRequestContext } from '@playwright/test';
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

/** The JSON body of a write the journey arranges, after checking it succeeded (its text says why not). */
export async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The site's time zone, which decides the day of every dated thing. */
export async function siteZone(request: APIRequestContext): Promise<string> {
  const site = (await (await request.get('/api/site', { headers: await adminHeaders(request) })).json()) as {
    timeZone: string;
  };
  return site.timeZone;
}

/**
 * The journey's strain (created if missing) with admin headers, the two things every arranged run,
 * group or cutting starts from.
 */
export async function strainAndHeaders(
  request: APIRequestContext,
  wanted: { slug: string; name: string },
): Promise<{ headers: Record<string, string>; strain: { _id: string } }> {
  await ensureStrain(request, wanted.slug, wanted.name);
  const headers = await adminHeaders(request);
  const strain = (await (await request.get(`/api/strains/${wanted.slug}`)).json()) as { _id: string };
  return { headers, strain };
}
