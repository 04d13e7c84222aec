import type { AppInstance } from '../../http/app-instance.ts';
import { createCuttingLineage } from './cutting-lineage.ts';
import { cuttingTrash } from './cutting-trash.ts';
import type { CuttingsServiceDeps } from './cuttings-context.ts';
import { registerCuttingRoutes } from './cuttings.routes.ts';
import { createCuttingsRepository } from './cuttings.repository.ts';
import { createCuttingsService } from './cuttings.service.ts';

/**
 * Cuttings, their photos, diary and log; `trash` is how the trash handles one, `liveIds` how runs check
 * theirs, `lineage` what mothers read.
 */
export function createCuttingsModule(deps: CuttingsServiceDeps) {
  const service = createCuttingsService(deps);
  return {
    service,
    trash: cuttingTrash,
    liveIds: createCuttingsRepository(deps.db).liveIds,
    /** Mothers, their clones and a cutting's mother chain: what the mothers module reads. */
    lineage: createCuttingLineage(deps.db),
    /** Upload routes: registered where multipart bodies are taken. */
    routes: (uploads: AppInstance) => registerCuttingRoutes(uploads, service),
  };
}
