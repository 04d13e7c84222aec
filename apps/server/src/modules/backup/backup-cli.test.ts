import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../../testing/images.ts';
import { npmRunFromRoot } from '../../testing/npm-run.ts';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { ADMIN, createPlace, listing, sha256, type Place } from '../../testing/backup/backup-testing.ts';

/** `npm run <script> -- <file>` from the project root, configured like the server: what an operator types. */
const npmRun = (script: 'backup' | 'restore', file: string, place: Place) =>
  npmRunFromRoot([script, '--', file], { DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl ?? '' });

/** The real server on a place, started as `npm start` starts it, with its admin logged in. */
async function serve(place: Place) {
  const port = await freePort();
  const server: ServerProcess = startServerProcess({
    PORT: String(port),
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl ?? '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Writes go on as fast as they can while the backup runs; the rate limit is not what is tested.
    RATE_LIMIT_PER_MINUTE: '0',
  });
  await waitForHealth(port, server, 60_000);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  return {
    base,
    authorization,
    post: (url: string, body: object) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      }),
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

describe.each(DIALECTS)('npm run backup and npm run restore on %s', (dialect) => {
  let source: Place;
  let target: Place;
  let archive: string;
  let backup: { code: number | null; stdout: string; stderr: string };
  let restore: { code: number | null; stdout: string; stderr: string };
  let photo: { url: string; sha256: string };
  let acknowledgedBefore: string[] = [];

  beforeAll(async () => {
    source = await createPlace(dialect);
    target = await createPlace(dialect);
    archive = path.join(path.dirname(source.dataDir), 'canopy-backup.tar.gz');
    const server = await serve(source);
    try {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await solidImage('jpeg', 120))], { type: 'image/jpeg' }),
        'photo.jpg',
      );
      const upload = await fetch(`${server.base}/api/upload`, {
        method: 'POST',
        headers: { authorization: server.authorization },
        body: form,
      });
      const { publicId } = (await upload.json()) as { publicId: string };
      await server.post('/api/news', {
        title: 'Before the backup',
        body: 'with a photo',
        imagePublicIds: [publicId],
      });
      const url = `/api/files/${publicId}/display`;
      photo = { url, sha256: sha256(Buffer.from(await (await fetch(`${server.base}${url}`)).arrayBuffer())) };

      // Tasks keep arriving over HTTP while the backup runs in its own process.
      let stop = false;
      let n = 0;
      const acknowledged: string[] = [];
      const writer = (async () => {
        while (!stop) {
          const description = `during the backup ${(n += 1)}`;
          if ((await server.post('/api/tasks', { description })).status === 201)
            acknowledged.push(description);
        }
      })();
      while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      acknowledgedBefore = [...acknowledged];
      backup = await npmRun('backup', archive, source);
      stop = true;
      await writer;
    } finally {
      await server.stop();
    }
    restore = await npmRun('restore', archive, target);
  }, 180_000);

  afterAll(async () => {
    await source?.remove();
    await target?.remove();
  });

  it('writes the archive while the server runs and says what is in it', () => {
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backup written to ${archive} \\(\\d+ bytes, [\\d.]+ s\\): \\d+ rows in \\d+ tables and 2 files, ${dialect} schema at \\d{4}-`,
      ),
    );
  });

  it('restores into an empty target, and the server started on it has the records, the photo and a new key', async () => {
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`from a ${dialect} backup of`);
    expect(listing(target.dataDir)).not.toContain('jwt-secret');
    const server = await serve(target);
    try {
      const tasks = await fetch(`${server.base}/api/tasks?all=true`, {
        headers: { authorization: server.authorization },
      });
      const text = await tasks.text();
      for (const description of acknowledgedBefore) expect(text).toContain(description);
      const news = await (await fetch(`${server.base}/api/news`)).text();
      expect(news).toContain('Before the backup');
      const served = await fetch(`${server.base}${photo.url}`);
      expect(served.status).toBe(200);
      expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(photo.sha256);
    } finally {
      await server.stop();
    }
  });

  it('refuses to restore into the now filled target, and a truncated archive, with exit code 1 and a clear message', async () => {
    const again = await npmRun('restore', archive, target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Restore fills only an empty target');
    const truncated = path.join(path.dirname(source.dataDir), 'truncated.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 100));
    const fresh = await createPlace(dialect);
    try {
      const refused = await npmRun('restore', truncated, fresh);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        'The archive is damaged or truncated (the compressed stream ends early). Nothing was restored.',
      );
      expect(listing(fresh.dataDir)).toEqual([]);
    } finally {
      await fresh.remove();
    }
  });
});
