import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { countRows } from '../testing/row-count.ts';
import { buildTestApp, createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';

// Two instances behind a balancer share one PostgreSQL database: a phone's repeat may reach either.
describe('Idempotency-Key across two instances on PostgreSQL', () => {
  let t: TestContext;
  let second: App;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestContext('postgres');
    ({ app: second } = await buildTestApp(t.database, { clock: t.clock }));
    await second.ready();
    staff = await t.createUser('superuser');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const newBug = (app: App, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: { ...staff.auth, 'idempotency-key': key },
      payload: { description: 'Dehumidifier drips' },
    });

  it('replays on the other instance the answer the first one gave', async () => {
    const key = randomUUID();
    const before = await countRows(t.database.db, 'bugs');
    const first = await newBug(t.app, key);
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await newBug(second, key);
    expect([repeat.statusCode, repeat.headers['idempotent-replayed'], repeat.body]).toEqual([
      201,
      'true',
      first.body,
    ]);
    expect(await countRows(t.database.db, 'bugs')).toBe(before + 1);
  });

  it('runs one of two requests sent to both instances at once', async () => {
    const key = randomUUID();
    const before = await countRows(t.database.db, 'bugs');
    const answers = await Promise.all([newBug(t.app, key), newBug(second, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    expect(await countRows(t.database.db, 'bugs')).toBe(before + 1);
  });
});
