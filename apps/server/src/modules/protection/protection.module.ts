import type { Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Clock } from '../../lib/clock.ts';

// CONTRACT SKELETON (to be built by the protection helper): scouting, treatments and their intervals.
export interface ProtectionDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Plant protection (DESIGN section 25): scouting (anyone logged in) and treatments (staff), one row per group
 * growing in the room; a treatment's re-entry interval marks its room, its pre-harvest interval holds back a
 * harvest. `scoutingOfRun` and `treatmentsOfRun` are what `GET /api/runs/{id}` lists of them.
 */
export function createProtectionModule(_deps: ProtectionDeps) {
  return {
    async scoutingOfRun(_runId: string): Promise<Scouting[]> {
      return [];
    },
    async treatmentsOfRun(_runId: string): Promise<Treatment[]> {
      return [];
    },
    routes: (_app: AppInstance) => {},
  };
}

export type ProtectionModule = ReturnType<typeof createProtectionModule>;
