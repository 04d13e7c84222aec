import { expect } from 'vitest';
import type { TestContext, TestUser } from './test-app.ts';

/** Saves the site (as `admin`) with the IANA zone that the test's site days are counted in. */
export async function putSiteZone(t: TestContext, admin: TestUser, timeZone: string): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/site',
    headers: admin.auth,
    payload: { name: 'Farm', timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
}
