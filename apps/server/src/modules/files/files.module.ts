import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { FileStorage } from '../../integrations/file-storage/file-storage.ts';
import { createLocalDiskStorage } from '../../integrations/file-storage/local-disk-storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { registerFileRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';
import { createUrlSigner } from './url-signer.ts';

export interface FilesModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  jwtSecret: string;
  /** Where uploads go; without it, local disk under `<dataDir>/uploads`. */
  storage?: FileStorage;
  /** Without one (tests), a fresh temporary directory, removed by `close`. */
  dataDir?: string;
}

/** Uploaded files: where they are stored, their signed URLs, and the routes that serve them. */
export function createFilesModule(deps: FilesModuleDeps) {
  const dataDir = deps.dataDir ?? mkdtempSync(path.join(tmpdir(), 'canopy-data-'));
  const storage = deps.storage ?? createLocalDiskStorage(path.join(dataDir, 'uploads'));
  const service = createFilesService({
    db: deps.db,
    storage,
    clock: deps.clock,
    signer: createUrlSigner(deps.jwtSecret),
  });
  return {
    service,
    /** Upload routes: registered where multipart bodies are taken. */
    routes: (uploads: AppInstance) => registerFileRoutes(uploads, service),
    /** A temporary data folder is ours alone: it goes with the app (tests made thousands of them). */
    async close(): Promise<void> {
      if (!deps.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
