import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { RunOutcomeCode } from '../automation-run.types.ts';
import type { AutomationResult } from '@canopy/shared/schemas/automations';

const EVENTS = { ok: 'ran', failed: 'run_failed', skipped: 'run_skipped' } as const;

/** Every run is audited: which automation, how it ended and why, on behalf of its creator. */
export async function auditRun(
  db: Kysely<Database>,
  run: {
    automationId: string;
    name: string;
    at: Date;
    result: AutomationResult;
    code: RunOutcomeCode;
    creatorId: string | null;
  },
): Promise<void> {
  const outcome =
    run.result === 'ok' ? 'ran' : `${run.result === 'failed' ? 'failed' : 'held back'}: ${run.code}`;
  await recordAudit(db, {
    at: run.at,
    actor: run.creatorId === null ? null : { id: run.creatorId },
    action: 'update',
    entity: 'automation',
    entityId: run.automationId,
    summary: `Automation "${run.name}" ${outcome}`,
    event: EVENTS[run.result],
    values: { label: run.name, reason: run.code },
  });
}
