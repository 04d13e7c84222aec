import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesService } from '../files/files.service.ts';
import type { StrainLookup } from '../strains/strains.types.ts';
import type { UserLookup } from '../users/users.types.ts';
import type { CuttingsRepository } from './cuttings.repository.ts';

export interface CuttingsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  /** `PUBLIC_URL` without a trailing slash: QR labels and `url` fields point there. */
  publicUrl: string;
  /** Authors' names for the log and the gallery. */
  users: UserLookup;
  /** A cutting names its strain by slug. */
  strains: StrainLookup;
}

/** What the gallery, diary and log parts of the service share. */
export interface CuttingsContext extends CuttingsServiceDeps {
  cuttings: CuttingsRepository;
}
