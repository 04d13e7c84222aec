import type { AuditSummaryEvent } from '@canopy/shared/audit';
import type { Actor } from '@canopy/shared/permissions';
import type { AuditChanges } from '@canopy/shared/schemas/audit';
import { quoted } from '../audit/audit-labels.ts';
import type { AuditEntryInput } from '../audit/record-audit.ts';
import type { CuttingRow } from './cuttings.repository.ts';

/** The English words of each change to a part of a cutting, for the summary's English line. */
const PART_TEXT = {
  photo_added: 'Photo added to',
  photos_reordered: 'Photos reordered on',
  photo_changed: 'Photo changed on',
  photo_removed: 'Photo removed from',
  log_added: 'Log entry added to',
} as const satisfies Partial<Record<AuditSummaryEvent<'cutting'>, string>>;
export type CuttingPartEvent = keyof typeof PART_TEXT;

/**
 * The audit entry of a change to a part of a cutting (a gallery photo, a diary entry, a log entry): an
 * `update` of the cutting itself, e.g. `Diary entry added to cutting "LEM-0042"`.
 */
export const cuttingPartEntry = (
  at: Date,
  actor: Actor,
  cutting: Pick<CuttingRow, 'id' | 'code'>,
  event: CuttingPartEvent,
  changes: AuditChanges,
): AuditEntryInput => ({
  at,
  actor,
  action: 'update',
  entity: 'cutting',
  entityId: cutting.id,
  summary: `${PART_TEXT[event]} cutting ${quoted(cutting.code)}`,
  event,
  values: { label: cutting.code },
  changes,
});
