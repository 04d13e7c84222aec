import type { AuditAction, AuditEntity, AuditSummaryEvent, AuditSummaryValues } from '@canopy/shared/audit';
import type { AuditChanges } from '@canopy/shared/schemas/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { redactChanges } from './audit-changes.ts';
import { quoted } from './audit-labels.ts';

/** Who did it: a caller (its email is looked up when not given), or null for nobody signed in. */
export type AuditActor = { id: string; email?: string } | null;

export interface AuditEntryInput {
  /** When the change happened: the service's clock, the same instant the change itself records. */
  at: Date;
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  /** One line in English, e.g. `User ann@example.test deleted`: the CSV's and integrators' summary. */
  summary: string;
  /**
   * What happened, and the values the summary is made of: from these the web app words the summary in
   * the reader's language (`audit.summary.<entity>.<event>`). Values are data, never English words.
   */
  event?: AuditSummaryEvent;
  values?: AuditSummaryValues;
  /** From diffChanges; secret fields are stripped again here whatever the caller passed. */
  changes?: AuditChanges;
}

/**
 * Writes one audit entry with `executor`, which must be the transaction the change runs in (a Kysely
 * `Transaction` is a `Kysely`): the entry and its change commit or roll back together. Adding a writer
 * to a service is one call beside its write, inside its `db.transaction().execute(...)`.
 */
export async function recordAudit(executor: Kysely<Database>, entry: AuditEntryInput): Promise<void> {
  const actorEmail = entry.actor ? (entry.actor.email ?? (await emailOf(executor, entry.actor.id))) : null;
  await executor
    .insertInto('audit_log')
    .values({
      id: newId(entry.at.getTime()),
      ts: entry.at.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: actorEmail,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      summary: entry.summary,
      summary_event: entry.event ?? null,
      summary_values: JSON.stringify(entry.values ?? {}),
      changes: JSON.stringify(redactChanges(entry.changes ?? {})),
    })
    .execute();
}

async function emailOf(executor: Kysely<Database>, userId: string): Promise<string> {
  const row = await executor.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? '';
}

export interface ChangedEntryInput extends Pick<AuditEntryInput, 'at' | 'actor' | 'entity' | 'entityId'> {
  /** How the English summary names the kind of record: `Room` in `Room "Tent 2" changed`. */
  noun: string;
  /** The record's name as typed, quoted in the summary and given as the `label` value. */
  label: string;
  /** From diffChanges: nothing audited changed when it is empty, and then nothing is written. */
  changes: AuditChanges;
  /** Values beside the label, e.g. the changed `fields`. */
  values?: AuditSummaryValues;
}

/**
 * The audit entry of an update that changed something: `<noun> "<label>" changed` with its changes. An
 * update that changed nothing audited writes none. Like recordAudit, inside the change's transaction.
 */
export async function recordChanged(executor: Kysely<Database>, entry: ChangedEntryInput): Promise<void> {
  if (Object.keys(entry.changes).length === 0) return;
  await recordAudit(executor, {
    at: entry.at,
    actor: entry.actor,
    action: 'update',
    entity: entry.entity,
    entityId: entry.entityId,
    summary: `${entry.noun} ${quoted(entry.label)} changed`,
    event: 'changed',
    values: { label: entry.label, ...entry.values },
    changes: entry.changes,
  });
}
