import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { LOCK_WAIT_MS } from '../db/database.ts';
import { SQLITE_PACKAGE } from '../db/sqlite-driver.ts';
import { signedInSuite } from '../testing/signed-in-suite.ts';
import { DIALECTS } from '../testing/test-databases.ts';

/** Another connection holding the lock a write needs: a short hold is waited out, a long one is a 503. */
describe.each(DIALECTS)('the database busy, on %s', (dialect) => {
  const { t, member } = signedInSuite(dialect, { member: 'user' }, { per: 'describe' });

  /**
   * Takes the write lock from a second connection for `holdMs`. On SQLite the holder is another
   * process, as in life (a backup, an operator's sqlite3): better-sqlite3 waits synchronously, so a
   * holder inside this process could never let go while the server waits.
   */
  async function holdTaskLock(holdMs: number): Promise<{ released: Promise<void> }> {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{
        file: string;
      }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db);
      const holder = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('${SQLITE_PACKAGE}'))(process.argv[1]); db.exec('begin immediate');
           console.log('locked'); setTimeout(() => { db.exec('rollback'); db.close(); }, Number(process.argv[2]));`,
          rows[0]!.file,
          String(holdMs),
        ],
        { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await once(holder.stdout, 'data');
      return { released: once(holder, 'exit').then(() => undefined) };
    }
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(t.database.db);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${rows[0]!.db}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    await other.query('begin');
    await other.query('lock table tasks in access exclusive mode');
    const released = new Promise((resolve) => setTimeout(resolve, holdMs)).then(async () => {
      await other.query('rollback');
      await other.end();
    });
    return { released };
  }

  const addTask = (description: string) =>
    t.app.inject({ method: 'POST', url: '/api/tasks', headers: member.auth, payload: { description } });

  it('waits out a short hold and stores the write', async () => {
    const { released } = await holdTaskLock(300);
    const response = await addTask('after a short wait');
    await released;
    expect(response.statusCode).toBe(201);
  });

  it(`answers 503 database.busy with Retry-After after ${LOCK_WAIT_MS} ms, stores nothing, and works again`, async () => {
    const { released } = await holdTaskLock(LOCK_WAIT_MS + 1500);
    const started = Date.now();
    const response = await addTask('never stored');
    const waited = Date.now() - started;
    await released;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'database.busy' });
    expect(response.headers['retry-after']).toBe('5');
    expect(waited).toBeLessThan(LOCK_WAIT_MS + 3000);
    const list = await t.app.inject({ url: '/api/tasks', headers: member.auth });
    expect(JSON.stringify(list.json())).not.toContain('never stored');
    expect((await addTask('after the lock')).statusCode).toBe(201);
  }, 20_000);
});
