import type { Actor } from '@canopy/shared/permissions';
import type { AuditChanges } from '@canopy/shared/schemas/audit';
import { quoted } from '../audit/audit-labels.ts';
import type { AuditEntryInput } from '../audit/record-audit.ts';
import type { CuttingRow } from './cuttings.repository.ts';

/**
 * The audit entry of a change to a part of a cutting (a gallery photo, a diary entry, a log entry): an
 * `update` of the cutting itself, e.g. `Diary entry added to cutting "LEM-0042"`.
 */
export const cuttingPartEntry = (
  at: Date,
  actor: Actor,
  cutting: Pick<CuttingRow, 'id' | 'code'>,
  what: string,
  changes: AuditChanges,
): AuditEntryInput => ({
  at,
  actor,
  action: 'update',
  entity: 'cutting',
  entityId: cutting.id,
  summary: `${what} cutting ${quoted(cutting.code)}`,
  changes,
});
