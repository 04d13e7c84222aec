import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

describe.each(DIALECTS)('health probes on %s', (dialect) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Every query fails from here on, as when the database server is down. */
  function breakTheDatabase() {
    const executor = t.database.db.getExecutor();
    const broken = Object.assign(Object.create(executor) as typeof executor, {
      executeQuery: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    return vi.spyOn(t.database.db, 'getExecutor').mockReturnValue(broken);
  }

  it('answers liveness and readiness while the database answers', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
    }
  });

  it('keeps liveness without asking the database, and refuses readiness with a 503 when it is down', async () => {
    const getExecutor = breakTheDatabase();
    const live = await t.app.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(getExecutor).not.toHaveBeenCalled();

    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(getExecutor).toHaveBeenCalled();
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ code: 'database.busy', error: 'The database is not answering' });
    expect(ready.body).not.toContain('ECONNREFUSED');
  });

  it('is ready again as soon as the database answers again', async () => {
    breakTheDatabase();
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    vi.restoreAllMocks();
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
