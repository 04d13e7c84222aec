import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../integrations/file-storage/s3-storage.ts';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Everything the S3 adapter needs to reach the bucket (what `S3_*` would say). */
  settings: S3Settings;
  /** The `S3_*` and `FILE_STORAGE` variables of a server or command that should use this bucket. */
  env: Record<string, string>;
  /** Stops the server and removes its files; calling it again does nothing. */
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) in this process, on a free loopback port with its data in a temp dir
 * and one empty bucket. It decodes only plain uploads, as the adapter sends them: s3rver stores the AWS
 * SDK's `aws-chunked` stream uploads with their framing, so those would read back longer than they were.
 */
export async function startS3Server(bucket = 'canopy-test'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'canopy-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  makePutsAtomic(server);
  let running = true;
  try {
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const settings: S3Settings = {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    };
    return {
      endpoint,
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      region: settings.region,
      settings,
      env: {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: settings.region,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      },
      async stop() {
        if (!running) return;
        running = false;
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: Record<string, string>;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

/**
 * S3 replaces an object whole: a reader sees one complete version, whoever wrote last. s3rver writes
 * straight into the object's file and answers before the file is flushed, so two puts of one key can
 * interleave into a mix of both. Puts of one key here take turns, and each writes a temporary file that
 * is renamed over the object (atomic on one file system) before the metadata that describes it.
 */
function makePutsAtomic(server: S3rver): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  const turns = new Map<string, Promise<unknown>>();
  store.putObject = (object) => {
    const id = `${object.bucket}/${object.key}`;
    const previous = turns.get(id) ?? Promise.resolve();
    const put = previous
      .catch(() => undefined)
      .then(async () => {
        const content = Buffer.isBuffer(object.content) ? object.content : await readAll(object.content);
        const md5 = createHash('md5').update(content).digest('hex');
        const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
        const temporary = `${objectPath}.${randomBytes(6).toString('hex')}.partial`;
        await mkdir(path.dirname(objectPath), { recursive: true });
        await writeFile(temporary, content);
        await rename(temporary, objectPath);
        await store.putMetadata(object.bucket, object.key, object.metadata, md5);
        return { size: content.length, md5 };
      });
    turns.set(id, put);
    void put.finally(() => {
      if (turns.get(id) === put) turns.delete(id);
    });
    return put;
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
