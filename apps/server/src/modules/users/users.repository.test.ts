import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionsRepository } from '../sessions/sessions.repository.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { createUsersRepository } from './users.repository.ts';
import type { UserRow } from './users.types.ts';

const row = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 'user-1',
  short_id: 'ABC123',
  email: 'one@example.test',
  password_hash: 'hash',
  role: 'user',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe.each(DIALECTS)('users repository on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('stores, finds, counts, updates and deletes users', async () => {
    const users = createUsersRepository(database.db);
    await users.insert(row());
    await users.insert(row({ id: 'user-2', short_id: 'DEF456', email: 'two@example.test', role: 'admin' }));
    expect(await users.count()).toBe(2);
    expect((await users.findByEmail('two@example.test'))?.id).toBe('user-2');
    expect((await users.list()).map((u) => u.id)).toEqual(['user-1', 'user-2']);

    await users.update('user-1', { role: 'superuser', updated_at: '2026-02-01T00:00:00.000Z' });
    expect(await users.findById('user-1')).toMatchObject({
      role: 'superuser',
      updated_at: '2026-02-01T00:00:00.000Z',
    });
    expect(await users.lockAdminIds(dialect === 'postgres')).toEqual(['user-2']);

    await users.delete('user-1');
    expect(await users.findById('user-1')).toBeUndefined();
  });

  /** User user-1 with one session, s1, that expires at `expiresAt`. */
  async function userWithSession(expiresAt: string) {
    const users = createUsersRepository(database.db);
    const sessions = createSessionsRepository(database.db);
    await users.insert(row());
    await sessions.insert({ id: 's1', userId: 'user-1', createdAt: 'x', expiresAt });
    return { users, sessions };
  }

  it('refuses a second user with the same email', async () => {
    const users = createUsersRepository(database.db);
    await users.insert(row());
    await expect(users.insert(row({ id: 'user-2', short_id: 'DEF456' }))).rejects.toThrow();
  });

  it('removes a deleted user’s sessions with them', async () => {
    const { users, sessions } = await userWithSession('2999-01-01T00:00:00.000Z');
    expect(await sessions.findActive('s1', '2026-01-01T00:00:00.000Z')).toMatchObject({
      sessionId: 's1',
      userId: 'user-1',
      role: 'user',
    });
    await users.delete('user-1');
    expect(await sessions.findActive('s1', '2026-01-01T00:00:00.000Z')).toBeUndefined();
  });

  it('finds only sessions that are neither revoked nor expired', async () => {
    const { sessions } = await userWithSession('2026-06-01T00:00:00.000Z');
    expect(await sessions.findActive('s1', '2026-06-01T00:00:00.001Z')).toBeUndefined();
    expect(await sessions.findActive('s1', '2026-05-31T23:59:59.999Z')).toBeDefined();
    await sessions.revokeAllForUser('user-1', '2026-05-01T00:00:00.000Z');
    expect(await sessions.findActive('s1', '2026-05-01T00:00:00.000Z')).toBeUndefined();
  });
});
