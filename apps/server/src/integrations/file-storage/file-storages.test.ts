import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../testing/s3-server.ts';
import { createFileStorages } from './file-storages.ts';

describe('createFileStorages', () => {
  let dataDir: string;
  let server: S3Server;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-storages-'));
    server = await startS3Server();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.stop();
  });

  it('puts uploads and firmware in their DATA_DIR folders on local disk', async () => {
    const storages = createFileStorages({ kind: 'local' }, dataDir);
    await storages.uploads.put('a.webp', Buffer.from('photo'));
    await storages.firmware.put('a.bin', Buffer.from('firmware'));
    expect(readFileSync(path.join(dataDir, 'uploads', 'a.webp'), 'utf8')).toBe('photo');
    expect(readFileSync(path.join(dataDir, 'firmware', 'a.bin'), 'utf8')).toBe('firmware');
    expect(storages.description).toBe(`on local disk under ${dataDir}`);
  });

  it('puts them under the same names as prefixes of one bucket with S3, and nothing on disk', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'canopy-storages-'));
    const storages = createFileStorages({ kind: 's3', ...server.settings }, empty);
    try {
      await storages.uploads.put('b.webp', Buffer.from('photo'));
      await storages.firmware.put('b.bin', Buffer.from('firmware'));
      const raw = createFileStorages({ kind: 's3', ...server.settings }, empty);
      expect((await storages.uploads.get('b.webp'))?.toString()).toBe('photo');
      expect(await storages.uploads.get('b.bin')).toBeNull();
      expect((await raw.firmware.get('b.bin'))?.toString()).toBe('firmware');
      raw.close();
      expect(existsSync(path.join(empty, 'uploads'))).toBe(false);
      expect(storages.description).toBe(`in the S3 bucket ${server.bucket} at ${server.endpoint}`);
      expect(storages.description).not.toContain(server.secretAccessKey);
    } finally {
      storages.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
